import { startTransition, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { navigationFromMenus } from '../features/navigation/navigationFromMenus';
import { Footer } from '../layout/footer/Footer';
import { Navbar } from '../layout/navbar/Navbar';
import { FullscreenButton } from '../layout/navbar/FullscreenButton';
import { SizeSelect } from '../layout/navbar/SizeSelect';
import { HeaderSearch } from '../layout/search/HeaderSearch';
import { Sidebar } from '../layout/sidebar/Sidebar';
import { TagsView } from '../layout/tags/TagsView';
import { SessionContext } from '../session/SessionContext';
import { paths } from '../shared/routing/paths';
import type { SessionHandle } from '../session/sessionHandle';
import { makeStore } from './store';
import { viewFor } from './pages/viewRegistry';
import { createAppTheme } from './theme';

/*
 * The first render of the signed-in shell is the slowest part of signing in: the code
 * of the sidebar, top bar, tag bar and dashboard runs for the first time and every
 * style they use is serialised and inserted. While the visitor types on the login
 * page, this renders those widgets once, with sample data, into an element that is
 * never attached to the page, then unmounts them. It has its own store and a session
 * that is never signed in, so nothing it does reaches the real console.
 */

// A small api/menus/build answer: turning it into the sidebar also runs the menu parser
// and the route builder once, which sign-in runs next with the user's own answer.
const SAMPLE_ANSWER = [
  {
    path: '/system',
    component: 'Layout',
    redirect: 'noredirect',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: true },
    children: [
      { path: 'user', name: 'User', component: 'system/user/index', meta: { title: '用户管理', icon: 'peoples', noCache: true } },
      { path: 'menu', name: 'Menu', component: 'system/menu/index', meta: { title: '菜单管理', icon: 'menu', noCache: false } },
    ],
  },
  { path: '/monitor', component: 'Layout', alwaysShow: true, meta: { title: '系统监控', icon: 'monitor' }, children: [{ path: 'online', component: 'monitor/online/index', meta: { title: '在线用户', icon: 'Steve-Jobs' } }] },
  { path: 'https://example.invalid/', meta: { title: '外部链接', icon: 'link' } },
];

const SIGNED_OUT: SessionHandle = {
  current: undefined,
  load: () => new Promise(() => undefined),
  subscribe: () => () => undefined,
  dispose: () => undefined,
};


/** The longest a warm-up may stay mounted, whatever happens inside it. */
const AT_MOST_MS = 10_000;

// The dashboard through the same lazy entry the console uses: once rendered here, its
// code is resolved, so the real sign-in renders it in the same pass as the shell
// instead of committing a loading bar first and the page a moment later.
const Dashboard = viewFor('dashboard/index');

/** Calls `onRendered` once everything before it in its Suspense boundary has rendered. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return null;
}

function SampleShell({ onRendered }: { onRendered: () => void }) {
  const { menu, routes } = navigationFromMenus(SAMPLE_ANSWER);
  return (
    <Box sx={{ display: 'flex' }}>
      <Sidebar menu={menu} activePath="/system/user" collapsed={false} uniqueOpened showLogo title="" onNavigate={onRendered} />
      <Box sx={{ flex: 1 }}>
        <Navbar
          crumbs={[{ path: '/system', title: '系统管理', clickable: false }, { path: '/system/user', title: '用户管理', clickable: true }]}
          device="desktop"
          sidebarOpened
          sourceCodeUrl="https://example.invalid/"
          userName=""
          avatarSrc={undefined}
          userCenterPath={paths.userCenter}
          desktopTools={
            <>
              <HeaderSearch routes={routes} menu={menu} enabled />
              <FullscreenButton />
              <SizeSelect />
            </>
          }
          onToggleSidebar={onRendered}
          onOpenSettings={onRendered}
          onLogout={onRendered}
        />
        <TagsView activePath="/dashboard" />
        <Suspense fallback={null}>
          {Dashboard ? <Dashboard /> : null}
          <Rendered onRendered={onRendered} />
        </Suspense>
        <Footer footerTxt="" caseNumber="-" />
      </Box>
    </Box>
  );
}

/**
 * Renders the sample shell off screen at transition priority (in small slices, so
 * typing stays responsive) and unmounts it once rendered. `theme` and `size` are the
 * console's, so the styles it leaves behind are the ones the real shell will use.
 * Resolves once it is unmounted again.
 */
export function warmUpShell({ theme, size }: { theme: string; size: Parameters<typeof createAppTheme>[1] }): Promise<void> {
  const host = document.createElement('div');
  const root = createRoot(host);
  const store = makeStore({ devTools: false });
  let done = false;
  let unmounted: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (unmounted = resolve));
  const finish = () => {
    if (done) return;
    done = true;
    // After the commit that called it, not inside it.
    setTimeout(() => {
      root.unmount();
      router.dispose();
      unmounted();
    });
  };
  const router = createMemoryRouter([{ path: '*', element: <SampleShell onRendered={finish} />, errorElement: <Rendered onRendered={finish} /> }], { initialEntries: [paths.dashboard] });
  setTimeout(finish, AT_MOST_MS);
  const shell = (
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme(theme, size)}>
        <SessionContext.Provider value={SIGNED_OUT}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ThemeProvider>
    </Provider>
  );
  startTransition(() => root.render(shell));
  return finished;
}
