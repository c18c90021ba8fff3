import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import logoUrl from '../../shared/assets/logo.svg';
import { sidebarColours } from './sidebarTheme';

export function SidebarLogo({ title, collapsed }: { title: string; collapsed: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={title}
      sx={{ height: 50, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 1.5, px: collapsed ? 0 : 2, textDecoration: 'none', bgcolor: '#2b2f3a' }}
    >
      <img src={logoUrl} alt="" width={32} height={32} />
      {collapsed ? null : (
        <Box component="h1" sx={{ m: 0, fontSize: 14, fontWeight: 600, color: sidebarColours.title, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </Box>
      )}
    </Box>
  );
}
