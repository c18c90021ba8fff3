import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { api } from '../../../api/api';
import { menusApi } from '../../../api/menus';
import { roleApi } from '../../../kit/system/roleApi';
import { buildUserBody } from '../../../kit/system/userBody';
import { fakeHttp } from '../../../testing/fakeHttp';
import { parseUserPage, userApi } from './userApi';
import { emptyUserForm } from './userForm';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
const body = buildUserBody({ ...emptyUserForm(), id: 1, username: 'admin', nickName: '管理员', email: 'a@b.cn', phone: '13800000000', deptId: 2, jobIds: [1], roleIds: [2] });

describe('userApi', () => {
  it("reads both flavours' pages and tells eladmin's several jobs apart", () => {
    const eladmin = parseUserPage({ content: [{ id: 1, username: 'admin', jobs: [{ id: 1, name: 'a' }] }], totalElements: 1 });
    const yshop = parseUserPage({ content: [{ id: 1, username: 'admin', job: { id: 1, name: 'a' } }], totalElements: 1 });
    expect(eladmin?.manyJobs).toBe(true);
    expect(yshop?.manyJobs).toBe(false);
    expect(yshop?.content[0]?.jobs).toEqual([{ id: 1, name: 'a' }]);
    // eladmin's data scope leaving nothing: no content at all.
    expect(parseUserPage({ totalElements: 0 })).toMatchObject({ content: [], totalElements: 0, manyJobs: false });
    expect(parseUserPage([])).toBeUndefined();
  });

  it('reloads the menus and the level when the signed-in user\'s own roles changed, and only then', async () => {
    const http = await fakeHttp({
      'GET api/users': { status: 200, data: { content: [], totalElements: 0 } },
      'GET api/menus/build': { status: 200, data: [] },
      'GET api/roles/level': { status: 200, data: { level: 1 } },
      'PUT api/users': { status: 204 },
    });
    const store = makeStore();
    const count = (key: string) => http.calls.filter((c) => c.key === key).length;
    store.dispatch(menusApi.endpoints.buildMenus.initiate());
    store.dispatch(roleApi.endpoints.myRoleLevel.initiate());
    store.dispatch(userApi.endpoints.getUsers.initiate({ page: 0, size: 10 }));
    await waitFor(() => expect(count('GET api/users')).toBe(1));
    await waitFor(() => expect(count('GET api/menus/build') + count('GET api/roles/level')).toBe(2));

    await store.dispatch(userApi.endpoints.updateUser.initiate({ body })).unwrap();
    await waitFor(() => expect(count('GET api/users')).toBe(2));
    expect(count('GET api/menus/build')).toBe(1);

    await store.dispatch(userApi.endpoints.updateUser.initiate({ body, ownRolesChanged: true })).unwrap();
    await waitFor(() => expect(count('GET api/menus/build')).toBe(2));
    await waitFor(() => expect(count('GET api/roles/level')).toBe(2));
    expect(count('GET api/users')).toBe(3);
  });
});
