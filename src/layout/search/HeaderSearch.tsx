import { lazy, memo, Suspense, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import type { MenuNode, RouteSpec } from '../../features/navigation/buildNavigation';
import { whenIdle } from '../../shared/scheduling/whenIdle';
import { isSearchShortcut, shortcutLabel } from './searchShortcut';

// The dialog, fuse.js and the search logic are one lazy chunk (pinyin-pro another,
// fetched when the dialog opens): neither is in the shell's or /login's download.
const loadDialog = () => import(/* webpackChunkName: "header-search" */ './SearchDialog');
const SearchDialog = lazy(loadDialog);

const prefetchDialog = () => {
  loadDialog().catch(() => undefined);
};

export const SEARCH_LABEL = '搜索菜单';

export interface HeaderSearchProps {
  /** The session's server routes (`useSessionNavigation().routes`). */
  routes: readonly RouteSpec[];
  /** The sidebar tree: decides which pages are visible and holds the external links. */
  menu: readonly MenuNode[];
  /** Desktop only (SPEC.md section 2): when false nothing shows and Ctrl+K does nothing. */
  enabled: boolean;
  /** Ctrl+K / ⌘K is taken (not while the shell waits, hidden, behind the login page). */
  shortcut?: boolean;
}

/**
 * The top bar's header search: a search button and Ctrl+K / ⌘K anywhere in the shell
 * open a dialog that finds pages by title, path or pinyin and opens the chosen one.
 */
export const HeaderSearch = memo(function HeaderSearch({ routes, menu, enabled, shortcut = true }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  // Once asked for, the dialog stays mounted so that closing it animates.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    if (!enabled || !shortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Ctrl+K is the browser's own search box in some browsers.
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, shortcut]);

  // Fetch the dialog's code once the shell is idle, so the first Ctrl+K opens at once.
  useEffect(() => (enabled ? whenIdle(prefetchDialog) : undefined), [enabled]);

  if (!enabled) return null;
  return (
    <>
      <Tooltip title={`${SEARCH_LABEL}（${shortcutLabel()}）`} describeChild>
        <IconButton aria-label={SEARCH_LABEL} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={show} onPointerEnter={prefetchDialog} onFocus={prefetchDialog}>
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} routes={routes} menu={menu} />
        </Suspense>
      ) : null}
    </>
  );
});
