import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { roleApi } from './roleApi';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('roleApi', () => {
  it('reads roles/all and the caller’s level', async () => {
    await fakeHttp({
      'GET api/roles/all': { status: 200, data: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部', permission: 'admin' }, null] },
      'GET api/roles/level': { status: 200, data: { level: 1 } },
    });
    const store = makeStore();
    const roles = await store.dispatch(roleApi.endpoints.allRoles.initiate()).unwrap();
    expect(roles.rows.map((role) => role.name)).toEqual(['超级管理员']);
    expect(roles.skipped).toHaveLength(1);
    await expect(store.dispatch(roleApi.endpoints.myRoleLevel.initiate()).unwrap()).resolves.toEqual({ level: 1 });
  });

  it('turns a malformed answer into an error, not a crash', async () => {
    await fakeHttp({ 'GET api/roles/all': { status: 200, data: { oops: true } } });
    const store = makeStore();
    await expect(store.dispatch(roleApi.endpoints.allRoles.initiate()).unwrap()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
