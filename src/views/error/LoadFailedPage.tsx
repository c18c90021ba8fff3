import Button from '@mui/material/Button';
import { StatusPage } from './StatusPage';

/** A chunk failed to load (typically after a redeploy) or a page threw while rendering. */
export function LoadFailedPage({ chunk, message, fullScreen = false, onRetry }: { chunk: boolean; message: string; fullScreen?: boolean; onRetry?: () => void }) {
  return (
    <StatusPage
      fullScreen={fullScreen}
      code={chunk ? '页面加载失败' : '页面出错了'}
      message={chunk ? '页面代码未能加载，可能是系统刚刚更新或网络中断，请重新加载。' : '页面运行时发生错误，其余功能不受影响。'}
      detail={<code>{message}</code>}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            重新加载
          </Button>
          {onRetry ? (
            <Button variant="outlined" onClick={onRetry}>
              重试
            </Button>
          ) : null}
        </>
      }
    />
  );
}
