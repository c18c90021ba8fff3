import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, notices } from '@/testing/screenTest';
import ErrorLogPage from './errorLog';
import InfoLogPage from './index';
import { readStyles } from '@/testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('overflow', 'font-family');

type Flavour = 'embedded' | 'eladmin';
type Route = FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply);

const STACK = 'java.lang.NullPointerException: <script>alert(1)</script>\n\tat me.zhengjie.rest.DictController.create(DictController.java:42)';

/**
 * `api/logs` and `api/logs/error` over the generic in-memory back end: the embedded
 * server's rows (`POST /api/dict`, JSON params masked) or eladmin's (the Java method, its
 * own JSON), newest first, `blurry` over the texts; error rows have no `time`. 清空 per kind.
 */
function logBackend(flavour: Flavour) {
  const method = (http: string, java: string) => (flavour === 'embedded' ? http : java);
  const blurry = (row: Record<string, unknown>, text: unknown) => ['username', 'description', 'method', 'params'].some((key) => String(row[key]).includes(String(text)));
  const info = fakeResource({
    url: 'api/logs',
    records: [
      { id: 4, username: 'admin', description: '新增字典', method: method('POST /api/dict', 'me.zhengjie.modules.system.rest.DictController.create()'), params: '{"name":"color","remark":"颜色"}', time: 1001 },
      { id: 3, username: 'admin', description: '修改用户', method: method('PUT /api/users', 'me.zhengjie.modules.system.rest.UserController.update()'), params: '{"username":"editor","password":"******"}', time: 1000 },
      { id: 2, username: 'editor', description: '修改字典', method: method('PUT /api/dict', 'DictController.update()'), params: '{"id":1}', time: 301 },
      { id: 1, username: 'admin', description: '用户登录', method: method('POST /auth/login', 'AuthorizationController.login()'), params: '{"username":"admin","password":"******"}', time: 300 },
    ].map((row) => ({ ...row, requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome 120.0 / Windows 10', logType: 'INFO', createTime: '2026-11-24 10:00:00' })),
    filters: { blurry },
  });
  const errors = fakeResource({
    url: 'api/logs/error',
    records: [{ id: 9, username: 'admin', description: '新增字典', method: method('POST /api/dict', 'DictController.create()'), params: '{"name":"<b>x</b>"}', requestIp: '127.0.0.1', address: '内网IP', browser: 'Firefox 121.0 / Linux', createTime: '2026-11-24 11:00:00' }],
    filters: { blurry },
  });
  const clear = (records: unknown[]) => () => {
    records.splice(0, records.length);
    return { status: 200 };
  };
  const routes: Record<string, Route> = {
    ...info.routes,
    ...errors.routes,
    'GET api/logs/error/9': { status: 200, data: { exception: STACK } },
    'DELETE api/logs/del/info': clear(info.records),
    'DELETE api/logs/del/error': clear(errors.records),
  };
  return { info: info.records, errors: errors.records, routes };
}

async function setup(page: 'info' | 'error', { flavour = 'embedded' as Flavour, roles = ['admin'], routes = {} as Record<string, Route> } = {}) {
  const backend = logBackend(flavour);
  const http = await fakeHttp({ ...backend.routes, ...routes });
  const view = renderWithProviders(page === 'info' ? <InfoLogPage /> : <ErrorLogPage />, { session: fakeSession({ roles }).handle });
  return { http, backend, ...view };
}

const table = (title: string) => screen.getByRole('table', { name: `${title}列表` });
const headers = (title: string) => columnHeaders(table(title));
const tone = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

allowSlowScreens();

describe('操作日志', () => {
  it.each<Flavour>(['embedded', 'eladmin'])('lists the rows with their columns (%s)', async (flavour) => {
    await setup('info', { flavour });
    await within(table('操作日志')).findByText('新增字典');
    expect(headers('操作日志')).toEqual(['', '用户名', 'IP', 'IP来源', '描述', '浏览器', '请求耗时', '创建日期']);
    const row = within(table('操作日志')).getByRole('row', { name: /新增字典/ });
    expect(within(row).getByText('内网IP')).toBeInTheDocument();
    expect(within(row).getByText('Chrome 120.0 / Windows 10')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-24 10:00:00')).toBeInTheDocument();
  });

  it('shows 请求耗时 as {n}ms: plain up to 300, warning up to 1,000, danger above', async () => {
    await setup('info');
    await within(table('操作日志')).findByText('300ms');
    expect(tone('300ms')).toBe('plain');
    expect(tone('301ms')).toBe('warning');
    expect(tone('1000ms')).toBe('warning');
    expect(tone('1001ms')).toBe('danger');
  });

  it.each<[Flavour, string]>([
    ['embedded', 'PUT /api/users'],
    ['eladmin', 'me.zhengjie.modules.system.rest.UserController.update()'],
  ])('opens a row to 请求方法 and 请求参数, masked as sent (%s)', async (_flavour, method) => {
    await setup('info', { flavour: _flavour });
    await within(table('操作日志')).findByText('修改用户');
    await userEvent.click(screen.getByRole('button', { name: '展开 修改用户 2026-11-24 10:00:00' }));
    const details = screen.getByRole('row', { name: '修改用户 2026-11-24 10:00:00 详情' });
    expect(within(details).getByText('请求方法')).toBeInTheDocument();
    expect(within(details).getByText(method)).toBeInTheDocument();
    expect(within(details).getByText('{"username":"editor","password":"******"}')).toBeInTheDocument();
  });

  it('searches by text and a date range from the first page', async () => {
    const { http } = await setup('info');
    await within(table('操作日志')).findByText('新增字典');
    await userEvent.type(screen.getByPlaceholderText('请输入你要搜索的内容'), '字典');
    const range = screen.getByRole('group', { name: '创建日期' });
    // jsdom's date inputs take a value, not keystrokes.
    fireEvent.change(within(range).getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-01' } });
    fireEvent.change(within(range).getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(table('操作日志')).queryByText('用户登录')).not.toBeInTheDocument());
    expect(calls(http, 'GET api/logs').at(-1)?.params).toEqual({ blurry: '字典', createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'], page: 0, size: 10 });
    expect(within(table('操作日志')).getByText('修改字典')).toBeInTheDocument();
  });

  it('clears every row after 确认清空所有操作日志吗?, says 删除成功, and nothing on 取消', async () => {
    const { http, store } = await setup('info');
    await within(table('操作日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确认清空所有操作日志吗?');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/logs/del/info')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    await within(table('操作日志')).findByText('暂无数据');
    expect(calls(http, 'DELETE api/logs/del/info')).toHaveLength(1);
    expect(notices(store)).toContain('删除成功');
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('keeps the rows when clearing is refused, with no 删除成功', async () => {
    const { store } = await setup('info', { routes: { 'DELETE api/logs/del/info': { status: 403, data: { status: 403, message: '不允许访问' } } } });
    await within(table('操作日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(within(table('操作日志')).getByText('新增字典')).toBeInTheDocument();
    expect(notices(store)).not.toContain('删除成功');
  });

  it('offers 清空 only with logInfo:remove, and 导出 to a reader', async () => {
    await setup('info', { roles: ['log:list'] });
    await within(table('操作日志')).findByText('新增字典');
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
  });

  it('asks anew whenever shown: an operation logged meanwhile is listed', async () => {
    const { backend, store, unmount } = await setup('info');
    await within(table('操作日志')).findByText('新增字典');
    unmount();
    backend.info.unshift({ ...backend.info[0]!, id: 5, description: '删除字典' });
    renderWithProviders(<InfoLogPage />, { store, session: fakeSession({ roles: ['admin'] }).handle });
    expect(await within(table('操作日志')).findByText('删除字典')).toBeInTheDocument();
  });

  it('says 暂无数据 for no rows and 加载失败 with 重试 when the list fails', async () => {
    const { http } = await setup('info', { routes: { 'GET api/logs': { status: 500, data: { status: 500, message: '服务器错误' } } } });
    await within(table('操作日志')).findByText(/加载失败/);
    http.set('GET api/logs', { status: 200, data: { content: [], totalElements: 0 } });
    await userEvent.click(within(table('操作日志')).getByRole('button', { name: '重试' }));
    await within(table('操作日志')).findByText('暂无数据');
  });
});

describe('异常日志', () => {
  it.each<Flavour>(['embedded', 'eladmin'])('lists the rows with 查看详情 and no 请求耗时 (%s)', async (flavour) => {
    await setup('error', { flavour });
    await within(table('异常日志')).findByText('新增字典');
    expect(headers('异常日志')).toEqual(['', '用户名', 'IP', 'IP来源', '描述', '浏览器', '创建日期', '异常详情']);
    expect(screen.getByRole('button', { name: '查看详情 新增字典 2026-11-24 11:00:00' })).toBeInTheDocument();
  });

  it('opens 异常详情 with the stack as text in a scrollable monospaced block; markup stays text', async () => {
    const { http } = await setup('error');
    await within(table('异常日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '查看详情 新增字典 2026-11-24 11:00:00' }));
    const dialog = screen.getByRole('dialog', { name: '异常详情' });
    const stack = await within(dialog).findByLabelText('异常堆栈');
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe(STACK);
    expect(stack).toHaveStyle({ overflow: 'auto', fontFamily: 'monospace' });
    expect(document.querySelector('script')).toBeNull();
    expect(calls(http, 'GET api/logs/error/9')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '异常详情' })).not.toBeInTheDocument());
  });

  it('shows HTML in a row\'s parameters as text', async () => {
    await setup('error');
    await within(table('异常日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '展开 新增字典 2026-11-24 11:00:00' }));
    expect(within(screen.getByRole('row', { name: '新增字典 2026-11-24 11:00:00 详情' })).getByText('{"name":"<b>x</b>"}')).toBeInTheDocument();
    expect(document.querySelector('td b')).toBeNull();
  });

  it('says so when the stack cannot be read, and reads it on 重试', async () => {
    const { http } = await setup('error', { routes: { 'GET api/logs/error/9': { status: 500, data: { status: 500, message: '服务器错误' } } } });
    await within(table('异常日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '查看详情 新增字典 2026-11-24 11:00:00' }));
    const dialog = screen.getByRole('dialog', { name: '异常详情' });
    await within(dialog).findByText('异常详情加载失败');
    http.set('GET api/logs/error/9', { status: 200, data: { exception: 'java.lang.IllegalStateException' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('java.lang.IllegalStateException')).toBeInTheDocument();
  });

  it('clears after 确认清空所有异常日志吗?', async () => {
    const { http, store } = await setup('error');
    await within(table('异常日志')).findByText('新增字典');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确认清空所有异常日志吗?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    await within(table('异常日志')).findByText('暂无数据');
    expect(calls(http, 'DELETE api/logs/del/error')).toHaveLength(1);
    expect(notices(store)).toContain('删除成功');
  });

  it('shows no 查看详情 without logError:detail and no 清空 without logError:remove', async () => {
    await setup('error', { roles: ['logError:list'] });
    await within(table('异常日志')).findByText('新增字典');
    expect(headers('异常日志')).not.toContain('异常详情');
    expect(screen.queryByRole('button', { name: /查看详情/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
  });
});
