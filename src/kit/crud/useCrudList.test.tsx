import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { notificationsReducer, selectNotifications } from '../../features/notifications/notificationsSlice';
import { SessionContext } from '../../session/SessionContext';
import { fakeHttp } from '../../testing/fakeHttp';
import { fakeSession } from '../../testing/fakeSession';
import { useCrudList, type ListResult, type Page } from './useCrudList';

/*
 * The controller alone, with no MUI: a list "endpoint" backed by an array that answers
 * the query it is given, as a server would.
 */

interface Row {
  id: number;
  name: string;
}

function fakeList(all: Row[]) {
  const seen: Record<string, unknown>[] = [];
  const refetched: Record<string, unknown>[] = [];
  const answer = (params: Record<string, unknown>): Page<Row> => {
    const blurry = typeof params.blurry === 'string' ? params.blurry : '';
    const found = all.filter((row) => row.name.includes(blurry));
    const page = Number(params.page);
    const size = Number(params.size);
    return { content: found.slice(page * size, (page + 1) * size), totalElements: found.length };
  };
  const useList = (params: Record<string, unknown>): ListResult<Row> => {
    seen.push(params);
    const data = answer(params);
    return { data, currentData: data, isFetching: false, isError: false, refetch: () => refetched.push(params) };
  };
  return { seen, refetched, useList };
}

function setup({ roles = ['admin'], rows = 25, remove }: { roles?: string[]; rows?: number; remove?: (ids: number[]) => Promise<unknown> } = {}) {
  const all: Row[] = Array.from({ length: rows }, (_, i) => ({ id: i + 1, name: `user${i + 1}` }));
  const list = fakeList(all);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, notifications: notificationsReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const session = fakeSession({ roles });
  const removed: number[][] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SessionContext.Provider value={session.handle}>{children}</SessionContext.Provider>
    </Provider>
  );
  const hook = renderHook(
    () =>
      useCrudList<Row, { blurry: string }>({
        title: '用户',
        initialFilters: { blurry: '' },
        useList: list.useList,
        rowId: (row) => row.id,
        isLocked: (row) => row.id === 1,
        permissions: { add: ['admin', 'user:add'], edit: ['admin', 'user:edit'], del: ['admin', 'user:del'] },
        remove:
          remove ??
          (async (ids) => {
            removed.push(ids);
            for (const id of ids) all.splice(all.findIndex((row) => row.id === id), 1);
          }),
        exportUrl: 'api/users',
        addedMessage: '新增成功，默认密码：123456',
      }),
    { wrapper },
  );
  const notices = () => selectNotifications(store.getState()).map((n) => `${n.severity}:${n.message}`);
  return { hook, list, removed, notices, all };
}

describe('useCrudList', () => {
  it('asks for the first page of 10 and shows its rows and the total', () => {
    const { hook, list } = setup();
    expect(list.seen.at(-1)).toEqual({ page: 0, size: 10 });
    expect(hook.result.current.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(hook.result.current.total).toBe(25);
  });

  it('searches only on 搜索, and 重置 brings the whole list back', () => {
    const { hook, list } = setup();
    act(() => hook.result.current.search.change({ blurry: 'user2' }));
    expect(list.seen.at(-1)).toEqual({ page: 0, size: 10 });
    act(() => hook.result.current.search.submit());
    expect(list.seen.at(-1)).toEqual({ blurry: 'user2', page: 0, size: 10 });
    expect(hook.result.current.total).toBe(7);
    act(() => hook.result.current.search.reset());
    expect(hook.result.current.total).toBe(25);
  });

  it('asks the server again when 搜索 or 重置 lead to the query already shown, and only then', () => {
    const { hook, list } = setup();
    act(() => hook.result.current.search.submit());
    expect(list.refetched).toEqual([{ page: 0, size: 10 }]);
    act(() => hook.result.current.search.change({ blurry: 'user2' }));
    act(() => hook.result.current.search.submit());
    expect(list.refetched).toHaveLength(1);
    act(() => hook.result.current.search.submit());
    expect(list.refetched.at(-1)).toEqual({ blurry: 'user2', page: 0, size: 10 });
    act(() => hook.result.current.search.reset());
    expect(list.refetched).toHaveLength(2);
    act(() => hook.result.current.search.reset());
    expect(list.refetched).toEqual([{ page: 0, size: 10 }, { blurry: 'user2', page: 0, size: 10 }, { page: 0, size: 10 }]);
  });

  it('shows buttons by permission: an operator without user:del has no 删除', () => {
    const { hook } = setup({ roles: ['user:list', 'user:edit'] });
    expect(hook.result.current.can).toEqual({ add: false, edit: true, del: false, rowActions: true });
  });

  it('never selects a locked row, also not through select-all', () => {
    const { hook } = setup();
    const [own, other] = hook.result.current.rows;
    act(() => hook.result.current.selection.toggle(own!));
    expect(hook.result.current.selection.ids).toEqual([]);
    act(() => hook.result.current.selection.toggle(other!));
    expect(hook.result.current.selection.ids).toEqual([2]);
    act(() => hook.result.current.selection.toggleAll());
    expect(hook.result.current.selection.ids).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(hook.result.current.selection.allSelected).toBe(true);
    act(() => hook.result.current.selection.toggleAll());
    expect(hook.result.current.selection.ids).toEqual([]);
  });

  it('sets a whole selection at once (a ticked subtree), leaving locked rows out', () => {
    const { hook } = setup();
    act(() => hook.result.current.selection.set([1, 3, 4, 3]));
    expect(hook.result.current.selection.ids).toEqual([3, 4]);
    act(() => hook.result.current.selection.set([]));
    expect(hook.result.current.selection.ids).toEqual([]);
  });

  it('hands back what the list source answered', () => {
    const { hook } = setup();
    expect(hook.result.current.source.data?.totalElements).toBe(25);
  });

  it('deletes the selection after 确认, says 删除成功, and goes back a page when that one emptied', async () => {
    const { hook, removed, notices } = setup({ rows: 21 });
    act(() => hook.result.current.paging.setPage(2));
    expect(hook.result.current.rows.map((row) => row.id)).toEqual([21]);
    act(() => hook.result.current.selection.toggleAll());
    act(() => hook.result.current.deletion.askSelected());
    expect(hook.result.current.deletion.message).toBe('确认删除选中的1条数据?');
    await act(() => hook.result.current.deletion.confirm());
    expect(removed).toEqual([[21]]);
    expect(notices()).toContain('success:删除成功');
    act(() => hook.result.current.refresh());
    // The list now has 20 rows: page 3 is empty, so the controller shows page 2.
    hook.rerender();
    await waitFor(() => expect(hook.result.current.paging.page).toBe(1));
    expect(hook.result.current.rows).toHaveLength(10);
  });

  it('keeps the selection and says nothing of success when the server refuses the delete', async () => {
    const { hook, notices } = setup({ remove: () => Promise.reject(new Error('所选部门存在用户关联，请解除后再试！')) });
    act(() => hook.result.current.selection.toggle(hook.result.current.rows[3]!));
    act(() => hook.result.current.deletion.askSelected());
    await act(async () => {
      await expect(hook.result.current.deletion.confirm()).resolves.toBe(false);
    });
    expect(hook.result.current.selection.ids).toEqual([4]);
    expect(hook.result.current.deletion.pending).toBeNull();
    expect(notices()).not.toContain('success:删除成功');
  });

  it('refuses a row delete of a locked row without calling the server', async () => {
    const { hook, removed } = setup();
    await act(async () => {
      await expect(hook.result.current.deletion.deleteRow(hook.result.current.rows[0]!)).resolves.toBe(false);
    });
    expect(removed).toEqual([]);
  });

  it('titles the dialog 新增用户 / 编辑用户; adding goes to page 1 with the screen’s notice', () => {
    const { hook, notices } = setup();
    act(() => hook.result.current.paging.setPage(1));
    act(() => hook.result.current.dialog.openAdd());
    expect(hook.result.current.dialog.title).toBe('新增用户');
    act(() => hook.result.current.dialog.saved('add'));
    expect(hook.result.current.paging.page).toBe(0);
    expect(hook.result.current.dialog.state).toEqual({ mode: 'closed' });
    expect(notices()).toContain('success:新增成功，默认密码：123456');
    act(() => hook.result.current.dialog.openEdit(hook.result.current.rows[1]!));
    expect(hook.result.current.dialog.title).toBe('编辑用户');
    act(() => hook.result.current.dialog.saved('edit'));
    expect(notices()).toContain('success:编辑成功');
  });

  it('修改 of the toolbar edits exactly one selected row', () => {
    const { hook } = setup();
    act(() => hook.result.current.selection.toggle(hook.result.current.rows[1]!));
    act(() => hook.result.current.selection.toggle(hook.result.current.rows[2]!));
    act(() => hook.result.current.dialog.editSelected());
    expect(hook.result.current.dialog.state.mode).toBe('closed');
    act(() => hook.result.current.selection.toggle(hook.result.current.rows[2]!));
    act(() => hook.result.current.dialog.editSelected());
    expect(hook.result.current.dialog.state).toEqual({ mode: 'edit', row: { id: 2, name: 'user2' } });
  });

  it('exports the applied search, without paging, from {url}/download', async () => {
    const http = await fakeHttp({ 'GET api/users/download': { status: 200, data: new Blob(['x']) } });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    try {
      const { hook } = setup();
      act(() => hook.result.current.search.change({ blurry: 'user1' }));
      act(() => hook.result.current.search.submit());
      await act(() => hook.result.current.exporting.run());
      expect(http.calls.map((call) => [call.key, call.params])).toEqual([['GET api/users/download', { blurry: 'user1' }]]);
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
    }
  });
});
