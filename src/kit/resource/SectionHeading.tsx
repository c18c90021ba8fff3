import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A list section's heading (字典列表, 角色列表), with what belongs beside it (所属字典). */
export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 32 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mr: 'auto' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
