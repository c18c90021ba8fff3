import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MenuProblem } from '../features/navigation/menuProblem';

interface Props {
  /** Why the menus could not be loaded at all, if they could not. */
  loadError: string | undefined;
  /** Entries skipped because they cannot be used. */
  problems: readonly MenuProblem[];
  onRetry: () => void;
}

/** A broken menu table can fail on every row: the banner stays readable. */
const MAX_LISTED = 10;

/** Tells the user, in one place, when the server's menu could not be used in full. */
export function MenuProblems({ loadError, problems, onRetry }: Props) {
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
  if (problems.length === 0 || dismissed) return null;
  // What is wrong with each, so the operator can pass it on to whoever runs the back end.
  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0 }} closeText="关闭" onClose={() => setDismissed(true)}>
      服务器返回的菜单中有 {problems.length} 项无法使用，已跳过；其余页面可正常使用。请将以下问题告知后端维护人员：
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {problems.slice(0, MAX_LISTED).map((problem, index) => (
          <li key={index}>{problem.message}</li>
        ))}
        {problems.length > MAX_LISTED ? <li>……另有 {problems.length - MAX_LISTED} 项，详见浏览器控制台</li> : null}
      </Box>
    </Alert>
  );
}
