import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { onlineUsers } from './online';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('the online-user entity', () => {
  it('reads the embedded server’s rows (with job) and eladmin’s (ISO time, no job) into one shape', () => {
    const embedded = onlineUsers.parsePage({
      content: [{ key: 'k1', userName: 'editor', nickName: '编辑', dept: '研发部', job: '研发部/全栈开发', ip: '127.0.0.1', address: '内网IP', browser: 'Chrome', loginTime: '2026-11-24 09:30:00' }],
      totalElements: 1,
    })!;
    expect(embedded.content).toEqual([{ key: 'k1', userName: 'editor', nickName: '编辑', dept: '研发部', job: '研发部/全栈开发', ip: '127.0.0.1', address: '内网IP', browser: 'Chrome', loginTime: '2026-11-24 09:30:00' }]);
    expect(embedded.rowsHaveJob).toBe(true);
    const eladmin = onlineUsers.parsePage({ content: [{ key: 'token', userName: 'admin', dept: '总部', uid: 1, loginTime: '2026-11-24T09:30:00.000+08:00' }], totalElements: 1 })!;
    expect(eladmin.content[0]).toMatchObject({ key: 'token', job: null, nickName: '' });
    expect(eladmin.content[0]?.loginTime).toMatch(/^2026-11-2\d \d\d:30:00$/);
    expect(eladmin.rowsHaveJob).toBe(false);
    // A job sent as null is still a row that carries the key (yshop's), shown as empty.
    expect(onlineUsers.parseRow({ key: 'k', job: null })).toMatchObject({ ok: true, value: { job: '' } });
  });

  it('skips a session without a key, saying why', () => {
    const page = onlineUsers.parsePage({ content: [{ userName: 'ghost' }, 'x', { key: 'k2', userName: 'ok' }], totalElements: 3 })!;
    expect(page.content.map((row) => row.userName)).toEqual(['ok']);
    expect(page.skipped).toEqual([
      { index: 0, reason: '缺少有效的在线用户 id' },
      { index: 1, reason: '不是一个在线用户对象' },
    ]);
  });

  it('is read only but for 强退: no add, edit or delete permission for anyone, admin included; 导出 from auth/online', () => {
    expect(onlineUsers.permissions).toEqual({ list: ['admin', 'online:list'] });
    expect(onlineUsers.exportUrl).toBe('auth/online');
    expect(onlineUsers.labelOf(onlineUsers.parsePage({ content: [{ key: 'k', userName: 'editor' }] })!.content[0]!)).toBe('editor');
  });

  it('forces sessions out by their keys with DELETE auth/online, and lists them anew', async () => {
    const http = await fakeHttp({ 'GET auth/online': { status: 200, data: { content: [{ key: 'k1', userName: 'editor' }], totalElements: 1 } }, 'DELETE auth/online': { status: 200 } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ page: onlineUsers.useList({ page: 0, size: 10 }), kick: onlineUsers.useDelete()[0] }), { wrapper });
    await waitFor(() => expect(result.current.page.data?.content.map((row) => row.key)).toEqual(['k1']));
    await act(() => result.current.kick(['k1']).unwrap());
    expect(http.calls.filter((call) => call.key === 'DELETE auth/online').map((call) => call.data)).toEqual([['k1']]);
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'GET auth/online')).toHaveLength(2));
  });
});
