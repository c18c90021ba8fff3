import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  // No route title of its own: the system title alone, not the previous page's.
  useDocumentTitle(undefined);
  return (
    <StatusPage
      code="404"
      message="抱歉，您访问的页面不存在"
      actions={
        <Button variant="contained" component={RouterLink} to="/dashboard">
          返回首页
        </Button>
      }
    />
  );
}
