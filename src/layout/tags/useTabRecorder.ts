import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { RouteSpec } from '../../features/navigation/buildNavigation';
import { pageAt, type PageTable } from '../../features/navigation/pageTable';
import { selectVisitedViews, tabsReconciled, viewShown, type tabsSlice } from '../../features/tabs/slice';

/**
 * Records each page shown as a tab (keeping its latest query), and re-checks the
 * restored tabs whenever the user's pages change (a reload, another user, edited menus).
 * `reconcile`: only once the user's menus are in (the pages a user may open are not
 * known before); `record`: only while the shell is shown (not rendered ahead, hidden).
 */
export function useTabRecorder(page: RouteSpec | undefined, table: PageTable, { pathname, search, reconcile, record }: { pathname: string; search: string; reconcile: boolean; record: boolean }): void {
  const dispatch = useDispatch();
  const store = useStore<{ [tabsSlice.reducerPath]: ReturnType<typeof tabsSlice.reducer> }>();

  useEffect(() => {
    if (!reconcile) return;
    const pinned = [...table.pages.values()].filter((p) => p.affix).map((p) => ({ path: p.path, fullPath: p.path, title: p.title, noCache: p.noCache }));
    // Tabs at an address of a route with parameters (a product edited) stay while the route does.
    const opened = selectVisitedViews(store.getState()).filter((view) => !table.pages.has(view.path) && pageAt(table, view.path) !== undefined).map((view) => view.path);
    dispatch(tabsReconciled({ allowed: [...table.pages.keys(), ...opened], pinned }));
  }, [dispatch, store, table, reconcile]);

  useEffect(() => {
    if (!page || !record) return;
    const fullPath = `${pathname}${search}`;
    dispatch(viewShown({ path: page.path, fullPath, title: page.title, affix: page.affix, noCache: page.noCache }));
  }, [dispatch, page, pathname, search, record]);
}
