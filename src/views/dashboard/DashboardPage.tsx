import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionNavigation } from '../../features/navigation/useSessionNavigation';
import { useSessionSelector } from '../../session/SessionContext';
import { avatarUrlOf, displayName } from '../../session/user';
import { getRuntimeConfig } from '../../shared/config/runtimeConfig';
import defaultAvatar from '../../shared/assets/default-avatar.svg';
import { greeting } from './greeting';
import { shortcutsFrom } from './shortcuts';
import { PathLink } from '../../shared/ui/PathLink';
import { dashboardClass, DashboardStyles } from './DashboardStyles';
import { RecentPages } from './RecentPages';
import { ShopOverview } from './ShopOverview';

/** The roles array also holds every permission string: show the first few. */
const MAX_ROLE_TAGS = 12;
const NO_ROLES: readonly string[] = [];

/** 首页: who is signed in, with what roles, the shop at a glance (when there is one), and the ways into the console's pages. */
export function DashboardPage() {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  const roles = useSessionSelector((snapshot) => snapshot?.context.roles ?? NO_ROLES);
  const { routes } = useSessionNavigation();
  const name = displayName(user);
  const shortcuts = shortcutsFrom(routes);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DashboardStyles />
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
            {roles.slice(0, MAX_ROLE_TAGS).map((role) => (
              <span key={role} className={dashboardClass.roleTag}>
                {role}
              </span>
            ))}
            {roles.length > MAX_ROLE_TAGS ? <span className={dashboardClass.roleTag}>{`等共 ${roles.length} 项`}</span> : null}
          </Box>
        </Box>
      </Paper>
      <ShopOverview routes={routes} />
      <Paper component="section" aria-labelledby="shortcuts-title" sx={{ p: 3 }}>
        <Typography id="shortcuts-title" variant="h6" component="h2" gutterBottom>
          快捷入口
        </Typography>
        {shortcuts.length === 0 ? (
          <Typography color="text.secondary">暂无可访问的页面</Typography>
        ) : (
          <ul className={dashboardClass.shortcutList}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.path}>
                <PathLink className={dashboardClass.shortcutTile} to={shortcut.path}>
                  <span className={dashboardClass.shortcutTitle}>{shortcut.title}</span>
                  <span className={dashboardClass.shortcutSection}>{shortcut.section}</span>
                </PathLink>
              </li>
            ))}
          </ul>
        )}
      </Paper>
      <RecentPages />
    </Box>
  );
}
