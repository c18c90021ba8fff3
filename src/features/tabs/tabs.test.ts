import { addView, claimTabs, closeAll, closeOthers, closeView, dropAllCached, dropCached, emptyTabs, markUnsaved, nextAfterClose, reconcileTabs, showView, unsavedAmong, updateView, type TabsState } from './tabs';

const dashboard = { path: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true, noCache: true };
const dict = { path: '/system/dict', fullPath: '/system/dict', title: '字典管理' };
const menu = { path: '/system/menu', fullPath: '/system/menu?x=1', title: '菜单管理' };
const logs = { path: '/monitor/log', fullPath: '/monitor/log', title: '操作日志', noCache: true };

const three = (): TabsState => [dashboard, dict, menu, logs].reduce(addView, emptyTabs);

describe('tabs', () => {
  it('adds one tab per path, ignores a repeat, defaults the title to no-name', () => {
    let state = addView(emptyTabs, dict);
    state = addView(state, { ...dict, fullPath: '/system/dict?page=2', title: '别的' });
    state = addView(state, { path: '/x', fullPath: '/x' });
    expect(state.visitedViews.map((v) => [v.path, v.title, v.fullPath])).toEqual([
      ['/system/dict', '字典管理', '/system/dict'],
      ['/x', 'no-name', '/x'],
    ]);
  });

  it('caches a view unless noCache, once', () => {
    const state = three();
    expect(state.cachedViews).toEqual(['/system/dict', '/system/menu']);
    expect(addView(state, dict)).toBe(state);
  });

  it('updates a view by path', () => {
    const state = updateView(three(), { path: '/system/dict', fullPath: '/system/dict?page=3' });
    expect(state.visitedViews[1]?.fullPath).toBe('/system/dict?page=3');
    expect(updateView(state, { path: '/none', title: 'x' })).toBe(state);
    expect(updateView(state, { path: '/system/dict', fullPath: '/system/dict?page=3' })).toBe(state);
  });

  it('showing a page adds its tab, then keeps the tab on the latest query; a repeat changes nothing', () => {
    let state = showView(emptyTabs, dict);
    expect(state.visitedViews.map((v) => v.fullPath)).toEqual(['/system/dict']);
    state = showView(state, { ...dict, fullPath: '/system/dict?page=2', title: '别的' });
    expect(state.visitedViews).toEqual([{ path: '/system/dict', fullPath: '/system/dict?page=2', title: '字典管理', affix: false, noCache: false }]);
    expect(showView(state, { ...dict, fullPath: '/system/dict?page=2' })).toBe(state);
  });

  it('closes one view and its kept page, never a pinned one', () => {
    const state = closeView(three(), '/system/dict');
    expect(state.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/system/menu', '/monitor/log']);
    expect(state.cachedViews).toEqual(['/system/menu']);
    expect(closeView(state, '/dashboard').visitedViews[0]?.path).toBe('/dashboard');
  });

  it('关闭其他 keeps the pinned views and the chosen one', () => {
    const state = closeOthers(three(), '/system/menu');
    expect(state.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/system/menu']);
    expect(state.cachedViews).toEqual(['/system/menu']);
  });

  it('关闭全部 keeps only pinned views', () => {
    expect(closeAll(three())).toEqual({ visitedViews: [expect.objectContaining({ path: '/dashboard' })], cachedViews: [] });
  });

  it('刷新 drops the kept page but keeps the tab; a size change drops them all', () => {
    const state = dropCached(three(), '/system/dict');
    expect(state.cachedViews).toEqual(['/system/menu']);
    expect(state.visitedViews).toHaveLength(4);
    expect(dropAllCached(state).cachedViews).toEqual([]);
  });

  it('after closing the active tab goes to the last tab, else the dashboard, else /', () => {
    expect(nextAfterClose(three().visitedViews, true)).toBe('/monitor/log');
    expect(nextAfterClose([], true)).toBe('/dashboard');
    expect(nextAfterClose([], false)).toBe('/');
  });

  it('leaves the tabs as they are (the same state) when they already match the pages', () => {
    const pinned = [{ path: '/dashboard', fullPath: '/dashboard', title: '首页', noCache: true }];
    const once = reconcileTabs(three(), (path) => path === '/system/menu', pinned);
    expect(reconcileTabs(once, (path) => path === '/system/menu', pinned)).toBe(once);
    expect(reconcileTabs(once, () => false, pinned)).not.toBe(once);
  });

  it('re-checks restored tabs against what the user may open, keeping pins first', () => {
    const restored = three();
    const state = reconcileTabs(restored, (path) => path === '/system/menu', [{ path: '/dashboard', fullPath: '/dashboard', title: '首页', noCache: true }]);
    expect(state.visitedViews.map((v) => [v.path, v.affix])).toEqual([
      ['/dashboard', true],
      ['/system/menu', false],
    ]);
    expect(state.cachedViews).toEqual(['/system/menu']);
    expect(reconcileTabs(emptyTabs, () => true, [{ path: '/dashboard', fullPath: '/dashboard', title: '首页' }]).visitedViews).toEqual([
      { path: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true, noCache: false },
    ]);
  });
});

describe('claimTabs: the tabs belong to one user', () => {
  const adminTabs = { ...emptyTabs, owner: 'admin', visitedViews: [{ path: '/system/dict', fullPath: '/system/dict?q=1', title: '字典管理', affix: false, noCache: false }], cachedViews: ['/system/dict'] };

  it('keeps the tabs, the same object, for their owner', () => {
    expect(claimTabs(adminTabs, 'admin')).toBe(adminTabs);
  });

  it('starts another user, or tabs of no known owner, with none', () => {
    expect(claimTabs(adminTabs, 'editor')).toEqual({ visitedViews: [], cachedViews: [], owner: 'editor' });
    expect(claimTabs({ ...adminTabs, owner: undefined }, 'admin')).toEqual({ visitedViews: [], cachedViews: [], owner: 'admin' });
  });

  it('keeps the owner through the other changes', () => {
    expect(closeAll(adminTabs).owner).toBe('admin');
    expect(reconcileTabs(adminTabs, () => false, []).owner).toBe('admin');
  });

  it('marks a page with unsaved changes until it is clean, closed or refreshed', () => {
    let state = markUnsaved(three(), '/system/dict', true);
    expect(unsavedAmong(state, ['/system/dict', '/system/menu'])).toEqual(['/system/dict']);
    expect(markUnsaved(state, '/system/dict', true)).toBe(state);
    expect(markUnsaved(state, '/system/dict', false).unsaved).toEqual([]);
    expect(closeView(state, '/system/dict').unsaved).toEqual([]);
    expect(dropCached(state, '/system/dict').unsaved).toEqual([]);
    expect(closeOthers(state, '/system/menu').unsaved).toEqual([]);
    expect(closeOthers(state, '/system/dict').unsaved).toEqual(['/system/dict']);
    state = closeAll(state);
    expect(state.unsaved).toEqual([]);
  });
});
