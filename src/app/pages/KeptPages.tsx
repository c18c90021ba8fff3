import { Activity, memo, Suspense } from 'react';
import { useSelector } from 'react-redux';
import LinearProgress from '@mui/material/LinearProgress';
import type { RouteSpec } from '../../features/navigation/buildNavigation';
import { PageContext } from '../../features/navigation/PageContext';
import { pageAt, type PageTable } from '../../features/navigation/pageTable';
import { selectCachedViews } from '../../features/tabs/slice';
import { NotImplementedPage } from '../../views/error/NotImplementedPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { viewFor } from './viewRegistry';

// Memoised: switching tabs re-renders the list, but a kept page itself only when its
// route changes (the page objects come from the memoised page table).
const PageView = memo(function PageView({ page }: { page: RouteSpec }) {
  const View = viewFor(page.component);
  return (
    <PageContext.Provider value={page}>
      <PageErrorBoundary>
        <Suspense fallback={<LinearProgress aria-label="页面加载中" sx={{ height: 2 }} />}>{View ? <View /> : <NotImplementedPage component={page.component} title={page.title} />}</Suspense>
      </PageErrorBoundary>
    </PageContext.Provider>
  );
});

/**
 * The current page plus every kept page (a tab whose route is not noCache), each in
 * React's <Activity>: hidden pages stay mounted with their state (typed input, fetched
 * data) and come back as they were; closing the tab or 刷新 drops them. Keys are
 * paths, so a page is never remounted by becoming kept; a route with parameters gives a
 * page per address (two products edited side by side), each told its own (PageContext).
 */
export function KeptPages({ current, table }: { current: RouteSpec; table: PageTable }) {
  const cached = useSelector(selectCachedViews);
  // In the tabs' order, the current page in its place: moving a page's subtree to the
  // end on every switch would make the browser re-attach and restyle it.
  const paths = cached.filter((path) => pageAt(table, path) !== undefined);
  if (!paths.includes(current.path)) paths.push(current.path);
  return (
    <>
      {paths.map((path) => (
        <Activity key={path} mode={path === current.path ? 'visible' : 'hidden'}>
          <div data-page={path}>
            <PageView page={path === current.path ? current : (pageAt(table, path) as RouteSpec)} />
          </div>
        </Activity>
      ))}
    </>
  );
}
