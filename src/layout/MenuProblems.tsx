import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface Props {
  /** Why the menus could not be loaded at all, if they could not. */
  loadError: string | undefined;
  /** Entries skipped as malformed. */
  skipped: number;
  onRetry: () => void;
}

/** Tells the user, in one place, when the server's menu could not be used in full. */
export function MenuProblems({ loadError, skipped, onRetry }: Props) {
  const [dismissed, setDismissed] = useState(false);
  if (loadError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2, mb: 0 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            重试
          </Button>
        }
      >
        菜单加载失败：{loadError}
      </Alert>
    );
  }
  if (skipped === 0 || dismissed) return null;
  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }} onClose={() => setDismissed(true)}>
      服务器返回的菜单中有 {skipped} 项格式不正确，已跳过；其余页面可正常使用。
    </Alert>
  );
}
