import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  code: string;
  message: ReactNode;
  detail?: ReactNode;
  actions: ReactNode;
  /** Full screen for pages outside the shell; inside it, the page area only. */
  fullScreen?: boolean;
}

/** The frame of the console's status pages (404, 401, 页面未实现, load failures). */
export function StatusPage({ code, message, detail, actions, fullScreen = true }: Props) {
  return (
    <Box
      component={fullScreen ? 'main' : 'section'}
      sx={{ minHeight: fullScreen ? '100vh' : 360, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, textAlign: 'center', p: 3 }}
    >
      <Typography variant={/^\d+$/.test(code) ? 'h2' : 'h4'} component="h1" color="primary" sx={{ fontWeight: 700 }}>
        {code}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      {detail ? <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{detail}</Box> : null}
      <Box sx={{ display: 'flex', gap: 1.5 }}>{actions}</Box>
    </Box>
  );
}
