import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionSelector } from '../../session/SessionContext';
import { displayName } from '../../session/user';

/** 首页: a placeholder greeting until the dashboard of a later issue. */
export function DashboardPage() {
  const name = useSessionSelector((snapshot) => displayName(snapshot?.context.user));
  return (
    <Paper component="section" aria-labelledby="dashboard-title" sx={{ p: 3 }}>
      <Typography id="dashboard-title" variant="h5" component="h1" gutterBottom>
        首页
      </Typography>
      <Typography>欢迎回来，{name}</Typography>
    </Paper>
  );
}
