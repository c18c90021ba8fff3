import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { expectMessage, logRows, readXlsx } from '../testing/system-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

interface Rule {
  id: number;
  ruleName: string;
  ruleValue: Array<{ value: string; detail: string[] }>;
  createTime: string;
  updateTime: string | null;
}
type Page = { content: Rule[]; totalElements: number };
const list = async (query = 'page=0&size=10'): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxStoreProductRule?${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const live = (): number => t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product_rule WHERE is_del = 0').pluck().get() as number;

describe('GET api/yxStoreProductRule', () => {
  it('lists the dump’s seven rules newest first, raw entities with text dates, specs without values kept', async () => {
    const page = await list();
    expect(page.totalElements).toBe(7);
    expect(page.content.map((r) => r.id)).toEqual([105952, 105951, 29, 26, 25, 24, 10]);
    expect(page.content[0]).toEqual({
      id: 105952,
      ruleName: '斯特',
      ruleValue: [{ value: '图书', detail: [] }],
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateTime: expect.stringMatching(/^\d{4}-/),
    });
    expect(page.content.filter((r) => r.ruleName === '手机')).toHaveLength(2);
  });

  it('sorts by whitelisted columns only; injection text gives the default order', async () => {
    expect((await list('sort=id,asc')).content[0]!.id).toBe(10);
    for (const sort of ['rule_name,asc', 'id);DROP TABLE yx_store_product_rule;--', '(select 1)']) {
      expect((await list(`sort=${encodeURIComponent(sort)}`)).content[0]!.id).toBe(105952);
    }
    expect(live()).toBe(7);
  });

  it('exports sku规则数据.xlsx, formula-looking names prefixed', async () => {
    await call(t.app, 'POST', '/api/yxStoreProductRule/save/0', { token: admin, body: { ruleName: '@SUM(A1)', ruleValue: [{ value: '颜色', detail: ['红', '白'] }] } });
    const res = await call(t.app, 'GET', '/api/yxStoreProductRule/download', { token: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('sku规则数据.xlsx'));
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['规格名称', '规格值', '创建时间', '更新时间']);
    expect(rows[1]!.slice(0, 2)).toEqual(["'@SUM(A1)", '颜色 : 红,白']);
    expect(rows).toHaveLength(9);
  });
});

describe('writing rules', () => {
  it('creates with id 0 and edits by id (201 both), reading only ruleName and ruleValue; each logged', async () => {
    const body = { ruleName: '尺码', ruleValue: [{ value: '尺码', detail: ['S', 'M'], detailValue: '', attrHidden: true }], id: 5, createTime: 'x', isDel: 1 };
    expect((await call(t.app, 'POST', '/api/yxStoreProductRule/save/0', { token: admin, body })).statusCode).toBe(201);
    const created = (await list()).content[0]!;
    expect(created).toMatchObject({ ruleName: '尺码', ruleValue: [{ value: '尺码', detail: ['S', 'M'] }] });
    expect(created.id).toBeGreaterThan(105952);
    const edit = { ruleName: '尺码2', ruleValue: [{ value: '尺码', detail: ['L'] }] };
    expect((await call(t.app, 'POST', `/api/yxStoreProductRule/save/${created.id}`, { token: admin, body: edit })).statusCode).toBe(201);
    expect((await list()).content[0]).toMatchObject({ id: created.id, ruleName: '尺码2', ruleValue: [{ value: '尺码', detail: ['L'] }] });
    expect(logRows(t.app, '新增sku规则')).toHaveLength(1);
    expect(logRows(t.app, '修改sku规则')).toHaveLength(1);
  });

  it.each([
    [{ ruleValue: [] }, '请输入规则名称'],
    [{ ruleName: ' ', ruleValue: [] }, '请输入规则名称'],
    [{ ruleName: '颜色' }, '规格名称/值必填'],
    [{ ruleName: '颜色', ruleValue: null }, '规格名称/值必填'],
    [{ ruleName: '颜色', ruleValue: [{ value: '颜色', detail: ['红-色'] }] }, '规格值不能包含 - _ ,'],
    [{ ruleName: '颜色', ruleValue: [{ value: '颜色', detail: ['红', '红'] }] }, '规格值不能重复'],
    [{ ruleName: '颜色', ruleValue: '颜色' }, '规格格式不正确'],
  ])('refuses %j: %s', async (body, message) => {
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProductRule/save/0', { token: admin, body }), 400, message);
    expect(live()).toBe(7);
  });

  it('refuses to edit an unknown or deleted rule (yshop silently changes nothing)', async () => {
    const body = { ruleName: 'x', ruleValue: [] };
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProductRule/save/999', { token: admin, body }), 400, '规格模板不存在');
  });

  it('deletes softly, all or nothing, at the path with or without yshop’s trailing slash', async () => {
    expect((await call(t.app, 'DELETE', '/api/yxStoreProductRule/', { token: admin, body: [10, 24] })).statusCode).toBe(200);
    expect(live()).toBe(5);
    expect(t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product_rule').pluck().get()).toBe(7);
    expectMessage(await call(t.app, 'DELETE', '/api/yxStoreProductRule', { token: admin, body: [25, 10] }), 400, '规格模板不存在');
    expect((await list()).content.map((r) => r.id)).toContain(25);
    expect((await call(t.app, 'DELETE', '/api/yxStoreProductRule', { token: admin, body: [25] })).statusCode).toBe(200);
    expect(live()).toBe(4);
    expect(logRows(t.app, '删除sku规则')).toHaveLength(2);
  });

  it('is read-only for the editor: the list yes, saves and deletes no', async () => {
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'GET', '/api/yxStoreProductRule', { token: editor })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/yxStoreProductRule/save/0', { token: editor, body: { ruleName: 'x', ruleValue: [] } })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/yxStoreProductRule', { token: editor, body: [10] })).statusCode).toBe(403);
    expect(live()).toBe(7);
  });
});
