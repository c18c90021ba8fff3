import { Outlet, useLocation } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { closeSidebar, selectDevice, selectSidebar, toggleSidebar } from '../features/appState/slice';
import { resolvePage } from '../features/navigation/pageTable';
import { useSessionNavigation } from '../features/navigation/useSessionNavigation';
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

export const USER_CENTER_PATH = '/user/center';

/** The signed-in shell: sidebar, top bar and the page area (SPEC.md section 2). */
export function Layout() {
  useDevice();
  const dispatch = useDispatch();
  const config = getRuntimeConfig();
  const { pathname } = useLocation();
  const device = useSelector(selectDevice);
  const sidebar = useSelector(selectSidebar);
  const settings = useSelector(selectSettings);
  const navigation = useSessionNavigation();
  const actor = useSessionActor();
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  const menuError = useSessionSelector((snapshot) => (snapshot?.value === 'ready' && snapshot.context.menus.length === 0 ? snapshot.context.error : undefined));

  const resolution = resolvePage(navigation.table, pathname);
  const page = resolution.kind === 'page' ? resolution.page : undefined;
  useTabRecorder(page, navigation.table);
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebar.opened;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const closeOverlay = () => dispatch(closeSidebar({ withoutAnimation: false }));

  const sidebarContent = (
    <Sidebar
      menu={navigation.menu}
      activePath={page?.activeMenu ?? page?.path ?? pathname}
      collapsed={collapsed}
      uniqueOpened={settings.uniqueOpened}
      showLogo={settings.sidebarLogo}
      title={config.title}
      onNavigate={() => undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <RouteProgress />
      {mobile ? (
        <Drawer variant="temporary" open={sidebar.opened} onClose={closeOverlay} transitionDuration={sidebar.withoutAnimation ? 0 : undefined} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, bgcolor: sidebarColours.background, border: 0 } } }}>
          {sidebarContent}
        </Drawer>
      ) : (
        <Box
          sx={{
            width,
            flexShrink: 0,
            transition: sidebar.withoutAnimation ? 'none' : 'width .28s',
            '& > nav': { position: 'fixed', top: 0, bottom: 0, width, transition: sidebar.withoutAnimation ? 'none' : 'width .28s', zIndex: 1001 },
          }}
        >
          {sidebarContent}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined}>
          <Navbar
            crumbs={page?.crumbs ?? []}
            device={device}
            sidebarOpened={sidebar.opened}
            sourceCodeUrl={config.sourceCodeUrl}
            userName={displayName(user)}
            avatarSrc={avatarUrlOf(user, config.apiBaseUrl)}
            userCenterPath={USER_CENTER_PATH}
            desktopTools={
              <>
                <HeaderSearch routes={navigation.routes} menu={navigation.menu} enabled={!mobile} />
                <FullscreenButton />
                <SizeSelect />
              </>
            }
            onToggleSidebar={() => dispatch(toggleSidebar())}
            onOpenSettings={() => dispatch(changeSetting({ key: 'showSettings', value: true }))}
            onLogout={() => actor?.send({ type: 'LOGOUT' })}
          />
          {settings.tagsView ? <TagsView activePath={page?.path ?? pathname} /> : null}
        </Box>
        <MenuProblems loadError={menuError} skipped={navigation.warnings.length} onRetry={() => actor?.send({ type: 'RELOAD_MENUS' })} />
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: 2, position: 'relative' }}>
          <Outlet />
        </Box>
        {settings.showFooter && config.showFooter ? <Footer footerTxt={config.footerTxt} caseNumber={config.caseNumber} /> : null}
      </Box>
      <LazySettingsPanel />
    </Box>
  );
}
