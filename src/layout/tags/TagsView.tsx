import { memo, useEffect, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CloseIcon from '@mui/icons-material/Close';
import { allClosed, othersClosed, selectUnsavedViews, selectVisitedViews, viewClosed, viewRefreshed } from '../../features/tabs/slice';
import { DASHBOARD_PATH, nextAfterClose, type TabView } from '../../features/tabs/tabs';
import { LEAVE_QUESTION } from '../../features/tabs/UnsavedChanges';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PathLink } from '../../shared/ui/PathLink';
import { useMountedOnceOpen } from '../../shared/ui/useMountedOnceOpen';
import { useStableCallback } from '../../shared/ui/useStableCallback';
import { revealTab } from './revealTab';

/** SPEC.md section 9: the context menu is 105 px wide; the wheel scrolls a quarter of its delta. */
export const CONTEXT_MENU_WIDTH = 105;
export const WHEEL_FACTOR = 1 / 4;

interface Props {
  /** Path of the page shown now (tabs are keyed by path). */
  activePath: string;
}

const tabSx = (active: boolean) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  height: 26,
  px: 1,
  fontSize: 12,
  textDecoration: 'none',
  border: 1,
  borderRadius: 0.5,
  flexShrink: 0,
  color: active ? 'primary.contrastText' : 'text.primary',
  bgcolor: active ? 'primary.main' : 'background.paper',
  borderColor: active ? 'primary.main' : '#d8dce5',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
  '&::before': active ? { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: '#fff' } : undefined,
});
// Two fixed objects, so emotion reuses their serialised styles on every render.
const ACTIVE_TAB_SX = tabSx(true);
const TAB_SX = tabSx(false);
const CLOSE_SX = { display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(0,0,0,.16)' } };
const CLOSE_ICON_SX = { fontSize: 12 };
const BAR_SX = { height: 34, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)' };
const STRIP_SX = { height: '100%', display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap', scrollbarWidth: 'none' };

interface TabProps {
  view: TabView;
  active: boolean;
  onClose: (view: TabView) => void;
  onMenu: (view: TabView, x: number, y: number) => void;
}

/** One tab; memoised, so switching pages re-renders only the two whose state changes. */
const Tab = memo(function Tab({ view, active, onClose, onMenu }: TabProps) {
  return (
    <Box
      component={PathLink}
      to={view.fullPath}
      aria-current={active ? 'page' : undefined}
      onContextMenu={(event: MouseEvent) => {
        event.preventDefault();
        onMenu(view, event.clientX, event.clientY);
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== 1) return;
        event.preventDefault();
        onClose(view);
      }}
      onMouseDown={(event: MouseEvent) => {
        // Middle-click would otherwise start auto-scroll or open a browser tab.
        if (event.button === 1) event.preventDefault();
      }}
      sx={active ? ACTIVE_TAB_SX : TAB_SX}
    >
      {view.title}
      {view.affix ? null : (
        <Box
          component="span"
          role="button"
          aria-label={`关闭 ${view.title}`}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            event.stopPropagation();
            onClose(view);
          }}
          sx={CLOSE_SX}
        >
          <CloseIcon sx={CLOSE_ICON_SX} />
        </Box>
      )}
    </Box>
  );
});

/** The tag bar: one tab per visited page, with 刷新 / 关闭 / 关闭其他 / 关闭全部. */
export const TagsView = memo(function TagsView({ activePath }: Props) {
  const views = useSelector(selectVisitedViews);
  const unsaved = useSelector(selectUnsavedViews);
  const dispatch = useDispatch();
  // A tab whose page holds unsaved changes (a product form) is closed or refreshed only once confirmed.
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const guarded = (closing: readonly TabView[], action: () => void) => {
    if (closing.some((view) => !view.affix && (unsaved?.includes(view.path) ?? false))) setAsking(() => action);
    else action();
  };
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ view: TabView; x: number; y: number } | null>(null);
  const menuMounted = useMountedOnceOpen(menu !== null);

  // Keep the active tab in view as pages change. In the next frame, where the layout
  // is computed anyway, rather than forcing one in the middle of the commit.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const tab = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (strip.current && tab) revealTab(strip.current, tab);
    });
    return () => cancelAnimationFrame(frame);
  }, [activePath, views.length]);

  const remainingAfter = (closed: (view: TabView) => boolean) => views.filter((v) => v.affix || !closed(v));
  const goAfterClose = (remaining: TabView[]) => void navigate(nextAfterClose(remaining, views.some((v) => v.path === DASHBOARD_PATH)));

  const close = useStableCallback((view: TabView) => {
    if (view.affix) return;
    guarded([view], () => {
      dispatch(viewClosed(view.path));
      if (view.path === activePath) goAfterClose(remainingAfter((v) => v.path === view.path));
    });
  });
  const openMenu = useStableCallback((view: TabView, x: number, y: number) => setMenu({ view, x, y }));
  const closeOthers = (view: TabView) =>
    guarded(
      views.filter((v) => v.path !== view.path),
      () => {
        dispatch(othersClosed(view.path));
        if (view.path !== activePath) void navigate(view.fullPath);
      },
    );
  const closeAll = () =>
    guarded(views, () => {
      dispatch(allClosed());
      const remaining = views.filter((v) => v.affix);
      if (!remaining.some((v) => v.path === activePath)) goAfterClose(remaining);
    });
  const refresh = (view: TabView) =>
    guarded([view], () => {
      dispatch(viewRefreshed(view.path));
      void navigate(`/redirect${view.fullPath}`, { replace: true });
    });

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const delta = event.deltaY || event.deltaX;
    if (strip.current) strip.current.scrollLeft += delta * WHEEL_FACTOR;
  };
  const act = (action: (view: TabView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };

  return (
    <Box component="nav" aria-label="标签页" sx={BAR_SX}>
      <Box ref={strip} onWheel={onWheel} data-testid="tags-strip" sx={STRIP_SX}>
        {views.map((view) => (
          <Tab key={view.path} view={view} active={view.path === activePath} onClose={close} onMenu={openMenu} />
        ))}
      </Box>
      {menuMounted ? (
        <Menu
          open={menu !== null}
          onClose={() => setMenu(null)}
          anchorReference="anchorPosition"
          anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
          slotProps={{ paper: { sx: { width: CONTEXT_MENU_WIDTH } }, list: { dense: true } }}
        >
          <MenuItem onClick={act(refresh)}>刷新</MenuItem>
          {menu && !menu.view.affix ? <MenuItem onClick={act(close)}>关闭</MenuItem> : null}
          <MenuItem onClick={act(closeOthers)}>关闭其他</MenuItem>
          <MenuItem onClick={act(() => closeAll())}>关闭全部</MenuItem>
        </Menu>
      ) : null}
      {asking ? (
        <ConfirmDialog
          open
          title="提示"
          message={LEAVE_QUESTION}
          warning
          onConfirm={() => {
            setAsking(null);
            asking();
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
});
