import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { menusApi } from '../../api/menus';
import { parseArray } from '../../api/resource/rows';
import { fakeHttp } from '../../testing/fakeHttp';
import { mayWriteRole, parseRoleLevel, roleMenusBody, roles, UNKNOWN_LEVEL, useMyRoleLevelQuery, useRoleQuery, useSaveRoleMenusMutation, type Role } from './role';

const parseRole = roles.parseRow;
const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
const wrapperOf = (store: ReturnType<typeof makeStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

const ok = (raw: unknown): Role => {
  const result = parseRole(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

// eladmin: description, depts, MenuDto menus (title, menuSort, iFrame); no permission.
const eladminRole = {
  id: 2,
  name: '普通用户',
  level: 2,
  dataScope: '自定义',
  description: '-',
  depts: [{ id: 7, name: '华南分部' }],
  menus: [{ id: 1, pid: null, title: '系统管理', menuSort: 1, iFrame: false }, { id: 2, pid: 1, title: '用户管理' }],
  createTime: '2018-11-23 13:09:06',
};
// yshop (section 5): remark, permission, Menu entities (name, sort, iframe), no depts.
const yshopRole = {
  id: 1,
  name: '超级管理员',
  level: 1,
  dataScope: '全部',
  remark: '系统所有权',
  permission: 'admin',
  menus: [{ id: 1, pid: 0, name: '系统管理', sort: 1, iframe: false }],
  createTime: '2018-11-23T11:04:37.000+08:00',
};

describe('the role entity', () => {
  it('reads eladmin’s row: description, depts, menus as id and pid only, no permission', () => {
    expect(ok(eladminRole)).toEqual({
      id: 2,
      name: '普通用户',
      level: 2,
      dataScope: '自定义',
      description: '-',
      permission: undefined,
      depts: [{ id: 7, name: '华南分部' }],
      menus: [
        { id: 1, pid: null },
        { id: 2, pid: 1 },
      ],
      createTime: '2018-11-23 13:09:06',
    });
  });

  it('reads yshop’s row: remark as description, permission, pid 0 as top, ISO date', () => {
    const role = ok(yshopRole);
    expect(role).toMatchObject({ description: '系统所有权', permission: 'admin', depts: [], menus: [{ id: 1, pid: null }] });
    expect(role.createTime).toMatch(/^2018-11-2\d \d\d:04:37$/);
  });

  it('tells whether the back end has 角色权限', () => {
    const answer = (...rows: unknown[]) => roles.parsePage({ content: rows, totalElements: rows.length })?.hasPermission;
    expect(answer(eladminRole)).toBe(false);
    expect(answer(eladminRole, yshopRole)).toBe(true);
    // yshop role 3 has a permission of null: the key is there.
    expect(answer({ id: 3, name: '管理员2', permission: null })).toBe(true);
  });

  it('reads a missing level as the least powerful, and refuses rows without id or name', () => {
    expect(ok({ id: 9, name: 'x' }).level).toBe(UNKNOWN_LEVEL);
    expect(parseRole({ name: 'x' })).toEqual({ ok: false, reason: '缺少有效的角色 id' });
    expect(parseRole({ id: 4 })).toEqual({ ok: false, reason: '角色 4 缺少名称' });
    expect(parseRole([1]).ok).toBe(false);
  });

  it('reads roles/all as a bare array, skipping the bad rows', () => {
    const parsed = parseArray([yshopRole, 'x', eladminRole], parseRole);
    expect(parsed?.rows.map((role) => role.id)).toEqual([1, 2]);
    expect(parsed?.skipped).toEqual([{ index: 1, reason: '不是一个角色对象' }]);
  });
});

describe('parseRoleLevel', () => {
  it('reads { level }, refusing anything else', () => {
    expect(parseRoleLevel({ level: 1 })).toEqual({ level: 1 });
    expect(parseRoleLevel({ level: 'x' })).toBeUndefined();
    expect(parseRoleLevel(null)).toBeUndefined();
  });
});

describe('role write bodies (docs/system-wire.md)', () => {
  it('remark and description, depts only for 自定义, permission only where the back end has it', () => {
    const eladmin = ok({ id: 2, name: '普通用户', level: 2, dataScope: '本级', description: 'd', depts: [{ id: 7 }], createTime: '2018-11-23 13:09:06' });
    expect(roles.bodyOf(roles.formOf(eladmin))).toEqual({ id: 2, name: '普通用户', level: 2, dataScope: '本级', depts: [], remark: 'd', description: 'd' });
    expect(roles.bodyOf({ ...roles.formOf(eladmin), dataScope: '自定义' }).depts).toEqual([{ id: 7 }]);
    const yshop = ok({ id: 1, name: '超级管理员', level: 1, dataScope: '全部', remark: 'r', permission: 'admin' });
    expect(roles.bodyOf(roles.formOf(yshop))).toMatchObject({ permission: 'admin', remark: 'r', description: 'r' });
    expect(roleMenusBody(2, [1, 2, 2])).toEqual({ id: 2, menus: [{ id: 1 }, { id: 2 }] });
  });

  it('has the permissions under roles:, admin passing everything', () => {
    expect(roles.permissions).toEqual({ list: ['admin', 'roles:list'], add: ['admin', 'roles:add'], edit: ['admin', 'roles:edit'], del: ['admin', 'roles:del'] });
    expect(roles.tag).toBe('Role');
  });
});

describe('who may write a role (issue 22)', () => {
  it('only roles strictly below the writer’s level (a bigger number): their own level is read-only to them', () => {
    expect(mayWriteRole(1, { level: 2, admin: false })).toBe(false);
    expect(mayWriteRole(2, { level: 2, admin: false })).toBe(false);
    expect(mayWriteRole(3, { level: 2, admin: false })).toBe(true);
  });
  it('none while the level is unknown; admin any', () => {
    expect(mayWriteRole(3, { level: undefined, admin: false })).toBe(false);
    expect(mayWriteRole(1, { level: 1, admin: true })).toBe(true);
    expect(mayWriteRole(1, { level: undefined, admin: true })).toBe(true);
  });
});

describe('the role calls', () => {
  it('reads roles/all and the caller’s level', async () => {
    await fakeHttp({
      'GET api/roles/all': { status: 200, data: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部', permission: 'admin' }, null] },
      'GET api/roles/level': { status: 200, data: { level: 1 } },
    });
    const { result } = renderHook(() => ({ all: roles.useAll({}), level: useMyRoleLevelQuery() }), { wrapper: wrapperOf(makeStore()) });
    await waitFor(() => expect(result.current.all.data?.map((role) => role.name)).toEqual(['超级管理员']));
    await waitFor(() => expect(result.current.level.data).toEqual({ level: 1 }));
  });

  it('turns a malformed answer into an error, not a crash', async () => {
    await fakeHttp({ 'GET api/roles/all': { status: 200, data: { oops: true } } });
    const { result } = renderHook(() => roles.useAll({}), { wrapper: wrapperOf(makeStore()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it('菜单分配’s 保存 sends the menus once each, then reloads the role, the level and the operator’s own menus', async () => {
    const http = await fakeHttp({
      'GET api/roles/3': { status: 200, data: { id: 3, name: '客服', level: 3, menus: [{ id: 1, pid: 0 }] } },
      'GET api/roles/level': { status: 200, data: { level: 2 } },
      'GET api/menus/build': { status: 200, data: [] },
      'PUT api/roles/menu': { status: 204 },
    });
    const store = makeStore();
    store.dispatch(menusApi.endpoints.buildMenus.initiate());
    const { result } = renderHook(() => ({ role: useRoleQuery(3), level: useMyRoleLevelQuery(), save: useSaveRoleMenusMutation()[0] }), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.role.data?.menus).toEqual([{ id: 1, pid: null }]));
    const count = (key: string) => http.calls.filter((call) => call.key === key).length;
    await waitFor(() => expect(count('GET api/menus/build')).toBe(1));
    await act(() => result.current.save({ id: 3, menuIds: [1, 5, 5] }).unwrap());
    expect(http.calls.find((call) => call.key === 'PUT api/roles/menu')?.data).toEqual({ id: 3, menus: [{ id: 1 }, { id: 5 }] });
    await waitFor(() => expect([count('GET api/roles/3'), count('GET api/roles/level'), count('GET api/menus/build')]).toEqual([2, 2, 2]));
  });
});
