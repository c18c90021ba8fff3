import { paths } from '../../shared/routing/paths';

/** SPEC.md section 3: Tab views, visitedViews and cachedViews; section 4: Tabs. */
export interface TabView {
  /** Pathname; one tab per path. */
  path: string;
  /** Path with query, where the tab goes back to. */
  fullPath: string;
  title: string;
  /** Pinned: always present, no close icon, kept by 关闭其他 and 关闭全部. */
  affix: boolean;
  noCache: boolean;
}

export interface TabsState {
  visitedViews: TabView[];
  /** Paths whose pages are kept mounted while hidden. */
  cachedViews: string[];
  /** User name of the user whose tabs these are (they outlive a reload, sessionStorage). */
  owner: string | undefined;
  /**
   * Paths whose page holds changes not saved (a product form): closing or refreshing such a tab
   * asks first. Not persisted: a reload has lost the changes already.
   */
  unsaved?: readonly string[];
}

export const emptyTabs: TabsState = { visitedViews: [], cachedViews: [], owner: undefined };
export const NO_NAME = 'no-name';
export const DASHBOARD_PATH = paths.dashboard;

export type NewView = Omit<TabView, 'title' | 'affix' | 'noCache'> & Partial<Pick<TabView, 'title' | 'affix' | 'noCache'>>;

/** Adds a visited view unless its path is there already; caches it unless noCache. */
export function addView(state: TabsState, view: NewView): TabsState {
  let { visitedViews, cachedViews } = state;
  if (!visitedViews.some((v) => v.path === view.path)) {
    visitedViews = [...visitedViews, { path: view.path, fullPath: view.fullPath, title: view.title || NO_NAME, affix: view.affix ?? false, noCache: view.noCache ?? false }];
  }
  if (!view.noCache && !cachedViews.includes(view.path)) cachedViews = [...cachedViews, view.path];
  return visitedViews === state.visitedViews && cachedViews === state.cachedViews ? state : { ...state, visitedViews, cachedViews };
}

/** Updates the visited view with the same path (its query or title). */
export function updateView(state: TabsState, view: Partial<TabView> & { path: string }): TabsState {
  const index = state.visitedViews.findIndex((v) => v.path === view.path);
  const current = state.visitedViews[index];
  if (!current) return state;
  const next = { ...current, ...view };
  if ((Object.keys(next) as (keyof TabView)[]).every((key) => next[key] === current[key])) return state;
  const visitedViews = [...state.visitedViews];
  visitedViews[index] = next;
  return { ...state, visitedViews };
}

/**
 * A page was shown: its tab is added if missing (addView) and otherwise follows the
 * page's latest query (updateView). One step, so showing a page is one action and
 * nothing changes (same state object) when the tab is already up to date.
 */
export function showView(state: TabsState, view: NewView): TabsState {
  return updateView(addView(state, view), { path: view.path, fullPath: view.fullPath });
}

/** Marks a page as holding unsaved changes, or no longer. */
export function markUnsaved(state: TabsState, path: string, unsaved: boolean): TabsState {
  const current = state.unsaved ?? [];
  if (current.includes(path) === unsaved) return state;
  return { ...state, unsaved: unsaved ? [...current, path] : current.filter((p) => p !== path) };
}

/** The unsaved marks of pages that are no longer kept go with them. */
function withoutGone(state: TabsState): TabsState {
  if (!state.unsaved || state.unsaved.length === 0) return state;
  const unsaved = state.unsaved.filter((p) => state.cachedViews.includes(p) || state.visitedViews.some((v) => v.path === p && v.noCache));
  return unsaved.length === state.unsaved.length ? state : { ...state, unsaved };
}

export function closeView(state: TabsState, path: string): TabsState {
  const next = { ...state, visitedViews: state.visitedViews.filter((v) => v.path !== path || v.affix), cachedViews: state.cachedViews.filter((p) => p !== path) };
  return markUnsaved(next, path, false);
}

export function closeOthers(state: TabsState, path: string): TabsState {
  const keep = (v: TabView) => v.affix || v.path === path;
  const visitedViews = state.visitedViews.filter(keep);
  return withoutGone({ ...state, visitedViews, cachedViews: state.cachedViews.filter((p) => visitedViews.some((v) => v.path === p)) });
}

export function closeAll(state: TabsState): TabsState {
  const visitedViews = state.visitedViews.filter((v) => v.affix);
  return withoutGone({ ...state, visitedViews, cachedViews: state.cachedViews.filter((p) => visitedViews.some((v) => v.path === p)) });
}

/** Drops a kept page so it mounts afresh (刷新); the tab stays, its changes go. */
export function dropCached(state: TabsState, path: string): TabsState {
  return state.cachedViews.includes(path) ? markUnsaved({ ...state, cachedViews: state.cachedViews.filter((p) => p !== path) }, path, false) : markUnsaved(state, path, false);
}

/** Which of `paths` hold unsaved changes (closing them asks first). */
export const unsavedAmong = (state: TabsState, paths: readonly string[]): string[] => paths.filter((path) => state.unsaved?.includes(path) ?? false);

/** Drops every kept page (a size change re-renders everything). */
export function dropAllCached(state: TabsState): TabsState {
  return { ...state, cachedViews: [], ...(state.unsaved ? { unsaved: [] } : {}) };
}

/**
 * The tabs belong to the user who opened them: when another user signs in (in this tab,
 * or after a reload that started signed out) they start with none, and no page of the
 * previous user stays kept.
 */
export function claimTabs(state: TabsState, owner: string): TabsState {
  return state.owner === owner ? state : { ...emptyTabs, owner };
}

/**
 * Where to go after the active tab closed: the last remaining tab, else the
 * dashboard, else '/'.
 */
export function nextAfterClose(remaining: readonly TabView[], hasDashboard: boolean): string {
  const last = remaining.at(-1);
  if (last) return last.fullPath;
  return hasDashboard ? DASHBOARD_PATH : '/';
}

/**
 * Re-checks restored tabs against the pages the current user may open: others are
 * dropped; pinned pages are put first and are always present.
 */
export function reconcileTabs(state: TabsState, allowed: (path: string) => boolean, pinned: readonly NewView[]): TabsState {
  const pinnedPaths = new Set(pinned.map((p) => p.path));
  const kept = state.visitedViews.filter((v) => allowed(v.path) && !pinnedPaths.has(v.path)).map((v) => ({ ...v, affix: false }));
  const pins = pinned.map((p) => state.visitedViews.find((v) => v.path === p.path) ?? { path: p.path, fullPath: p.fullPath, title: p.title || NO_NAME, affix: true, noCache: p.noCache ?? false }).map((v) => ({ ...v, affix: true }));
  const visitedViews = [...pins, ...kept];
  const cachedViews = state.cachedViews.filter((p) => visitedViews.some((v) => v.path === p && !v.noCache));
  // Nothing to change (the usual case): the same state, so nothing re-renders.
  if (sameViews(visitedViews, state.visitedViews) && cachedViews.length === state.cachedViews.length) return state;
  return { ...state, visitedViews, cachedViews };
}

const sameViews = (a: readonly TabView[], b: readonly TabView[]): boolean =>
  a.length === b.length && a.every((view, i) => (Object.keys(view) as (keyof TabView)[]).every((key) => view[key] === b[i]?.[key]));
