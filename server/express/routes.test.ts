import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import type { ExpressDto } from './repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const URL = '/api/yxExpress';
type Page = { content: ExpressDto[]; totalElements: number };
const list = async (query = '', token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `${URL}${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const post = (body: unknown, token = admin) => call(t.app, 'POST', URL, { token, body });
const put = (body: unknown, token = admin) => call(t.app, 'PUT', URL, { token, body });
const del = (id: number | string, token = admin) => call(t.app, 'DELETE', `${URL}/${id}`, { token });
const row = (id: number) => t.app.ctx.db.prepare('SELECT code, name, sort, is_show, is_del FROM yx_express WHERE id = ?').get(id);
const rowCount = () => t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_express').pluck().get() as number;

describe('GET api/yxExpress', () => {
  it('answers the dump’s four live companies, id desc, in yshop’s shape', async () => {
    const page = await list();
    expect(page.totalElements).toBe(4);
    expect(page.content).toEqual([
      { id: 429, code: 'YTO', name: '圆通速递', sort: 0, isShow: 0 },
      { id: 428, code: 'ZTO', name: '中通快递', sort: 0, isShow: 0 },
      { id: 427, code: 'SF', name: '顺丰速运', sort: 0, isShow: 0 },
      { id: 426, code: 'STO', name: '申通快递', sort: 0, isShow: 0 },
    ]);
  });

  it('pages (the 发货 dialog asks size=9999) and sorts by whitelisted columns', async () => {
    expect((await list('?page=1&size=3')).content.map((e) => e.id)).toEqual([426]);
    expect((await list('?page=0&size=9999')).content).toHaveLength(4);
    expect((await list('?sort=code,asc')).content.map((e) => e.code)).toEqual(['SF', 'STO', 'YTO', 'ZTO']);
    await put({ id: 426, code: 'STO', name: '申通快递', sort: 5 });
    expect((await list('?sort=sort,desc&sort=id,asc')).content.map((e) => e.id)).toEqual([426, 427, 428, 429]);
  });
});

describe('POST api/yxExpress', () => {
  it('creates a company, answering 201 true, with a log row', async () => {
    const res = await post({ code: ' JD ', name: '京东物流', sort: '3' });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 201, body: true });
    expect((await list()).content[0]).toMatchObject({ code: 'JD', name: '京东物流', sort: 3, isShow: 0 });
    expect(logRows(t.app, '新增快递')).toHaveLength(1);
  });

  it('reads only code, name, sort and isShow: an id or is_del in the body changes no other row', async () => {
    expect((await post({ id: 427, code: 'EMS', name: '邮政', sort: 0, isDel: 1, is_del: 1 })).statusCode).toBe(201);
    expect(row(427)).toEqual({ code: 'SF', name: '顺丰速运', sort: 0, is_show: 0, is_del: 0 });
    expect((await list()).totalElements).toBe(5);
  });

  it.each([
    [{ name: '无编号' }, '请输入快递公司编号'],
    [{ code: ' ', name: '无编号' }, '请输入快递公司编号'],
    [{ code: 'X' }, '请输入快递公司名称'],
    [{ code: 'X', name: '' }, '请输入快递公司名称'],
    [{ code: 'X'.repeat(51), name: '长' }, '快递公司编号不能超过 50 个字符'],
    [{ code: 'X', name: '顺丰速运' }, '快递公司名称已存在'],
    [{ code: 'X', name: ' 顺丰速运 ' }, '快递公司名称已存在'],
  ])('refuses %j: %s, creating nothing', async (body, message) => {
    expectError(await post(body), 400, message);
    expect(rowCount()).toBe(4);
    expect(logRows(t.app, '新增快递')).toHaveLength(0);
  });

  it('lets a deleted company’s name be used again', async () => {
    await del(427);
    expect((await post({ code: 'SF', name: '顺丰速运', sort: 0 })).statusCode).toBe(201);
    expect((await list()).content.map((e) => e.name)).toContain('顺丰速运');
  });
});

describe('PUT api/yxExpress', () => {
  it('edits code, name, sort and isShow, answering 204, with a log row', async () => {
    expect((await put({ id: 429, code: 'YTO', name: '圆通速递', sort: 2, isShow: 1 })).statusCode).toBe(204);
    expect(row(429)).toEqual({ code: 'YTO', name: '圆通速递', sort: 2, is_show: 1, is_del: 0 });
    expect(logRows(t.app, '修改快递')).toHaveLength(1);
  });

  it.each([
    // yshop inserted a row for a PUT without id (CONTRACT-SHOP 10.3).
    [{ code: 'NEW', name: '新公司' }, 'ID 不能为空'],
    [{ id: 9999, code: 'NEW', name: '新公司' }, '快递公司不存在'],
    [{ id: 429, code: 'YTO', name: '顺丰速运' }, '快递公司名称已存在'],
    [{ id: 429, code: '', name: '圆通速递' }, '请输入快递公司编号'],
  ])('refuses %j: %s, changing nothing', async (body, message) => {
    expectError(await put(body), 400, message);
    expect(rowCount()).toBe(4);
    expect(row(429)).toEqual({ code: 'YTO', name: '圆通速递', sort: 0, is_show: 0, is_del: 0 });
  });

  it('refuses a deleted company', async () => {
    await del(429);
    expectError(await put({ id: 429, code: 'YTO', name: '圆通速递' }), 400, '快递公司不存在');
  });
});

describe('DELETE api/yxExpress/{id} (CONTRACT-SHOP 9.4: never refused)', () => {
  it('soft-deletes, with a log row; the company leaves the list and cannot be deleted again', async () => {
    expect((await del(428)).statusCode).toBe(200);
    expect(row(428)).toMatchObject({ is_del: 1 });
    expect((await list()).content.map((e) => e.id)).toEqual([429, 427, 426]);
    expect(logRows(t.app, '删除快递')).toHaveLength(1);
    expectError(await del(428), 400, '快递公司不存在');
  });

  it.each(['0', 'x', '1,2', '-5'])('refuses the id %j', async (id) => {
    expectError(await del(id), 400);
    expect((await list()).totalElements).toBe(4);
  });
});

describe('who may call it (CONTRACT-SHOP 7.1)', () => {
  it('YXEXPRESS_SELECT lists only; YXEXPRESS_ALL does everything; each write string its own write', async () => {
    const reader = await signInWith(t.app, ['YXEXPRESS_SELECT']);
    expect((await list('', reader)).totalElements).toBe(4);
    expectError(await post({ code: 'X', name: '越权' }, reader), 403, '没有权限');
    expectError(await put({ id: 429, code: 'X', name: '越权' }, reader), 403, '没有权限');
    expectError(await del(429, reader), 403, '没有权限');

    const all = await signInWith(t.app, ['YXEXPRESS_ALL']);
    expect((await post({ code: 'JD', name: '京东物流' }, all)).statusCode).toBe(201);
    expect((await put({ id: 429, code: 'YTO', name: '圆通快递' }, all)).statusCode).toBe(204);
    expect((await del(428, all)).statusCode).toBe(200);

    const creator = await signInWith(t.app, ['YXEXPRESS_CREATE']);
    expect((await post({ code: 'DB', name: '德邦快递' }, creator)).statusCode).toBe(201);
    expectError(await call(t.app, 'GET', URL, { token: creator }), 403);
    expectError(await put({ id: 429, code: 'YTO', name: '圆通' }, creator), 403);
    const editor = await signInWith(t.app, ['YXEXPRESS_EDIT']);
    expect((await put({ id: 429, code: 'YTO', name: '圆通' }, editor)).statusCode).toBe(204);
    expectError(await del(427, editor), 403);
    const deleter = await signInWith(t.app, ['YXEXPRESS_DELETE']);
    expect((await del(427, deleter)).statusCode).toBe(200);
  });
});
