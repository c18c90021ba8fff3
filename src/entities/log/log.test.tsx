import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { errorLogs, infoLogs, parseErrorDetail, useLogsClearMutation } from './log';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('the log entities', () => {
  it('read the embedded server’s rows and eladmin’s (a Java method, an epoch date) into one shape, texts as sent', () => {
    const page = infoLogs.parsePage({
      content: [
        { id: 4, username: 'admin', description: '新增字典', method: 'POST /api/dict', params: '{"name":"<b>x</b>"}', requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome', time: 12, createTime: '2026-11-24 10:00:00', logType: 'INFO' },
        { id: '5', username: 'admin', description: '修改用户', method: 'me.zhengjie.modules.system.rest.UserController.update()', params: null, time: '1001.4', createTime: Date.UTC(2026, 10, 24, 2) },
      ],
      totalElements: 2,
    })!;
    expect(page.content[0]).toEqual({ id: 4, username: 'admin', description: '新增字典', method: 'POST /api/dict', params: '{"name":"<b>x</b>"}', requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome', time: 12, createTime: '2026-11-24 10:00:00' });
    expect(page.content[1]).toMatchObject({ id: 5, params: '', time: 1001, requestIp: '' });
    expect(page.content[1]?.createTime).toMatch(/^2026-11-24 \d\d:00:00$/);
  });

  it('give a row without a duration none (error rows), and skip rows without a usable id, saying why', () => {
    expect(errorLogs.parseRow({ id: 9, time: null })).toMatchObject({ ok: true, value: { time: null } });
    expect(errorLogs.parseRow({ id: 9, time: -3 })).toMatchObject({ ok: true, value: { time: null } });
    expect(errorLogs.parseRow({ description: 'x' })).toEqual({ ok: false, reason: '缺少有效的异常日志 id' });
    expect(infoLogs.parseRow(null)).toEqual({ ok: false, reason: '不是一个操作日志对象' });
  });

  it('name a row by what was done and when, else by its method, never by its id alone when there is text', () => {
    const row = (raw: Record<string, unknown>) => {
      const parsed = infoLogs.parseRow({ id: 7, ...raw });
      if (!parsed.ok) throw new Error(parsed.reason);
      return infoLogs.labelOf(parsed.value);
    };
    expect(row({ description: '新增字典', createTime: '2026-11-24 10:00:00' })).toBe('新增字典 2026-11-24 10:00:00');
    expect(row({ method: 'GET /api/menus', createTime: '2026-11-24 10:00:00' })).toBe('GET /api/menus 2026-11-24 10:00:00');
    expect(row({})).toBe('操作日志 7');
  });

  it('are read only for everyone, admin included, with 导出 from their own URL', () => {
    expect(infoLogs.permissions).toEqual({ list: ['admin', 'logInfo:list'] });
    expect(errorLogs.permissions).toEqual({ list: ['admin', 'logError:list'] });
    expect([infoLogs.exportUrl, errorLogs.exportUrl]).toEqual(['api/logs', 'api/logs/error']);
  });

  it('read a stack as `{ exception }` or bare text; anything else is malformed', () => {
    expect(parseErrorDetail({ exception: 'java.lang.NullPointerException' })).toEqual({ exception: 'java.lang.NullPointerException' });
    expect(parseErrorDetail('at x.y(Z.java:1)')).toEqual({ exception: 'at x.y(Z.java:1)' });
    expect(parseErrorDetail({ exception: null })).toEqual({ exception: '' });
    expect(parseErrorDetail({ exception: 3 })).toBeUndefined();
    expect(parseErrorDetail([])).toBeUndefined();
  });

  it('clear one kind with DELETE api/logs/del/{kind}, and both lists are read anew', async () => {
    const empty = { status: 200, data: { content: [], totalElements: 0 } };
    const http = await fakeHttp({ 'GET api/logs': empty, 'GET api/logs/error': empty, 'DELETE api/logs/del/error': { status: 200 } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ info: infoLogs.useList({ page: 0, size: 10 }), error: errorLogs.useList({ page: 0, size: 10 }), clear: useLogsClearMutation()[0] }), { wrapper });
    await waitFor(() => expect(result.current.error.data?.totalElements).toBe(0));
    await waitFor(() => expect(result.current.info.data?.totalElements).toBe(0));
    await act(() => result.current.clear('error').unwrap());
    expect(http.calls.filter((call) => call.key.startsWith('DELETE')).map((call) => call.key)).toEqual(['DELETE api/logs/del/error']);
    await waitFor(() => expect(http.calls.filter((call) => call.key.startsWith('GET')).map((call) => call.key).sort()).toEqual(['GET api/logs', 'GET api/logs', 'GET api/logs/error', 'GET api/logs/error']));
  });
});
