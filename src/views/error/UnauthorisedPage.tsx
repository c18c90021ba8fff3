import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { StatusPage } from './StatusPage';
import { unauthorisedPageShown } from './unauthorisedPageShown';

/** Where a 403 answer lands (SPEC.md section 6). */
export function UnauthorisedPage() {
  // No route title of its own: the system title alone, not the previous page's.
  useDocumentTitle(undefined);
  useEffect(() => unauthorisedPageShown.mount(), []);
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
