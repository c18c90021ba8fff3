import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { sidebarColours } from './sidebarTheme';

/**
 * Class names of the sidebar's entries. The entries are plain links and buttons styled
 * by these rules, inserted once, instead of MUI list components styled per entry: the
 * menus arrive with sign-in, and rendering a few dozen styled MUI entries then was most
 * of the time between the answer and the painted shell.
 */
export const menuClass = {
  list: 'shop-menu',
  submenu: 'shop-menu shop-menu--sub',
  item: 'shop-menu-item',
  /** An entry on the way to the current page whose folder is closed. */
  itemActive: 'shop-menu-item shop-menu-item--active',
  icon: 'shop-menu-icon',
  title: 'shop-menu-title',
  chevron: 'shop-menu-chevron',
} as const;

/** Left padding of an entry at `depth` (the originals indent each level by 16px). */
export const indent = (depth: number) => 16 + depth * 16;

const rules = {
  '.shop-menu': { listStyle: 'none', margin: 0, padding: 0 },
  '.shop-menu--sub': { backgroundColor: sidebarColours.submenuBackground },
  '.shop-menu-item': {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 50,
    margin: 0,
    paddingTop: 0,
    paddingBottom: 0,
    paddingRight: 16,
    border: 0,
    background: 'transparent',
    color: sidebarColours.text,
    font: 'inherit',
    fontSize: 14,
    lineHeight: 1.5,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: sidebarColours.hover },
    '&:focus-visible': { backgroundColor: sidebarColours.hover, outline: `2px solid ${sidebarColours.activeText}`, outlineOffset: -2 },
    '&[aria-current="page"], &.shop-menu-item--active': { color: sidebarColours.activeText },
  },
  '.shop-menu-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 30, color: 'inherit' },
  '.shop-menu-title': { flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '.shop-menu-chevron': { flexShrink: 0, width: 20, height: 20, fill: 'currentColor', transition: 'transform .2s' },
  '[aria-expanded="true"] > .shop-menu-chevron': { transform: 'rotate(180deg)' },
} as const;

/** The rules above; rendered once by the sidebar, and never re-rendered. */
export const SidebarStyles = memo(function SidebarStyles() {
  return <GlobalStyles styles={rules} />;
});
