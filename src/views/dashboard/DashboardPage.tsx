import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ButtonBase from '@mui/material/ButtonBase';
import { useSessionNavigation } from '../../features/navigation/useSessionNavigation';
import { useSessionSelector } from '../../session/SessionContext';
import { avatarUrlOf, displayName } from '../../session/user';
import { getRuntimeConfig } from '../../shared/config/runtimeConfig';
import defaultAvatar from '../../shared/assets/default-avatar.svg';
import { greeting } from './greeting';
import { shortcutsFrom } from './shortcuts';
import { RecentPages } from './RecentPages';

/** The roles array also holds every permission string: show the first few. */
const MAX_ROLE_CHIPS = 12;

/** 首页: who is signed in, with what roles, and the ways into the console's pages. */
export function DashboardPage() {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  const roles = useSessionSelector((snapshot) => snapshot?.context.roles ?? []);
  const { routes } = useSessionNavigation();
  const name = displayName(user);
  const shortcuts = shortcutsFrom(routes);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper component="section" aria-labelledby="dashboard-title" sx={{ p: 3, display: 'flex', gap: 2.5, alignItems: 'center' }}>
        <Avatar src={avatarUrlOf(user, getRuntimeConfig().apiBaseUrl) ?? defaultAvatar} alt={name} sx={{ width: 64, height: 64 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="dashboard-title" variant="h5" component="h1">
            首页
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            {greeting(new Date().getHours())}，{name}，欢迎回来
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }} aria-label="角色与权限">
            {roles.slice(0, MAX_ROLE_CHIPS).map((role) => (
              <Chip key={role} label={role} size="small" variant="outlined" />
            ))}
            {roles.length > MAX_ROLE_CHIPS ? <Chip label={`等共 ${roles.length} 项`} size="small" /> : null}
          </Box>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="shortcuts-title" sx={{ p: 3 }}>
        <Typography id="shortcuts-title" variant="h6" component="h2" gutterBottom>
          快捷入口
        </Typography>
        {shortcuts.length === 0 ? (
          <Typography color="text.secondary">暂无可访问的页面</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.path}>
                <ButtonBase
                  component={RouterLink}
                  to={shortcut.path}
                  sx={{ width: '100%', justifyContent: 'flex-start', flexDirection: 'column', alignItems: 'flex-start', p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', color: 'primary.main' } }}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {shortcut.title}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {shortcut.section}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </Paper>
      <RecentPages />
    </Box>
  );
}
