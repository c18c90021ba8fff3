import { MuiThemed } from '../../features/settings/MuiThemed';
import { NotFoundPage } from '../../views/error/NotFoundPage';
import { UnauthorisedPage } from '../../views/error/UnauthorisedPage';

/* /404 and /401 render outside the shell: each a whole page in the settings' theme. */

export function ThemedNotFoundPage() {
  return (
    <MuiThemed baseline>
      <NotFoundPage />
    </MuiThemed>
  );
}

export function ThemedUnauthorisedPage() {
  return (
    <MuiThemed baseline>
      <UnauthorisedPage />
    </MuiThemed>
  );
}
