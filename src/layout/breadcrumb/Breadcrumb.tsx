import { Link as RouterLink } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Crumb } from '../../features/navigation/buildNavigation';
import { breadcrumbItems } from './breadcrumbItems';

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const items = breadcrumbItems(crumbs);
  return (
    <Breadcrumbs aria-label="面包屑" sx={{ fontSize: 14, '& .MuiBreadcrumbs-separator': { mx: 0.75 } }}>
      {items.map((item) =>
        item.clickable ? (
          <Link key={item.path} component={RouterLink} to={item.path} underline="hover" color="text.primary" sx={{ fontWeight: 600 }}>
            {item.title}
          </Link>
        ) : (
          <Typography key={item.path} component="span" color="text.secondary" sx={{ fontSize: 'inherit' }} aria-current={item === items.at(-1) ? 'page' : undefined}>
            {item.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
