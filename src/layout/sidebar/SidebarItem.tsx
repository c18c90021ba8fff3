import { memo, useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuNode } from '../../features/navigation/buildNavigation';
import { menuIcon } from '../../shared/icons/menuIcons';
import { PathLink } from '../../shared/ui/PathLink';
import { sidebarColours } from './sidebarTheme';

/**
 * What every entry needs besides its node. Each field is a primitive or stable, and an
 * entry off the active chain gets the shared NO_CHAIN, so a navigation re-renders only
 * the entries whose highlight changes (see SidebarItem's memo).
 */
export interface ItemState {
  collapsed: boolean;
  /** The active chain if it runs through this entry, else NO_CHAIN. */
  activeChain: readonly string[];
  openPaths: readonly string[];
  onToggle: (path: string, siblings: readonly string[]) => void;
  onNavigate: () => void;
}

export const NO_CHAIN: readonly string[] = [];

/** The chain as an entry for `path` receives it. */
export const chainFor = (chain: readonly string[], path: string): readonly string[] => (chain.includes(path) ? chain : NO_CHAIN);

const makeItemSx = (depth: number, active: boolean) => ({
  minHeight: 50,
  pl: 2 + depth * 2,
  color: active ? sidebarColours.activeText : sidebarColours.text,
  '&:hover': { bgcolor: sidebarColours.hover },
  '&.Mui-focusVisible': { bgcolor: sidebarColours.hover, outline: `2px solid ${sidebarColours.activeText}`, outlineOffset: -2 },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 30 },
  '& .MuiListItemText-primary': { fontSize: 14, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

// One style object per depth and state: the same object each render lets emotion reuse
// its serialised styles instead of rebuilding them for every entry.
const sxCache = new Map<string, ReturnType<typeof makeItemSx>>();
function itemSx(depth: number, active: boolean) {
  const key = `${depth}:${active}`;
  let sx = sxCache.get(key);
  if (!sx) {
    sx = makeItemSx(depth, active);
    sxCache.set(key, sx);
  }
  return sx;
}

/** Internal pages are router links; external ones open in a new tab without an opener. */
function linkProps(node: MenuNode) {
  return node.external
    ? { component: 'a' as const, href: node.path, target: '_blank', rel: 'noopener noreferrer' }
    : { component: PathLink, to: node.path };
}

function withTooltip(collapsed: boolean, title: string, child: ReactNode) {
  return collapsed ? (
    <Tooltip title={title} placement="right" arrow>
      <span style={{ display: 'block' }}>{child}</span>
    </Tooltip>
  ) : (
    child
  );
}

function Leaf({ node, depth, ctx }: { node: MenuNode; depth: number; ctx: ItemState }) {
  const Icon = menuIcon(node.icon);
  const active = ctx.activeChain.at(-1) === node.path;
  const iconOnly = ctx.collapsed && depth === 0;
  return withTooltip(
    iconOnly,
    node.title,
    <ListItemButton {...linkProps(node)} aria-label={iconOnly ? node.title : undefined} selected={active} aria-current={active ? 'page' : undefined} onClick={ctx.onNavigate} sx={itemSx(depth, active)}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {iconOnly ? null : <ListItemText primary={node.title} />}
    </ListItemButton>,
  );
}

interface FlyoutRow {
  node: MenuNode;
  depth: number;
  heading: boolean;
}

function flyoutRows(nodes: readonly MenuNode[], depth = 0): FlyoutRow[] {
  return nodes.flatMap((node) =>
    node.children ? [{ node, depth, heading: true }, ...flyoutRows(node.children, depth + 1)] : [{ node, depth, heading: false }],
  );
}

/** Collapsed sidebar: a folder's pages open in a flyout beside its icon. */
function Flyout({ node, ctx }: { node: MenuNode; ctx: ItemState }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = menuIcon(node.icon);
  const active = ctx.activeChain.includes(node.path);
  const current = ctx.activeChain.at(-1);
  return (
    <>
      {withTooltip(
        true,
        node.title,
        <ListItemButton aria-haspopup="menu" aria-expanded={Boolean(anchor)} aria-label={node.title} onClick={(event) => setAnchor(event.currentTarget)} sx={itemSx(0, active)}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        </ListItemButton>,
      )}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { bgcolor: sidebarColours.background, color: sidebarColours.text, minWidth: 160 } } }}
      >
        {flyoutRows(node.children ?? []).map(({ node: row, depth, heading }) =>
          heading ? (
            <MenuItem key={row.path} disabled sx={{ pl: 2 + depth * 2, fontSize: 13, opacity: '1 !important', color: sidebarColours.title }}>
              {row.title}
            </MenuItem>
          ) : (
            <MenuItem
              key={row.path}
              {...linkProps(row)}
              selected={current === row.path}
              onClick={() => {
                setAnchor(null);
                ctx.onNavigate();
              }}
              sx={{ pl: 2 + depth * 2, fontSize: 14, color: current === row.path ? sidebarColours.activeText : 'inherit' }}
            >
              {row.title}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

interface SidebarItemProps extends ItemState {
  node: MenuNode;
  depth: number;
  siblings: readonly string[];
}

/** One entry: a page, or a folder with its submenu (a flyout when collapsed). */
export const SidebarItem = memo(function SidebarItem({ node, depth, siblings, ...ctx }: SidebarItemProps) {
  if (!node.children) return <Leaf node={node} depth={depth} ctx={ctx} />;
  if (ctx.collapsed && depth === 0) return <Flyout node={node} ctx={ctx} />;
  return <Folder node={node} depth={depth} siblings={siblings} ctx={ctx} />;
});

const childPathsOf = new WeakMap<MenuNode, string[]>();
function childPaths(node: MenuNode): readonly string[] {
  let paths = childPathsOf.get(node);
  if (!paths) {
    paths = (node.children ?? []).map((child) => child.path);
    childPathsOf.set(node, paths);
  }
  return paths;
}

function Folder({ node, depth, siblings, ctx }: { node: MenuNode; depth: number; siblings: readonly string[]; ctx: ItemState }) {
  const Icon = menuIcon(node.icon);
  const open = ctx.openPaths.includes(node.path);
  const containsActive = ctx.activeChain.includes(node.path);
  const children = node.children ?? [];
  const paths = childPaths(node);
  return (
    <>
      <ListItemButton onClick={() => ctx.onToggle(node.path, siblings)} aria-expanded={open} sx={itemSx(depth, containsActive && !open)}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={node.title} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={submenuSx}>
          {children.map((child) => (
            <SidebarItem
              key={child.path}
              node={child}
              depth={depth + 1}
              siblings={paths}
              collapsed={ctx.collapsed}
              activeChain={chainFor(ctx.activeChain, child.path)}
              openPaths={ctx.openPaths}
              onToggle={ctx.onToggle}
              onNavigate={ctx.onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

const submenuSx = { bgcolor: sidebarColours.submenuBackground };
