import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Typography variant="h2" component="h1" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography color="text.secondary">抱歉，您访问的页面不存在</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        返回首页
      </Button>
    </Box>
  );
}
