import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Crumb } from '../../features/navigation/buildNavigation';
import { breadcrumbItems } from './breadcrumbItems';

const sameCrumbs = (a: readonly Crumb[], b: readonly Crumb[]) => a.length === b.length && a.every((crumb, i) => crumb.path === b[i]?.path && crumb.title === b[i]?.title && crumb.clickable === b[i]?.clickable);

/**
 * The page's trail. Memoised on the crumbs' content: rebuilt menus (signing in, a menu
 * edited) give the same page new but equal crumbs.
 */
export const Breadcrumb = memo(function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
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
}, (before, after) => sameCrumbs(before.crumbs, after.crumbs));
