import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Where a 403 answer lands (SPEC.md section 6). */
export function UnauthorisedPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Typography variant="h2" component="h1" color="primary" sx={{ fontWeight: 700 }}>
        401
      </Typography>
      <Typography color="text.secondary">抱歉，您没有权限访问该页面</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        返回首页
      </Button>
    </Box>
  );
}
