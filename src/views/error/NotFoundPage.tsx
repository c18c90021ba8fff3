import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
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
