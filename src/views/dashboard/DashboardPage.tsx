import { memo } from 'react';
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

/** The roles array also holds every permission string: show the first few. */
const MAX_ROLE_TAGS = 12;
const NO_ROLES: readonly string[] = [];

// Fixed style objects: the wrappers render once, with the page.
const PAGE_SX = { display: 'grid', gap: 2 };
const HEADER_SX = { p: 3, display: 'flex', gap: 2.5, alignItems: 'center' };
const AVATAR_SX = { width: 64, height: 64 };
const SECTION_SX = { p: 3 };

/*
 * The parts that show the session (user, roles, the user's pages) read it themselves:
 * when signing in fills in the dashboard rendered ahead, only they render again, not
 * the page's papers and headings.
 */

function UserAvatar() {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  return <Avatar src={avatarUrlOf(user, getRuntimeConfig().apiBaseUrl) ?? defaultAvatar} alt={displayName(user)} sx={AVATAR_SX} />;
}

function Greeting() {
  const name = displayName(useSessionSelector((snapshot) => snapshot?.context.user));
  return (
    <Typography sx={{ mt: 0.5 }}>
      {greeting(new Date().getHours())}，{name}，欢迎回来
    </Typography>
  );
}

function RoleTags() {
  const roles = useSessionSelector((snapshot) => snapshot?.context.roles ?? NO_ROLES);
  return (
    <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }} aria-label="角色与权限">
      {roles.slice(0, MAX_ROLE_TAGS).map((role) => (
        <span key={role} className={dashboardClass.roleTag}>
          {role}
        </span>
      ))}
      {roles.length > MAX_ROLE_TAGS ? <span className={dashboardClass.roleTag}>{`等共 ${roles.length} 项`}</span> : null}
    </Box>
  );
}

function Shortcuts() {
  const shortcuts = shortcutsFrom(useSessionNavigation().routes);
  if (shortcuts.length === 0) return <Typography color="text.secondary">暂无可访问的页面</Typography>;
  return (
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
  );
}

/** 首页: who is signed in, with what roles, and the ways into the console's pages. */
export const DashboardPage = memo(function DashboardPage() {
  return (
    <Box sx={PAGE_SX}>
      <DashboardStyles />
      <Paper component="section" aria-labelledby="dashboard-title" sx={HEADER_SX}>
        <UserAvatar />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="dashboard-title" variant="h5" component="h1">
            首页
          </Typography>
          <Greeting />
          <RoleTags />
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="shortcuts-title" sx={SECTION_SX}>
        <Typography id="shortcuts-title" variant="h6" component="h2" gutterBottom>
          快捷入口
        </Typography>
        <Shortcuts />
      </Paper>
      <RecentPages />
    </Box>
  );
});
