import { styled } from '@mui/material/styles';
import { PathLink } from '../../shared/ui/PathLink';

/*
 * The dashboard's roles and shortcuts as plain styled elements rather than MUI Chips
 * and ButtonBase links: they are what signing in renders after the calls (the rest of
 * the page is rendered ahead, ShellFrame), two dozen of them, each a one-class element.
 */

export const RoleTag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  border: `1px solid ${theme.palette.divider}`,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
}));

export const ShortcutList = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const ShortcutTile = styled(PathLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { borderColor: theme.palette.primary.main, color: theme.palette.primary.main, outline: 'none' },
}));

export const ShortcutTitle = styled('span')({ fontWeight: 600 });

export const ShortcutSection = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
}));
