import { useCallback, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ApiDispatch } from '../api/api';
import { prefetchFirstList, preloadFirstList } from '../entities/firstLists';
import { closeSidebar, selectDevice, selectSidebar, toggleSidebar } from '../features/appState/slice';
import { resolvePage } from '../features/navigation/pageTable';
import { useKeepSessionMenus, useSessionMenus } from '../features/navigation/useSessionNavigation';
import { changeSetting, selectSettings } from '../features/settings/slice';
import { useSessionActor, useSessionSelector } from '../session/SessionContext';
import { avatarUrlOf, displayName } from '../session/user';
import { getRuntimeConfig } from '../shared/config/runtimeConfig';
import { Footer } from './footer/Footer';
import { MenuProblems } from './MenuProblems';
import { Navbar } from './navbar/Navbar';
import { RouteProgress } from './RouteProgress';
import { Sidebar } from './sidebar/Sidebar';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, sidebarColours } from './sidebar/sidebarTheme';
import { useDevice } from './useDevice';
import { useTabRecorder } from './tags/useTabRecorder';
import { TagsView } from './tags/TagsView';
import { LazySettingsPanel } from './settings/LazySettingsPanel';
import { FullscreenButton } from './navbar/FullscreenButton';
import { SizeSelect } from './navbar/SizeSelect';
import { HeaderSearch } from './search/HeaderSearch';
import { paths } from '../shared/routing/paths';

export const USER_CENTER_PATH = paths.userCenter;

// The sidebar needs no extra work on navigation (on a phone the drawer closes through
// useDevice); one function, so its memoised entries are not re-rendered for a new one.
const NOTHING_MORE = () => undefined;

// Fixed style objects: emotion reuses their serialised styles on every navigation.
const ROOT_SX = { display: 'flex', minHeight: '100vh' };
const COLUMN_SX = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' };
const FIXED_HEADER_SX = { position: 'sticky', top: 0, zIndex: 9 };
const MAIN_SX = { flex: 1, minWidth: 0, p: 2, position: 'relative' };
const DRAWER_SLOTS = { paper: { sx: { width: SIDEBAR_WIDTH, bgcolor: sidebarColours.background, border: 0 } } };

function sidebarColumnSx(width: number, animate: boolean) {
  const transition = animate ? 'width .28s' : 'none';
  return { width, flexShrink: 0, transition, '& > nav': { position: 'fixed', top: 0, bottom: 0, width, transition, zIndex: 1001 } };
}

/**
 * The signed-in shell: sidebar, top bar and the page area (SPEC.md section 2).
 * `pathname` is the page shown, which is not the location while the shell waits,
 * hidden, behind the login page (ShellFrame; `shown` false: no tabs recorded, no keys
 * listened to, no title set); `children` is the page area's content. `preloadPage` loads a
 * page's code ahead (the app's view registry; the shell itself knows no screens).
 */
export function Layout({
  pathname,
  search = '',
  shown = true,
  preloadPage,
  children,
}: {
  pathname: string;
  search?: string;
  shown?: boolean;
  preloadPage?: (component: string) => void;
  children: ReactNode;
}) {
  useDevice(pathname);
  const dispatch = useDispatch();
  const config = getRuntimeConfig();
  const device = useSelector(selectDevice);
  const sidebar = useSelector(selectSidebar);
  const settings = useSelector(selectSettings);
  const menus = useSessionMenus();
  useKeepSessionMenus(menus.loaded);
  const { navigation } = menus;
  const actor = useSessionActor();
  const user = useSessionSelector((snapshot) => snapshot?.context.user);

  const resolution = resolvePage(navigation.table, pathname);
  const page = resolution.kind === 'page' ? resolution.page : undefined;
  useTabRecorder(page, navigation.table, { pathname, search, reconcile: menus.loaded, record: shown });
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebar.opened;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const closeOverlay = () => dispatch(closeSidebar({ withoutAnimation: false }));
  const columnSx = useMemo(() => sidebarColumnSx(width, !sidebar.withoutAnimation), [width, sidebar.withoutAnimation]);
  // Stable callbacks and tools: the top bar's widgets are memoised and a page change
  // should re-render only what depends on the page (breadcrumb, tabs, highlight).
  const onToggleSidebar = useCallback(() => dispatch(toggleSidebar()), [dispatch]);
  const onOpenSettings = useCallback(() => dispatch(changeSetting({ key: 'showSettings', value: true })), [dispatch]);
  // A menu entry pressed: its screen's first list starts now, alongside the screen's code.
  const table = navigation.table;
  const onPress = useCallback(
    (path: string) => {
      const pressed = resolvePage(table, path);
      if (pressed.kind === 'page') prefetchFirstList(pressed.page.component, dispatch as ApiDispatch);
    },
    [table, dispatch],
  );
  // Entries the operator may open next: their code now, so a press waits only for the data.
  const onIntent = useCallback(
    (paths: readonly string[]) => {
      for (const path of paths) {
        const wanted = resolvePage(table, path);
        if (wanted.kind !== 'page') continue;
        preloadPage?.(wanted.page.component);
        preloadFirstList(wanted.page.component);
      }
    },
    [table, preloadPage],
  );
  const onLogout = useCallback(() => actor?.send({ type: 'LOGOUT' }), [actor]);
  const desktopTools = useMemo(
    () => (
      <>
        <HeaderSearch routes={navigation.routes} menu={navigation.menu} enabled={!mobile} shortcut={shown} />
        <FullscreenButton />
        <SizeSelect />
      </>
    ),
    [navigation, mobile, shown],
  );

  const sidebarContent = (
    <Sidebar
      menu={navigation.menu}
      activePath={page?.activeMenu ?? page?.path ?? pathname}
      collapsed={collapsed}
      uniqueOpened={settings.uniqueOpened}
      showLogo={settings.sidebarLogo}
      title={config.title}
      onNavigate={NOTHING_MORE}
      onPress={onPress}
      onIntent={onIntent}
    />
  );

  return (
    <Box sx={ROOT_SX}>
      <RouteProgress loadingMenus={menus.fetching} />
      {mobile ? (
        <Drawer variant="temporary" open={sidebar.opened} onClose={closeOverlay} transitionDuration={sidebar.withoutAnimation ? 0 : undefined} slotProps={DRAWER_SLOTS}>
          {sidebarContent}
        </Drawer>
      ) : (
        <Box sx={columnSx}>{sidebarContent}</Box>
      )}
      <Box sx={COLUMN_SX}>
        <Box sx={settings.fixedHeader ? FIXED_HEADER_SX : undefined}>
          <Navbar
            crumbs={page?.crumbs ?? []}
            device={device}
            sidebarOpened={sidebar.opened}
            sourceCodeUrl={config.sourceCodeUrl}
            userName={displayName(user)}
            avatarSrc={avatarUrlOf(user, config.apiBaseUrl)}
            userCenterPath={USER_CENTER_PATH}
            desktopTools={desktopTools}
            onToggleSidebar={onToggleSidebar}
            onOpenSettings={onOpenSettings}
            onLogout={onLogout}
          />
          {settings.tagsView ? <TagsView activePath={page?.path ?? pathname} /> : null}
        </Box>
        <MenuProblems loadError={menus.loadError} problems={navigation.problems} onRetry={menus.retry} />
        <Box component="main" sx={MAIN_SX}>
          {children}
        </Box>
        {settings.showFooter && config.showFooter ? <Footer footerTxt={config.footerTxt} caseNumber={config.caseNumber} /> : null}
      </Box>
      {/* A drawer (a portal, outside the shell's box): only while the shell is shown. */}
      {shown ? <LazySettingsPanel /> : null}
    </Box>
  );
}
