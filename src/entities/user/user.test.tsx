import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { useResetPasswordsMutation, users, type User } from './user';

const parseUser = users.parseRow;
const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

// CONTRACT-SYSTEM.md section 1: eladmin's row (with the leaked password) and yshop's (section 5's admin).
const eladminRow = {
  id: 1,
  username: 'admin',
  nickName: '管理员',
  gender: '男',
  email: 'admin@el-admin.vip',
  phone: '18888888888',
  enabled: true,
  avatarName: 'avatar-20200806032259161.png',
  pwdResetTime: '2020-05-03 16:38:31',
  password: '$2a$10$Egp1/gvFlt7zhlXVfEFw4OfWQCGPw0ClmMcc6FjTnvXNRVf9zdMRa',
  dept: { id: 2, name: '研发部' },
  jobs: [
    { id: 11, name: '全栈开发' },
    { id: 12, name: '软件测试' },
  ],
  roles: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部' }],
  createTime: '2018-08-23 09:11:56',
  updateTime: '2020-09-05 10:43:31',
};
const yshopRow = {
  id: 1,
  username: 'admin',
  nickName: '管理员',
  sex: '男',
  avatar: 'https://image.dayouqiantu.cn/5dc2a9bd1e36b.png',
  email: 'admin@yshopmall.com',
  phone: '15136175247',
  enabled: true,
  lastPasswordResetTime: '2020-09-05T10:43:31.000+08:00',
  deptId: 2,
  dept: { id: 2, name: '研发部1' },
  job: { id: 11, name: '全栈开发2' },
  roles: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部' }],
  createTime: 1_534_986_716_000,
};

const ok = (raw: unknown): User => {
  const result = parseUser(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('the user entity', () => {
  it('reads eladmin’s row, and never keeps the password', () => {
    const user = ok(eladminRow);
    expect(user).toEqual({
      id: 1,
      username: 'admin',
      nickName: '管理员',
      gender: '男',
      email: 'admin@el-admin.vip',
      phone: '18888888888',
      enabled: true,
      avatar: 'avatar-20200806032259161.png',
      pwdResetTime: '2020-05-03 16:38:31',
      dept: { id: 2, name: '研发部' },
      jobs: [
        { id: 11, name: '全栈开发' },
        { id: 12, name: '软件测试' },
      ],
      roles: [{ id: 1, name: '超级管理员', level: 1, dataScope: '全部' }],
      createTime: '2018-08-23 09:11:56',
    });
    expect(JSON.stringify(user)).not.toContain('$2a$');
  });

  it('reads yshop’s row: sex, avatar, one job, ISO and epoch-ms dates', () => {
    const user = ok(yshopRow);
    expect(user.gender).toBe('男');
    expect(user.avatar).toBe('https://image.dayouqiantu.cn/5dc2a9bd1e36b.png');
    expect(user.jobs).toEqual([{ id: 11, name: '全栈开发2' }]);
    expect(user.dept).toEqual({ id: 2, name: '研发部1' });
    // The test runner's zone is not fixed: compare with the local rendering of the instant.
    const local = (ms: number) => new Date(ms).toLocaleString('sv-SE').replace('T', ' ');
    expect(user.pwdResetTime).toBe(local(Date.parse('2020-09-05T10:43:31.000+08:00')));
    expect(user.createTime).toBe(local(1_534_986_716_000));
  });

  it('fills missing and null fields with empty values (eladmin leaves them out, yshop sends null)', () => {
    const user = ok({ id: '7', username: 'test', email: null, dept: null, deptId: 5, job: null, roles: null, enabled: 0 });
    expect(user).toMatchObject({ id: 7, email: '', phone: '', gender: '', dept: { id: 5, name: '' }, jobs: [], roles: [], enabled: false, createTime: '', pwdResetTime: '' });
  });

  it('refuses a row without an id or a username, with the reason', () => {
    expect(parseUser(null)).toEqual({ ok: false, reason: '不是一个用户对象' });
    expect(parseUser({ username: 'x' })).toEqual({ ok: false, reason: '缺少有效的用户 id' });
    expect(parseUser({ id: 1.5, username: 'x' }).ok).toBe(false);
    expect(parseUser({ id: 3, username: '' })).toEqual({ ok: false, reason: '用户 3 缺少用户名' });
  });

  it('skips the bad roles and jobs of a good row', () => {
    const user = ok({ id: 1, username: 'a', jobs: [{ id: 'x' }, { id: 8, name: '人事专员' }], roles: [null, { id: 2, name: '普通用户', level: 2, dataScope: '本级' }] });
    expect(user.jobs).toEqual([{ id: 8, name: '人事专员' }]);
    expect(user.roles.map((role) => role.id)).toEqual([2]);
  });

  it('keeps the good rows of a page and lists the skipped ones', () => {
    const page = users.parsePage({ content: [eladminRow, { id: 'bad' }, yshopRow], totalElements: 3 });
    expect(page?.content.map((user) => user.username)).toEqual(['admin', 'admin']);
    expect(page?.skipped).toEqual([{ index: 1, reason: '缺少有效的用户 id' }]);
    expect(page?.totalElements).toBe(3);
  });

  it("tells eladmin's several jobs from yshop's one, and reads a page without content as empty", () => {
    const eladmin = users.parsePage({ content: [{ id: 1, username: 'admin', jobs: [{ id: 1, name: 'a' }] }], totalElements: 1 });
    const yshop = users.parsePage({ content: [{ id: 1, username: 'admin', job: { id: 1, name: 'a' } }], totalElements: 1 });
    expect(eladmin?.manyJobs).toBe(true);
    expect(yshop?.manyJobs).toBe(false);
    expect(yshop?.content[0]?.jobs).toEqual([{ id: 1, name: 'a' }]);
    // eladmin's data scope leaving nothing: no content at all.
    expect(users.parsePage({ totalElements: 0 })).toMatchObject({ content: [], totalElements: 0, manyJobs: false });
    expect(users.parsePage([])).toBeUndefined();
  });
});

describe('user write bodies (docs/system-wire.md)', () => {
  it('sends both flavours’ keys, editable fields only; a row sent back never carries its dates or password', () => {
    const row = ok({ id: 3, username: 'test', nickName: '测试', sex: '女', email: 't@x.cn', phone: '13800000000', enabled: true, dept: { id: 2, name: '研发部' }, job: { id: 12, name: '软件测试' }, roles: [{ id: 2, name: '普通用户', level: 2 }], createTime: '2019-03-25T09:15:32.000+08:00', password: 'hash' });
    const body = users.bodyOf({ ...users.formOf(row), enabled: false });
    expect(body).toEqual({ id: 3, username: 'test', nickName: '测试', email: 't@x.cn', phone: '13800000000', sex: '女', gender: '女', enabled: false, dept: { id: 2 }, job: { id: 12 }, jobs: [{ id: 12 }], roles: [{ id: 2 }] });
    expect(Object.keys(body)).not.toContain('createTime');
  });

  it('a new one has no id; several eladmin jobs send the first as yshop’s job', () => {
    const body = users.bodyOf({ username: 'u', nickName: 'n', email: '', phone: '', gender: '男', enabled: true, deptId: null, jobIds: [8, 10, 8], roleIds: [] });
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ dept: null, job: { id: 8 }, jobs: [{ id: 8 }, { id: 10 }], roles: [] });
  });

  it('starts a new user as 男 and 激活 with nothing chosen; has the permissions by convention', () => {
    expect(users.newForm()).toMatchObject({ gender: '男', enabled: true, deptId: null, jobIds: [], roleIds: [] });
    expect(users.permissions).toEqual({ list: ['admin', 'user:list'], add: ['admin', 'user:add'], edit: ['admin', 'user:edit'], del: ['admin', 'user:del'] });
    expect(users.exportUrl).toBe('api/users');
  });

  it('resets passwords through PUT api/users/resetPwd, and the list reloads', async () => {
    const http = await fakeHttp({ 'GET api/users': { status: 200, data: { content: [], totalElements: 0 } }, 'PUT api/users/resetPwd': { status: 200 } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ list: users.useList({ page: 0, size: 10 }), reset: useResetPasswordsMutation()[0] }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.content).toEqual([]));
    await act(() => result.current.reset([2, 3]).unwrap());
    expect(http.calls.find((call) => call.key === 'PUT api/users/resetPwd')?.data).toEqual([2, 3]);
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'GET api/users')).toHaveLength(2));
  });
});
