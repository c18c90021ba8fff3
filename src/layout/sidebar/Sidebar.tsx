import { memo, useCallback, useEffect, useMemo, useState, type FocusEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { MenuNode } from '../../features/navigation/buildNavigation';
import { activeChain as findActiveChain, closeSubmenu, openSubmenu } from './activeMenu';
import { chainFor, SidebarItem } from './SidebarItem';
import { SidebarLogo } from './SidebarLogo';
import { menuClass, SidebarStyles } from './SidebarStyles';
import { sidebarColours } from './sidebarTheme';

export interface SidebarProps {
  menu: readonly MenuNode[];
  /** The page to highlight: the route's activeMenu, else its path. */
  activePath: string;
  collapsed: boolean;
  uniqueOpened: boolean;
  showLogo: boolean;
  title: string;
  onNavigate: () => void;
  /** An entry's link pressed (before the click that opens it): its path, to start the page's data early. */
  onPress?: (path: string) => void;
  /**
   * The operator may open these entries soon: a folder of them unfolded, or the pointer or
   * the focus on one. For loading their pages' code ahead, never their data.
   */
  onIntent?: (paths: readonly string[]) => void;
}

/** The console path of the link a press landed on, if any (external links are left alone). */
function pressedPath(event: { target: EventTarget }): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return undefined;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : undefined;
}

/** The menu column: logo and title, then the server's menu tree. Memoised (the shell re-renders for things it does not show). */
/** The pages directly under the folder at `path` (a folder's folders are unfolded on their own). */
function pagesUnder(menu: readonly MenuNode[], path: string): string[] {
  for (const node of menu) {
    if (node.path === path) return (node.children ?? []).filter((child) => !child.children && !child.external).map((child) => child.path);
    const found = node.children ? pagesUnder(node.children, path) : [];
    if (found.length > 0) return found;
  }
  return [];
}

export const Sidebar = memo(function Sidebar({ menu, activePath, collapsed, uniqueOpened, showLogo, title, onNavigate, onPress, onIntent }: SidebarProps) {
  const chain = useMemo(() => findActiveChain(menu, activePath), [menu, activePath]);
  const [openPaths, setOpenPaths] = useState<string[]>(() => chain.slice(0, -1));

  // Navigating elsewhere (a tab, the search, the back button) expands the new page's parents.
  useEffect(() => {
    const parents = chain.slice(0, -1);
    setOpenPaths((open) => {
      const missing = parents.filter((p) => !open.includes(p));
      if (missing.length === 0) return open;
      return uniqueOpened ? parents : [...open, ...missing];
    });
  }, [chain, uniqueOpened]);

  const onToggle = useCallback(
    (path: string, siblings: readonly string[]) => {
      if (!openPaths.includes(path)) onIntent?.(pagesUnder(menu, path));
      setOpenPaths((open) => (open.includes(path) ? closeSubmenu(open, path) : openSubmenu(open, path, siblings, uniqueOpened)));
    },
    [uniqueOpened, openPaths, onIntent, menu],
  );
  const topPaths = useMemo(() => menu.map((node) => node.path), [menu]);
  // One listener for every entry: a press is the earliest sign the page is wanted.
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const path = onPress && event.button === 0 ? pressedPath(event) : undefined;
      if (path) onPress?.(path);
    },
    [onPress],
  );
  const onEntryIntent = useCallback(
    (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
      const path = onIntent ? pressedPath(event) : undefined;
      if (path) onIntent?.([path]);
    },
    [onIntent],
  );

  return (
    <Box component="nav" aria-label="主菜单" onPointerDown={onPointerDown} onPointerOver={onEntryIntent} onFocus={onEntryIntent} sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: sidebarColours.background, overflow: 'hidden' }}>
      {showLogo ? <SidebarLogo title={title} collapsed={collapsed} /> : null}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarStyles />
        <ul className={menuClass.list}>
          {menu.map((node) => (
            <SidebarItem
              key={node.path}
              node={node}
              depth={0}
              siblings={topPaths}
              collapsed={collapsed}
              activeChain={chainFor(chain, node.path)}
              openPaths={openPaths}
              onToggle={onToggle}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </Box>
    </Box>
  );
});
