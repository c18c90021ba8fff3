import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { DEPT_TAG, systemApi } from './systemApi';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('systemApi', () => {
  it('reads roles/all and the caller’s level', async () => {
    await fakeHttp({
      'GET api/roles/all': { status: 200, data: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部', permission: 'admin' }, null] },
      'GET api/roles/level': { status: 200, data: { level: 1 } },
    });
    const store = makeStore();
    const roles = await store.dispatch(systemApi.endpoints.allRoles.initiate()).unwrap();
    expect(roles.rows.map((role) => role.name)).toEqual(['超级管理员']);
    expect(roles.skipped).toHaveLength(1);
    await expect(store.dispatch(systemApi.endpoints.myRoleLevel.initiate()).unwrap()).resolves.toEqual({ level: 1 });
  });

  it('asks the dept tree without a filter, and the children by pid', async () => {
    const http = await fakeHttp({
      'GET api/dept': (request) => ({ status: 200, data: request.params?.pid === 7 ? [{ id: 2, name: '研发部', pid: 7 }] : { content: [{ id: 7, name: '华南分部', pid: null, hasChildren: true }], totalElements: 1 } }),
    });
    const store = makeStore();
    const top = await store.dispatch(systemApi.endpoints.deptTree.initiate()).unwrap();
    expect(top.content[0]).toMatchObject({ id: 7, hasChildren: true, children: undefined });
    const children = await store.dispatch(systemApi.endpoints.deptChildren.initiate(7)).unwrap();
    expect(children.content.map((dept) => dept.id)).toEqual([2]);
    expect(http.calls.map((call) => [call.key, call.params])).toEqual([
      ['GET api/dept', undefined],
      ['GET api/dept', { pid: 7 }],
    ]);
  });

  it('refetches the dept tree when a dept write invalidates its tag', async () => {
    const http = await fakeHttp({ 'GET api/dept': { status: 200, data: { content: [], totalElements: 0 } } });
    const store = makeStore();
    const subscription = store.dispatch(systemApi.endpoints.deptTree.initiate());
    await subscription.unwrap();
    store.dispatch(systemApi.util.invalidateTags([DEPT_TAG]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(systemApi.endpoints.deptTree.initiate()).unwrap();
    expect(http.calls.filter((call) => call.key === 'GET api/dept')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('reads the menu trees of 菜单分配', async () => {
    const http = await fakeHttp({
      'GET api/menus/tree': { status: 200, data: [{ id: 1, label: '系统管理', children: [{ id: 2, label: '用户管理' }] }] },
      'GET api/menus/lazy': { status: 200, data: [{ id: 2, pid: 1, title: '用户管理', hasChildren: true }] },
      'GET api/menus/child': { status: 200, data: [2, 127, 128] },
    });
    const store = makeStore();
    const tree = await store.dispatch(systemApi.endpoints.menuTreeNodes.initiate()).unwrap();
    expect(tree.rows[0]?.children?.[0]?.label).toBe('用户管理');
    const lazy = await store.dispatch(systemApi.endpoints.menuChildren.initiate(1)).unwrap();
    expect(lazy.rows[0]).toMatchObject({ id: 2, pid: 1, hasChildren: true });
    await expect(store.dispatch(systemApi.endpoints.menuChildIds.initiate(2)).unwrap()).resolves.toEqual([2, 127, 128]);
    expect(http.calls.map((call) => call.params)).toEqual([undefined, { pid: 1 }, { id: 2 }]);
  });

  it('turns a malformed answer into an error, not a crash', async () => {
    await fakeHttp({ 'GET api/roles/all': { status: 200, data: { oops: true } } });
    const store = makeStore();
    await expect(store.dispatch(systemApi.endpoints.allRoles.initiate()).unwrap()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
