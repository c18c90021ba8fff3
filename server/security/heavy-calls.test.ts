/**
 * Issue 30: calls whose work grows with their input are bounded, refused in Chinese
 * beyond the bound, and the heavy ones share one allowance per user (429 with
 * Retry-After), so one caller cannot stall the others.
 */
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, makeRole, signInAs } from '../testing/system-fixtures';
import { productForm } from '../products/test-fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await destroyTestApp(t);
  t = undefined;
});

const spec = (name: string, count: number) => ({ value: name, detail: Array.from({ length: count }, (_, i) => `${name}${i}`) });
const formatAttr = (app: FastifyInstance, token: string, attrs: unknown) => call(app, 'POST', '/api/yxStoreProduct/isFormatAttr/0', { token, body: { attrs } });

describe('which calls are heavy', () => {
  it('are every export, the SKU tables, the product save and the picture upload, and nothing else', async () => {
    t = await createTestApp();
    const heavy = t.app.accessRules.filter((r) => r.heavy).map((r) => `${r.method} ${r.url}`);
    const exports = t.app.accessRules.filter((r) => r.method === 'GET' && r.url.endsWith('/download')).map((r) => `${r.method} ${r.url}`);
    expect(exports.length).toBeGreaterThanOrEqual(13);
    expect(heavy.sort()).toEqual(
      [...exports, 'POST /api/yxStoreProduct/isFormatAttr/:id', 'POST /api/yxStoreProduct/isFormatAttrForActivity/:id', 'POST /api/yxStoreProduct/addOrSave', 'POST /api/pictures'].sort(),
    );
  });
});

describe('isFormatAttr', () => {
  it('needs the product add or edit permission, as the buttons that use it do: read-only callers are refused', async () => {
    t = await createTestApp();
    const attrs = [spec('颜色', 2)];
    const editor = await login(t.app, 'editor');
    expect((await formatAttr(t.app, editor, attrs)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/yxStoreProduct/isFormatAttrForActivity/0', { token: editor, body: { attrs } })).statusCode).toBe(403);
    const dept = deptId(t.app, '研发部');
    for (const permission of ['YXSTOREPRODUCT_CREATE', 'YXSTOREPRODUCT_EDIT']) {
      const token = await signInAs(t.app, `u_${permission.toLowerCase()}`, [makeRole(t.app, permission, 3, [permission])], dept);
      expect((await formatAttr(t.app, token, attrs)).statusCode).toBe(200);
    }
  });

  it('builds the 1,000 rows the SKU table shows and refuses more combinations in Chinese', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin');
    const thousand = await formatAttr(t.app, admin, [spec('颜色', 10), spec('尺码', 10), spec('款式', 10)]);
    expect(thousand.statusCode).toBe(200);
    expect(thousand.json<{ value: unknown[] }>().value).toHaveLength(1000);
    // The call: 4 specs of 10 values, 10,000 rows and 3.3 MB of answer.
    expectMessage(await formatAttr(t.app, admin, [spec('颜色', 10), spec('尺码', 10), spec('款式', 10), spec('材质', 10)]), 400, '规格组合不能超过 1000 个');
    expectMessage(await formatAttr(t.app, admin, [spec('颜色', 7), spec('尺码', 11), spec('款式', 13)]), 400, '规格组合不能超过 1000 个');
  });
});

describe('addOrSave', () => {
  it('refuses more SKUs than the table holds before reading them', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin');
    const sku = { price: '1', cost: '1', ot_price: '1', stock: 1, detail: { 颜色: '红' } };
    const res = await call(t.app, 'POST', '/api/yxStoreProduct/addOrSave', {
      token: admin,
      body: productForm({ spec_type: 1, items: [spec('颜色', 2)], attrs: Array.from({ length: 1001 }, () => sku) }),
    });
    expectMessage(res, 400, '规格组合不能超过 1000 个');
  });
});

describe('the per-user allowance of heavy calls', () => {
  it('answers 429 with Retry-After and a Chinese message past the allowance, shared by the heavy calls of one user only', async () => {
    t = await createTestApp({ heavyRateLimit: { max: 2, windowMs: 30_000 } }); // under a minute: the wait is said in seconds
    const admin = await login(t.app, 'admin');
    const editor = await login(t.app, 'editor');
    const attrs = [spec('颜色', 2)];
    expect((await formatAttr(t.app, admin, attrs)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/yxStoreProduct/download?isShow=1', { token: admin })).statusCode).toBe(200);
    const refused = await formatAttr(t.app, admin, attrs);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    expect((await call(t.app, 'GET', '/api/users/download', { token: admin })).statusCode).toBe(429);
    // Light calls are not counted, and another user has an allowance of their own.
    expect((await call(t.app, 'GET', '/api/yxStoreProduct?page=0&size=10', { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/yxStoreProduct/download?isShow=1', { token: editor })).statusCode).toBe(200);
  });

  it('serves one heavy call of a user at a time: a second sent meanwhile is refused at once, and the next one after it is served', async () => {
    t = await createTestApp({ heavyRateLimit: { max: 100, windowMs: 60_000 } });
    const admin = await login(t.app, 'admin');
    // An export waits for its worker thread: the isFormatAttr sent meanwhile finds it running.
    const [exported, meanwhile] = await Promise.all([
      call(t.app, 'GET', '/api/yxStoreProduct/download?isShow=1', { token: admin }),
      formatAttr(t.app, admin, [spec('颜色', 2)]),
    ]);
    expect(exported.statusCode).toBe(200);
    expect(meanwhile.statusCode).toBe(429);
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect(meanwhile.json<{ message: string }>().message).toBe('上一个操作尚未完成，请稍后再试');
    expect((await formatAttr(t.app, admin, [spec('颜色', 2)])).statusCode).toBe(200);
  });

  it('is on by default', async () => {
    t = await createTestApp({ heavyRateLimit: undefined });
    const admin = await login(t.app, 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await formatAttr(t.app, admin, [spec('颜色', 1)])).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('exports', () => {
  it('refuse more rows than an export holds, in Chinese, and still export up to it', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin');
    const { db } = t.app.ctx;
    const insert = db.prepare("INSERT INTO yx_store_product (image, slider_image, store_name, cate_id, temp_id, price, stock, is_show, create_time) VALUES ('/a.png', '/a.png', ?, 11, 34, 100, 5, 0, 0)");
    db.transaction(() => {
      for (let i = 0; i < 10_001; i += 1) insert.run(`导出商品${i}`);
    })();
    expectMessage(await call(t.app, 'GET', '/api/yxStoreProduct/download?isShow=0', { token: admin }), 400, '导出数据不能超过 10000 条，请缩小查询范围');
    expect((await call(t.app, 'GET', `/api/yxStoreProduct/download?isShow=0&storeName=${encodeURIComponent('导出商品1')}`, { token: admin })).statusCode).toBe(200);
  });
});

describe('bulk deletes', () => {
  it('refuse more ids than ten pages of the largest page size (a category delete\'s path is shorter still: Fastify\'s 100-character parameter)', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin');
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expectMessage(await call(t.app, 'DELETE', '/api/users', { token: admin, body: ids }), 400, '一次最多处理 1000 条数据');
  });
});
