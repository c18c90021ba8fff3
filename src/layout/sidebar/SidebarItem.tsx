import { memo, useState, type CSSProperties, type ReactElement } from 'react';
import Collapse from '@mui/material/Collapse';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { MenuNode } from '../../features/navigation/buildNavigation';
import { menuIcon } from '../../shared/icons/menuIcons';
import { PathLink } from '../../shared/ui/PathLink';
import { indent, menuClass } from './SidebarStyles';
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

// One style object per depth: entries of the same depth share it.
const indentStyles: CSSProperties[] = [];
const indentStyle = (depth: number): CSSProperties => (indentStyles[depth] ??= { paddingLeft: indent(depth) });

// Material's "expand more" arrow, turned by the stylesheet while the folder is open.
const EXPAND_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

function withTooltip(collapsed: boolean, title: string, child: ReactElement) {
  return collapsed ? (
    <Tooltip title={title} placement="right" arrow>
      <span style={{ display: 'block' }}>{child}</span>
    </Tooltip>
  ) : (
    child
  );
}

/** A page: a router link, or for an external one a link to a new tab without an opener. */
function Leaf({ node, depth, ctx }: { node: MenuNode; depth: number; ctx: ItemState }) {
  const Icon = menuIcon(node.icon);
  const active = ctx.activeChain.at(-1) === node.path;
  const iconOnly = ctx.collapsed && depth === 0;
  const content = (
    <>
      <Icon fontSize="small" className={menuClass.icon} />
      {iconOnly ? null : <span className={menuClass.title}>{node.title}</span>}
    </>
  );
  const common = {
    className: menuClass.item,
    style: indentStyle(depth),
    'aria-label': iconOnly ? node.title : undefined,
    'aria-current': active ? ('page' as const) : undefined,
    onClick: ctx.onNavigate,
  };
  return withTooltip(
    iconOnly,
    node.title,
    node.external ? (
      <a {...common} href={node.path} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    ) : (
      <PathLink {...common} to={node.path}>
        {content}
      </PathLink>
    ),
  );
}

/** Internal pages are router links; external ones open in a new tab without an opener. */
function linkProps(node: MenuNode) {
  return node.external
    ? { component: 'a' as const, href: node.path, target: '_blank', rel: 'noopener noreferrer' }
    : { component: PathLink, to: node.path };
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
        <button
          type="button"
          className={active ? menuClass.itemActive : menuClass.item}
          style={indentStyle(0)}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-label={node.title}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon fontSize="small" className={menuClass.icon} />
        </button>,
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
  let entry: ReactElement;
  if (!node.children) entry = <Leaf node={node} depth={depth} ctx={ctx} />;
  else if (ctx.collapsed && depth === 0) entry = <Flyout node={node} ctx={ctx} />;
  else entry = <Folder node={node} depth={depth} siblings={siblings} ctx={ctx} />;
  return <li>{entry}</li>;
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
  // The submenu's transition is created when the folder first opens, not for every
  // closed folder; one open from the start shows at once, a later one unfolds.
  const [openAtMount] = useState(open);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  return (
    <>
      <button type="button" className={containsActive && !open ? menuClass.itemActive : menuClass.item} style={indentStyle(depth)} aria-expanded={open} onClick={() => ctx.onToggle(node.path, siblings)}>
        <Icon fontSize="small" className={menuClass.icon} />
        <span className={menuClass.title}>{node.title}</span>
        <svg className={menuClass.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={EXPAND_PATH} />
        </svg>
      </button>
      {everOpened ? (
        <Collapse in={open} appear={!openAtMount} timeout="auto" unmountOnExit>
          <ul className={menuClass.submenu}>
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
          </ul>
        </Collapse>
      ) : null}
    </>
  );
}
