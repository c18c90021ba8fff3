import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { menuNodeApi } from './menuNodeApi';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('menuNodeApi', () => {
  it('reads the menu trees of 菜单分配', async () => {
    const http = await fakeHttp({
      'GET api/menus/tree': { status: 200, data: [{ id: 1, label: '系统管理', children: [{ id: 2, label: '用户管理' }] }] },
      'GET api/menus/lazy': { status: 200, data: [{ id: 2, pid: 1, title: '用户管理', hasChildren: true }] },
      'GET api/menus/child': { status: 200, data: [2, 127, 128] },
    });
    const store = makeStore();
    const tree = await store.dispatch(menuNodeApi.endpoints.menuTreeNodes.initiate()).unwrap();
    expect(tree.rows[0]?.children?.[0]?.label).toBe('用户管理');
    const lazy = await store.dispatch(menuNodeApi.endpoints.menuChildren.initiate(1)).unwrap();
    expect(lazy.rows[0]).toMatchObject({ id: 2, pid: 1, hasChildren: true });
    await expect(store.dispatch(menuNodeApi.endpoints.menuChildIds.initiate(2)).unwrap()).resolves.toEqual([2, 127, 128]);
    expect(http.calls.map((call) => call.params)).toEqual([undefined, { pid: 1 }, { id: 2 }]);
  });
});
