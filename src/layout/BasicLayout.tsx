import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '../shared/config/runtimeConfig';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { useSessionActor, useSessionSelector } from '../session/SessionContext';
import { displayName } from '../session/user';

export const LOGOUT_TITLE = '提示';
export const LOGOUT_MESSAGE = '确定注销并退出系统吗？';

/**
 * The signed-in area's minimal shell until the layout of issue 4: the title, the
 * user's name and 退出登录, which asks first (SPEC.md section 5).
 */
export function BasicLayout() {
  const { title } = getRuntimeConfig();
  const actor = useSessionActor();
  const name = useSessionSelector((snapshot) => displayName(snapshot?.context.user));
  const [confirming, setConfirming] = useState(false);

  const logout = () => {
    setConfirming(false);
    actor?.send({ type: 'LOGOUT' });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ height: 50, px: 2, display: 'flex', alignItems: 'center', gap: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <Typography component="span" aria-label="当前用户">
          {name}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
          退出登录
        </Button>
      </Box>
      <Box component="main" sx={{ flex: 1, p: 2 }}>
        <Outlet />
      </Box>
      <ConfirmDialog open={confirming} warning title={LOGOUT_TITLE} message={LOGOUT_MESSAGE} confirmText="确定" cancelText="取消" onConfirm={logout} onCancel={() => setConfirming(false)} />
    </Box>
  );
}
