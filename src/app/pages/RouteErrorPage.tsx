import { useRouteError } from 'react-router-dom';
import { LoadFailedPage } from '../../views/error/LoadFailedPage';
import { MuiThemed } from '../../features/settings/MuiThemed';
import { isChunkLoadError } from './isChunkLoadError';

/** The data router's error element: a route's code or loader failed; never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <MuiThemed baseline>
      <LoadFailedPage fullScreen chunk={isChunkLoadError(error)} message={message} />
    </MuiThemed>
  );
}
