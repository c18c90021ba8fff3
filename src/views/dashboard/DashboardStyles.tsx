import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/*
 * The dashboard's roles and shortcuts are plain elements with these class names,
 * their rules inserted once (the dashboard is rendered ahead, behind the login form):
 * they are what signing in renders after the calls, two dozen of them, and styled
 * components would serialise their styles one by one then.
 */
export const dashboardClass = {
  roleTag: 'shop-role-tag',
  shortcutList: 'shop-shortcuts',
  shortcutTile: 'shop-shortcut',
  shortcutTitle: 'shop-shortcut-title',
  shortcutSection: 'shop-shortcut-section',
  figureList: 'shop-figures',
  figure: 'shop-figure',
  figureLabel: 'shop-figure-label',
  figureValue: 'shop-figure-value',
  figureExtra: 'shop-figure-extra',
  threshold: 'shop-threshold',
} as const;

const rules = (theme: Theme) => ({
  '.shop-role-tag': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
  },
  '.shop-shortcuts': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 12,
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  },
  '.shop-shortcut': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    padding: theme.spacing(1.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover, &:focus-visible': { borderColor: theme.palette.primary.main, color: theme.palette.primary.main, outline: 'none' },
  },
  '.shop-shortcut-title': { fontWeight: 600 },
  '.shop-shortcut-section': { color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize },
  '.shop-figures': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 12,
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  },
  '.shop-figure': {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    height: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(1.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    color: 'inherit',
    textDecoration: 'none',
  },
  'a.shop-figure:hover, a.shop-figure:focus-visible': { borderColor: theme.palette.primary.main, outline: 'none' },
  '.shop-figure-label': { color: theme.palette.text.secondary, fontSize: theme.typography.pxToRem(13) },
  '.shop-figure-value': { fontSize: theme.typography.pxToRem(22), fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
  '.shop-threshold': {
    marginLeft: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    fontSize: theme.typography.pxToRem(14),
    color: theme.palette.text.secondary,
    '& input': {
      width: 80,
      padding: '6px 8px',
      font: 'inherit',
      color: theme.palette.text.primary,
      background: 'transparent',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
    },
    '& input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
    '& [role="alert"]': { color: theme.palette.error.main, fontSize: theme.typography.caption.fontSize },
  },
  '.shop-figure-extra': { color: theme.palette.text.secondary, fontSize: theme.typography.caption.fontSize, fontVariantNumeric: 'tabular-nums' },
});

/** The rules above, following the theme (its primary colour is a setting). */
export const DashboardStyles = memo(function DashboardStyles() {
  return <GlobalStyles styles={rules} />;
});
