import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from './StatusPage';

/** A server route whose view this console does not have (CONTRACT.md "Menus"). */
export function NotImplementedPage({ component, title }: { component: string; title: string }) {
  return (
    <StatusPage
      fullScreen={false}
      code="页面未实现"
      message={`「${title}」在本控制台中尚未实现`}
      detail={
        <>
          组件路径：<code>{component || '（服务器未提供）'}</code>
        </>
      }
      actions={
        <Button variant="outlined" component={RouterLink} to="/dashboard">
          返回首页
        </Button>
      }
    />
  );
}
