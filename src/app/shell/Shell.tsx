import { Outlet, useLocation } from 'react-router-dom';
import { Layout } from '../../layout/Layout';

export { ServerPage } from '../pages/ServerPage';

/** The signed-in shell around the page area; the route of every signed-in page. */
export function Shell() {
  return (
    <Layout pathname={useLocation().pathname}>
      <Outlet />
    </Layout>
  );
}
