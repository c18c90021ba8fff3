import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSessionSelector } from '@/session/SessionContext';
import { avatarUrlOf, displayName } from '@/session/user';
import { getRuntimeConfig } from '@/shared/config/runtimeConfig';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { MyLogs } from './MyLogs';
import { ProfileForm } from './ProfileForm';
import { readProfile } from './profile';

type Panel = 'profile' | 'password' | 'logs';

/** 个人中心 (/user/center): the signed-in user's profile, avatar, details, password and own operations. */
export function UserCenterPage() {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  const [panel, setPanel] = useState<Panel>('profile');
  if (!user) return <LinearProgress aria-label="页面加载中" sx={{ height: 2 }} />;
  const profile = readProfile(user);
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' } }}>
      <ProfileCard profile={profile} avatarSrc={avatarUrlOf(user, getRuntimeConfig().apiBaseUrl)} name={displayName(user)} />
      <Paper component="section" aria-label="资料与安全" sx={{ p: 2.5, minWidth: 0 }}>
        <Tabs value={panel} onChange={(_event, value: Panel) => setPanel(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="profile" label="用户资料" id="center-tab-profile" aria-controls="center-panel-profile" />
          <Tab value="password" label="修改密码" id="center-tab-password" aria-controls="center-panel-password" />
          <Tab value="logs" label="操作日志" id="center-tab-logs" aria-controls="center-panel-logs" />
        </Tabs>
        <div role="tabpanel" id="center-panel-profile" aria-labelledby="center-tab-profile" hidden={panel !== 'profile'}>
          {/* Keyed by user so a different signed-in user starts from their own values. */}
          <ProfileForm key={profile.username} profile={profile} />
        </div>
        <div role="tabpanel" id="center-panel-password" aria-labelledby="center-tab-password" hidden={panel !== 'password'}>
          <PasswordForm />
        </div>
        <div role="tabpanel" id="center-panel-logs" aria-labelledby="center-tab-logs" hidden={panel !== 'logs'}>
          {/* Asked for only once the tab is opened, and anew each time. */}
          {panel === 'logs' ? <MyLogs /> : null}
        </div>
      </Paper>
    </Box>
  );
}
