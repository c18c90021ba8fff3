/**
 * The shop lists' `sort` (yshop passed it unescaped into ORDER BY, CONTRACT-SHOP 10.1):
 * here only whitelisted columns reach SQL. Injection text is ignored (the default order,
 * every row), no table or row goes missing, and nothing answers 500.
 */
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => destroyTestApp(t));

const SHOP_TABLES = ['yx_store_category', 'yx_express', 'yx_shipping_templates', 'yx_shipping_templates_region', 'yx_shipping_templates_free'];
const sizes = () => SHOP_TABLES.map((table) => t.app.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number);
const schema = () => t.app.ctx.db.prepare('SELECT name, sql FROM sqlite_master ORDER BY name').all();

const INJECTIONS = [
  'id;DROP TABLE yx_express',
  'id desc; DELETE FROM yx_shipping_templates --,asc',
  "(SELECT CASE WHEN (SELECT 1 FROM users WHERE username='admin') THEN id ELSE name END),desc",
  '1,desc',
  'id) UNION SELECT 1,2,3,4,5 --',
  'is_del,desc',
  'create_time,asc',
  'sqlite_version(),asc',
  "name COLLATE NOCASE,desc",
  'RANDOM(),asc',
  '__proto__,desc',
  'constructor,asc',
];

/** The lists with a sort, their default order (yshop's id desc) as ids. */
const LISTS: ReadonlyArray<readonly [url: string, defaultIds: readonly number[]]> = [
  ['/api/yxExpress?page=0&size=50', [429, 428, 427, 426]],
  ['/api/yxShippingTemplates?page=0&size=50', [35, 34]],
];

describe.each(LISTS)('%s', (url, defaultIds) => {
  it.each(INJECTIONS)('ignores the sort %j: the default order, every row, the schema intact', async (sort) => {
    const before = { sizes: sizes(), schema: schema() };
    const res = await call(t.app, 'GET', `${url}&sort=${encodeURIComponent(sort)}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: Array<{ id: number }> }>().content.map((row) => row.id)).toEqual(defaultIds);
    expect({ sizes: sizes(), schema: schema() }).toEqual(before);
  });

  it('still honours a whitelisted column with a direction, and reads any other direction word as ascending', async () => {
    const ids = async (sort: string) =>
      (await call(t.app, 'GET', `${url}&sort=${encodeURIComponent(sort)}`, { token: admin })).json<{ content: Array<{ id: number }> }>().content.map((row) => row.id);
    const ascending = [...defaultIds].reverse();
    expect(await ids('id,asc')).toEqual(ascending);
    expect(await ids('id,desc')).toEqual(defaultIds);
    expect(await ids('id,desc; DROP TABLE users')).toEqual(ascending);
  });

  it('refuses a sort longer than 100 characters with a 400, changing nothing', async () => {
    const before = sizes();
    expectError(await call(t.app, 'GET', `${url}&sort=${encodeURIComponent(`id,desc${' '.repeat(100)}; DROP TABLE users`)}`, { token: admin }), 400);
    expect(sizes()).toEqual(before);
  });
});

it('the category tree ignores sort entirely (yshop’s tree has no ORDER BY from the request)', async () => {
  const plain = (await call(t.app, 'GET', '/api/yxStoreCategory', { token: admin })).json<unknown>();
  for (const sort of INJECTIONS) {
    const res = await call(t.app, 'GET', `/api/yxStoreCategory?sort=${encodeURIComponent(sort)}`, { token: admin });
    expect(res.json<unknown>()).toEqual(plain);
  }
});
