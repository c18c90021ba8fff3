import { DUMP_MEMBER } from '../shared/demo';
import { signInWith } from '../testing/shop-fixtures';
import { readXlsx } from '../testing/system-fixtures';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { RelationDto } from './schemas';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: RelationDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxStoreProductRelation?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const count = (type: string) => t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product_relation WHERE type = ? AND is_del = 0').pluck().get(type) as number;

describe('GET api/yxStoreProductRelation', () => {
  it('lists one kind per type, in yshop’s shape: the member’s nickname, the product, GMT+8 text times; the dump’s footprints kept', async () => {
    const foot = await list('page=0&size=100&sort=id,asc&type=foot');
    expect(foot.totalElements).toBe(count('foot'));
    expect(foot.content.every((r) => r.type === 'foot')).toBe(true);
    expect(foot.content.slice(0, 5).map((r) => [r.id, r.uid, r.productId])).toEqual([
      [23, DUMP_MEMBER.uid, 37], [24, DUMP_MEMBER.uid, 34], [25, DUMP_MEMBER.uid, 35], [26, DUMP_MEMBER.uid, 36], [27, DUMP_MEMBER.uid, 33],
    ]);
    expect(foot.content[0]).toEqual({
      id: 23, uid: DUMP_MEMBER.uid, userName: DUMP_MEMBER.phone, productId: 37,
      product: { id: 37, storeName: '小米电视5 55英寸 L55M6-5 4K超高清全面屏', image: expect.any(String) },
      type: 'foot', category: 'product', createTime: '2025-04-04 10:12:31', updateTime: '2025-04-04 10:12:31',
    });
    const collect = await list('page=0&size=100&type=collect');
    expect(collect.totalElements).toBe(count('collect'));
    expect(collect.totalElements).toBeGreaterThan(2);
    expect(collect.content.every((r) => r.type === 'collect')).toBe(true);
    expect((await list('page=0&size=1')).totalElements).toBe(count('foot') + count('collect'));
    expect((await list('type=')).totalElements).toBe(count('foot') + count('collect'));
  });

  it('lists a relation whose member or product is gone with userName / product null (Rec. 7.20), never a deleted relation', async () => {
    const db = t.app.ctx.db;
    db.prepare('UPDATE yx_user SET is_del = 1 WHERE uid = ?').run(DUMP_MEMBER.uid);
    db.prepare('UPDATE yx_store_product SET is_del = 1 WHERE id = 34').run();
    db.prepare('UPDATE yx_store_product_relation SET is_del = 1 WHERE id = 25').run();
    const rows = (await list('page=0&size=100&type=foot&sort=id,asc')).content;
    expect(rows.find((r) => r.id === 24)).toMatchObject({ userName: null, productId: 34, product: null });
    expect(rows.map((r) => r.id)).not.toContain(25);
  });

  it('refuses another type, sorts only by its own columns', async () => {
    expectError(await call(t.app, 'GET', '/api/yxStoreProductRelation?type=like', { token: admin }), 400, '类型只能是 collect 或 foot');
    const ids = async (q: string) => (await list(`page=0&size=5&type=foot&${q}`)).content.map((r) => r.id);
    expect(await ids('sort=id,asc')).toEqual([23, 24, 25, 26, 27]);
    expect(await ids('sort=store_name;drop table,asc')).toEqual(await ids(''));
  });

  it('needs yxStoreProductRelation:list (admin passes); no writes are served', async () => {
    const reader = await signInWith(t.app, ['yxStoreProductRelation:list']);
    expect((await list('page=0&size=1&type=foot', reader)).content).toHaveLength(1);
    const other = await signInWith(t.app, ['YXUSER_SELECT']);
    expect((await call(t.app, 'GET', '/api/yxStoreProductRelation', { token: other })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/yxStoreProductRelation/download', { token: other })).statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await call(t.app, method, '/api/yxStoreProductRelation', { token: admin, body: [23] })).statusCode).toBe(404);
  });
});

describe('GET api/yxStoreProductRelation/download', () => {
  it('exports the kind asked for with the screens’ columns', async () => {
    const res = await call(t.app, 'GET', '/api/yxStoreProductRelation/download?type=foot&sort=id,asc', { token: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('商品收藏足迹数据.xlsx'));
    const sheet = await readXlsx(res);
    expect(sheet[0]).toEqual(['用户ID', '用户名', '商品ID', '商品名称', '类型', '添加时间']);
    expect(sheet[1]).toEqual([String(DUMP_MEMBER.uid), DUMP_MEMBER.phone, '37', '小米电视5 55英寸 L55M6-5 4K超高清全面屏', '足迹', '2025-04-04 10:12:31']);
    expect(sheet).toHaveLength(count('foot') + 1);
  });
});
