import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { StatusPage } from './StatusPage';

/** Where a 403 answer lands (SPEC.md section 6). */
export function UnauthorisedPage() {
  // No route title of its own: the system title alone, not the previous page's.
  useDocumentTitle(undefined);
  return (
    <StatusPage
      code="401"
      message="抱歉，您没有权限访问该页面"
      actions={
        <Button variant="contained" component={RouterLink} to="/dashboard">
          返回首页
        </Button>
      }
    />
  );
}
