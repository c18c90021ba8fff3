import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addView, claimTabs, closeAll, closeOthers, closeView, dropAllCached, dropCached, emptyTabs, markUnsaved, reconcileTabs, showView, updateView, type NewView, type TabView } from './tabs';

/** Thin reducers over the pure helpers in tabs.ts. */
export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: emptyTabs,
  reducers: {
    viewVisited: (state, action: PayloadAction<NewView>) => addView(state, action.payload),
    viewUpdated: (state, action: PayloadAction<Partial<TabView> & { path: string }>) => updateView(state, action.payload),
    /** A page was shown: visited if new, else its tab takes the page's query. */
    viewShown: (state, action: PayloadAction<NewView>) => showView(state, action.payload),
    viewClosed: (state, action: PayloadAction<string>) => closeView(state, action.payload),
    othersClosed: (state, action: PayloadAction<string>) => closeOthers(state, action.payload),
    allClosed: (state) => closeAll(state),
    viewRefreshed: (state, action: PayloadAction<string>) => dropCached(state, action.payload),
    cacheCleared: (state) => dropAllCached(state),
    /** A page holds changes not saved (closing its tab asks first), or no longer. */
    viewUnsaved: (state, action: PayloadAction<{ path: string; unsaved: boolean }>) => markUnsaved(state, action.payload.path, action.payload.unsaved),
    /** After the menus load: `allowed` is the list of paths the user may open. */
    tabsReconciled: (state, action: PayloadAction<{ allowed: string[]; pinned: NewView[] }>) => {
      const allowed = new Set(action.payload.allowed);
      return reconcileTabs(state, (path) => allowed.has(path), action.payload.pinned);
    },
    /** A user signed in: the tabs are theirs, or another user's and start anew. */
    tabsClaimed: (state, action: PayloadAction<string>) => claimTabs(state, action.payload),
  },
  selectors: {
    selectTabsOwner: (state) => state.owner,
    selectVisitedViews: (state) => state.visitedViews,
    selectCachedViews: (state) => state.cachedViews,
    selectUnsavedViews: (state) => state.unsaved,
  },
});

export const { viewVisited, viewUpdated, viewShown, viewClosed, othersClosed, allClosed, viewRefreshed, cacheCleared, viewUnsaved, tabsReconciled, tabsClaimed } = tabsSlice.actions;
export const { selectVisitedViews, selectCachedViews, selectTabsOwner, selectUnsavedViews } = tabsSlice.selectors;
