import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path>?<query> goes back to /<path>?<query>, so the page unmounts and
 * mounts again: how 刷新 and a size change reload a page without a full reload.
 */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  // Only a path on this console: collapse leading slashes so //host cannot appear.
  const target = `/${rest.replace(/^\/+/, '')}${search}`;
  return <Navigate to={target} replace />;
}
