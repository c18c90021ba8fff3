import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { DictDetailDto, DictDto, Page } from './repository';

let t: TestApp;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  editor = await login(t.app, 'editor');
});
afterEach(() => destroyTestApp(t));

const details = async (name: string, token = editor) =>
  (await call(t.app, 'GET', `/api/dictDetail?dictName=${name}&page=0&size=9999`, { token })).json<Page<DictDetailDto>>();

describe('GET api/dict', () => {
  it('pages the seeded dictionaries', async () => {
    const res = await call(t.app, 'GET', '/api/dict?page=0&size=2', { token: editor });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<DictDto>>();
    expect(page.totalElements).toBe(4);
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).toEqual({ id: expect.any(Number), name: 'user_status', remark: '用户状态', createTime: expect.stringMatching(/^\d{4}-/) });
    const second = (await call(t.app, 'GET', '/api/dict?page=1&size=2', { token: editor })).json<Page<DictDto>>();
    expect(second.content.map((d) => d.name)).toEqual(['job_status', 'order_status']);
  });

  it('searches name and remark with blurry, literally', async () => {
    const byRemark = (await call(t.app, 'GET', `/api/dict?blurry=${encodeURIComponent('订单')}`, { token: editor })).json<Page<DictDto>>();
    expect(byRemark.content.map((d) => d.name)).toEqual(['order_status']);
    const wildcard = (await call(t.app, 'GET', '/api/dict?blurry=%25', { token: editor })).json<Page<DictDto>>();
    expect(wildcard.totalElements).toBe(0);
  });

  it('sorts by a known column and ignores unknown sorts', async () => {
    const desc = (await call(t.app, 'GET', '/api/dict?sort=id,desc', { token: editor })).json<Page<DictDto>>();
    expect(desc.content[0]!.name).toBe('order_status');
    const odd = await call(t.app, 'GET', '/api/dict?sort=1;DROP TABLE dicts', { token: editor });
    expect(odd.statusCode).toBe(200);
  });

  it('validates paging', async () => {
    expectError(await call(t.app, 'GET', '/api/dict?page=-1', { token: admin }), 400, '页码不能小于 0');
    expectError(await call(t.app, 'GET', '/api/dict?size=abc', { token: admin }), 400);
  });
});

describe('GET api/dictDetail', () => {
  it('answers the entries of one dictionary ordered by sort, values as numeric strings', async () => {
    const page = await details('order_status');
    expect(page.totalElements).toBe(7);
    expect(page.content.map((e) => e.value)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(page.content[0]).toMatchObject({ label: '待付款', sort: 1, dict: { id: expect.any(Number) } });
  });

  it('answers an empty page for an unknown dictionary', async () => {
    expect(await details('nope')).toEqual({ content: [], totalElements: 0 });
  });

  it('is open to any signed-in user but not to anonymous callers', async () => {
    expectError(await call(t.app, 'GET', '/api/dictDetail?dictName=user_status'), 401);
  });
});

describe('dictionary CRUD', () => {
  it('creates, renames, adds entries in sort order, edits, deletes entries and the dictionary', async () => {
    const created = await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'pay_type', remark: '支付方式' } });
    expect(created.statusCode).toBe(201);
    const dict = created.json<DictDto>();
    expect(dict).toMatchObject({ name: 'pay_type', remark: '支付方式' });

    expect((await call(t.app, 'PUT', '/api/dict', { token: admin, body: { id: dict.id, name: 'pay_method', remark: '支付方式' } })).statusCode).toBe(204);

    const second = await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: '支付宝', value: '2', sort: 2, dict: { id: dict.id } } });
    expect(second.statusCode).toBe(201);
    const first = await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: '微信', value: 1, sort: '1', dict: { id: dict.id } } });
    expect(first.json()).toMatchObject({ label: '微信', value: '1', sort: 1, dict: { id: dict.id } });
    expect((await details('pay_method')).content.map((e) => e.label)).toEqual(['微信', '支付宝']);

    const entry = second.json<DictDetailDto>();
    expect((await call(t.app, 'PUT', '/api/dictDetail', { token: admin, body: { ...entry, label: '支付宝支付', sort: 0 } })).statusCode).toBe(204);
    expect((await details('pay_method')).content.map((e) => e.label)).toEqual(['支付宝支付', '微信']);

    expect((await call(t.app, 'DELETE', `/api/dictDetail/${entry.id}`, { token: admin })).statusCode).toBe(200);
    expect((await details('pay_method')).totalElements).toBe(1);

    const del = await call(t.app, 'DELETE', `/api/dict/${dict.id}`, { token: admin });
    expect(del.statusCode).toBe(200);
    expect(del.body).toBe('');
    expect((await details('pay_method')).totalElements).toBe(0);
    const left = t.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM dict_details WHERE dict_id = ?').get(dict.id);
    expect(left).toEqual({ n: 0 });
  });

  it('validates with Chinese messages', async () => {
    expectError(await call(t.app, 'POST', '/api/dict', { token: admin, body: { remark: 'x' } }), 400, '字典名称不能为空');
    expectError(await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'user_status' } }), 400, '字典名称 user_status 已存在');
    expectError(await call(t.app, 'PUT', '/api/dict', { token: admin, body: { id: 99999, name: 'x' } }), 404, '字典不存在');
    expectError(await call(t.app, 'DELETE', '/api/dict/99999', { token: admin }), 404, '字典不存在');
    expectError(await call(t.app, 'DELETE', '/api/dict/abc', { token: admin }), 400);
    expectError(await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: '', value: '1', dict: { id: 1 } } }), 400, '字典标签不能为空');
    expectError(await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: 'a', value: '1' } }), 400, '请指定所属字典');
    expectError(await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: 'a', value: '1', dict: { id: 99999 } } }), 400, '字典不存在');
    expectError(await call(t.app, 'PUT', '/api/dictDetail', { token: admin, body: { id: 99999, label: 'a', value: '1', dict: { id: 1 } } }), 404, '字典详情不存在');
    expectError(await call(t.app, 'DELETE', '/api/dictDetail/99999', { token: admin }), 404, '字典详情不存在');
  });

  it('answers 403 to the editor for add, edit and delete', async () => {
    expectError(await call(t.app, 'POST', '/api/dict', { token: editor, body: { name: 'x' } }), 403, '没有权限');
    expectError(await call(t.app, 'PUT', '/api/dict', { token: editor, body: { id: 1, name: 'x' } }), 403);
    expectError(await call(t.app, 'DELETE', '/api/dict/1', { token: editor }), 403);
    expectError(await call(t.app, 'POST', '/api/dictDetail', { token: editor, body: { label: 'a', value: '1', dict: { id: 1 } } }), 403);
    expectError(await call(t.app, 'PUT', '/api/dictDetail', { token: editor, body: {} }), 403);
    expectError(await call(t.app, 'DELETE', '/api/dictDetail/1', { token: editor }), 403);
    expect((await details('user_status')).totalElements).toBe(2);
  });
});
