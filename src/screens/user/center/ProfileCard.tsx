import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDict } from '@/features/dict/useDict';
import { displayTime, formatDateTime, relativeTime, toDate } from '@/shared/time/time';
import { AvatarUploader } from './AvatarUploader';
import { statusValueOf, type Profile } from './profile';
import { useNow } from './useNow';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '88px minmax(0, 1fr)', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

const orDash = (value: string) => (value.trim() === '' ? '—' : value);

/** The user's status as the `user_status` dictionary names it (1 激活, 0 禁用 when seeded). */
function StatusLabel({ enabled }: { enabled: boolean | undefined }) {
  const dicts = useDict('user_status');
  if (enabled === undefined) return <>—</>;
  const label = dicts.user_status.labelOf[String(statusValueOf(enabled))];
  if (label !== undefined) return <>{label}</>;
  if (dicts.isLoading) return <>…</>;
  // A dictionary without the entry: say it plainly rather than show a bare 1/0.
  return <>{enabled ? '启用' : '停用'}</>;
}

/** 创建日期 as date and time, with how long ago (刚刚, 5分钟前, ...) while that is recent. */
function CreatedAt({ time }: { time: string | number | undefined }) {
  const now = useNow();
  const date = toDate(time);
  // What names no instant shows as sent (or — when nothing was sent).
  if (!date) return <>{displayTime(time, undefined, '—')}</>;
  const absolute = formatDateTime(date);
  const relative = relativeTime(date, now);
  return (
    <time dateTime={date.toISOString()} title={absolute}>
      {relative === absolute ? absolute : `${absolute}（${relative}）`}
    </time>
  );
}

/** 个人信息: the avatar (with 更换头像) and the profile as the server knows it. */
export function ProfileCard({ profile, avatarSrc, name }: { profile: Profile; avatarSrc: string | undefined; name: string }) {
  const deptJob = [profile.dept, profile.job].filter(Boolean).join(' / ');
  return (
    <Paper component="section" aria-labelledby="profile-title" sx={{ p: 2.5 }}>
      <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
        个人信息
      </Typography>
      <AvatarUploader avatarSrc={avatarSrc} name={name} />
      <Box component="dl" sx={{ m: 0, mt: 2 }}>
        <Row term="登录账号">{profile.username}</Row>
        <Row term="用户昵称">{orDash(profile.nickName)}</Row>
        <Row term="性别">{orDash(profile.sex)}</Row>
        <Row term="手机号码">{orDash(profile.phone)}</Row>
        <Row term="用户邮箱">{orDash(profile.email)}</Row>
        <Row term="部门岗位">{orDash(deptJob)}</Row>
        <Row term="状态">
          <StatusLabel enabled={profile.enabled} />
        </Row>
        <Row term="创建日期">
          <CreatedAt time={profile.createTime} />
        </Row>
      </Box>
    </Paper>
  );
}
