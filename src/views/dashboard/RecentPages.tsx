import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectVisitedViews } from '../../features/tabs/slice';

/** The pages open as tabs in this browser tab, most recent first. */
export function RecentPages() {
  const views = useSelector(selectVisitedViews).filter((view) => !view.affix);
  return (
    <Paper component="section" aria-labelledby="recent-title" sx={{ p: 3 }}>
      <Typography id="recent-title" variant="h6" component="h2" gutterBottom>
        最近访问
      </Typography>
      {views.length === 0 ? (
        <Typography color="text.secondary">还没有访问过其他页面</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {[...views].reverse().map((view) => (
            <li key={view.path}>
              <Link component={RouterLink} to={view.fullPath} underline="hover">
                {view.title}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
