import type { LightMyRequestResponse } from 'fastify';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { expectMessage, logRows, readXlsx } from '../testing/system-fixtures';
import { productForm, twoSpecForm } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

interface ListItem {
  id: number;
  storeName: string;
  price: number;
  otPrice: number;
  cost: number;
  stock: number;
  sales: number;
  isShow: number;
  cateId: string;
  isIntegral: number;
  storeCategory: { id: number; cateName: string } | null;
}
type Page = { content: ListItem[]; totalElements: number; cateList: Array<{ value: number; label: string; disabled: number }> };

const list = async (query: string): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxStoreProduct?${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const save = (body: unknown): Promise<LightMyRequestResponse> => call(t.app, 'POST', '/api/yxStoreProduct/addOrSave', { token: admin, body });
const productCount = (): number => t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product').pluck().get() as number;
const idOf = (name: string): number => t.app.ctx.db.prepare('SELECT id FROM yx_store_product WHERE store_name = ? AND is_del = 0').pluck().get(name) as number;
type SkuRow = { sku: string; unique: string; price: number; stock: number; sales: number };
const skus = (id: number): SkuRow[] =>
  t.app.ctx.db.prepare('SELECT sku, "unique", price, stock, sales FROM yx_store_product_attr_value WHERE product_id = ? ORDER BY sku').all(id) as SkuRow[];

describe('GET api/yxStoreProduct', () => {
  it('lists the seeded products on the 出售中 tab with yshop’s fields, amounts as numbers, and cateList', async () => {
    const page = await list('page=0&size=10&isShow=1&isDel=0&sort=id,desc');
    expect(page.totalElements).toBe(8);
    expect(page.content.map((p) => p.id)).toEqual([39, 38, 37, 36, 35, 34, 33, 32]);
    const brushes = page.content.find((p) => p.id === 34)!;
    expect(brushes).toMatchObject({ price: 1, otPrice: 33, cost: 2, stock: 37800, sales: 2188, cateId: '11', isShow: 1, storeCategory: { id: 11, cateName: '工具' } });
    expect(page.content.find((p) => p.id === 33)).toMatchObject({ price: 0.2 });
    expect(page.content.filter((p) => p.isIntegral === 1).map((p) => p.id)).toEqual([39, 38]);
    expect(page.cateList).toEqual(expect.arrayContaining([{ value: 11, label: '|-----|-----工具', disabled: 1 }]));
    // CONTRACT-SHOP 12's replay: 20 entries, the 8 top levels with yshop's inverted disabled 0.
    expect([page.cateList.length, page.cateList.filter((c) => c.disabled === 0).length]).toEqual([20, 8]);
    expect((await list('isShow=0')).totalElements).toBe(0);
    expect((await list('isShow=0')).content).toEqual([]);
  });

  it('searches names (short and long texts alike), filters by category and 积分商品, and pages with the right total', async () => {
    expect((await list('storeName=唇')).content.map((p) => p.id).sort()).toEqual([32, 33]);
    expect((await list('storeName=MateBook')).content.map((p) => p.id)).toEqual([36]);
    expect((await list('storeName=100%')).totalElements).toBe(0);
    expect((await list('cateId=36')).content.map((p) => p.id)).toEqual([39, 38]);
    expect((await list('isIntegral=1&cateId=36')).totalElements).toBe(2);
    const second = await list('page=1&size=3');
    expect(second.content.map((p) => p.id)).toEqual([36, 35, 34]);
    expect(second.totalElements).toBe(8);
  });

  it('pages a name search the same in the default order (read newest first from the index) and in any other', async () => {
    const insert = t.app.ctx.db.prepare(
      "INSERT INTO yx_store_product (image, slider_image, store_name, cate_id, temp_id, price, stock, is_show, create_time) VALUES ('/a.png', '/a.png', ?, 11, 34, ?, 5, ?, 0)",
    );
    const ids = Array.from({ length: 25 }, (_, i) => Number(insert.run(`搜索测试商品${i}`, 100 + i, i % 5 === 0 ? 0 : 1).lastInsertRowid));
    const shown = ids.filter((_, i) => i % 5 !== 0);
    const newest = [...shown].reverse();
    expect((await list('storeName=搜索测试&isShow=1&page=0&size=10')).content.map((p) => p.id)).toEqual(newest.slice(0, 10));
    const second = await list('storeName=搜索测试&isShow=1&page=1&size=10');
    expect(second.content.map((p) => p.id)).toEqual(newest.slice(10, 20));
    expect(second.totalElements).toBe(20);
    expect((await list('storeName=搜索测试&isShow=1&page=0&size=10&sort=id,asc')).content.map((p) => p.id)).toEqual(shown.slice(0, 10));
    expect((await list('storeName=搜索测试商品2&sort=price,desc')).content.map((p) => p.id)).toEqual([ids[24], ids[23], ids[22], ids[21], ids[20], ids[2]]);
  });

  it('sorts only by whitelisted columns; injection text in sort is ignored (default order, nothing run)', async () => {
    expect((await list('sort=price,asc')).content.map((p) => p.id).slice(0, 3)).toEqual([37, 33, 36]);
    expect((await list('sort=stock,desc')).content[0]!.id).toBe(36);
    for (const sort of ['id;DROP TABLE yx_store_product', '(SELECT 1),desc', 'price desc, (select sqlite_version())', 'store_name,asc']) {
      const page = await list(`sort=${encodeURIComponent(sort)}`);
      expect([sort, page.content.map((p) => p.id)]).toEqual([sort, [39, 38, 37, 36, 35, 34, 33, 32]]);
    }
    // A direction that is not `desc` reads as ascending; the text itself never reaches SQL.
    expect((await list(`sort=${encodeURIComponent('price,desc;--')}`)).content.map((p) => p.id).slice(0, 3)).toEqual([37, 33, 36]);
    expect(productCount()).toBe(8);
  });

  it('exports the filtered list as a real xlsx, formula-looking names prefixed', async () => {
    expect((await save(productForm({ store_name: '=HYPERLINK("http://x","点我")' }))).statusCode).toBe(201);
    const res = await call(t.app, 'GET', '/api/yxStoreProduct/download?isShow=1&storeName=HYPERLINK', { token: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['商品ID', '商品名称', '分类名称', '商品价格', '原价', '成本价', '销量', '库存', '单位', '商品类型', '状态', '关键字', '商品简介']);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([["'=HYPERLINK(\"http://x\",\"点我\")", '工具', '12.50', '20.00']]);
  });
});

describe('info and isFormatAttr', () => {
  it('info/0 gives the form’s lists; info/{id} a multi-spec product with its specs and real SKU figures', async () => {
    const empty = (await call(t.app, 'GET', '/api/yxStoreProduct/info/0', { token: admin })).json<Record<string, unknown>>();
    expect(Object.keys(empty).sort()).toEqual(['cateList', 'ruleList', 'tempList']);
    expect((empty.ruleList as unknown[]).length).toBe(7);
    expect(empty.tempList).toEqual(expect.arrayContaining([expect.objectContaining({ id: 34, name: '默认全国运费模板' })]));
    const info = (await call(t.app, 'GET', '/api/yxStoreProduct/info/34', { token: admin })).json<{ productInfo: Record<string, unknown> }>().productInfo;
    expect(info).toMatchObject({ id: 34, cate_id: '11', spec_type: 1, temp_id: 34, price: 1, stock: 37800, items: [{ value: '长', detail: ['100m', '90m'] }, { value: '高', detail: ['50m', '70'] }] });
    expect((info.slider_image as string[]).length).toBe(2);
    // A multi-spec product's attr is an empty SKU (yshop's), its SKUs are in attrs.
    expect(info.attr).toMatchObject({ sku: '', price: 0, stock: 0, detail: {} });
    expect(Object.keys(info.attr as object)).not.toContain('value1');
    expect((info.attrs as Array<Record<string, unknown>>).map((a) => [a.value1, a.value2, a.price, a.stock])).toEqual([
      ['100m', '50m', 10, 8105],
      ['100m', '70', 8, 9914],
      ['90m', '50m', 9, 9898],
      ['90m', '70', 1, 9883],
    ]);
  });

  it('info/{id} of a single-spec product: attr is its one SKU, items and attrs null; unknown or deleted ids are refused', async () => {
    const info = (await call(t.app, 'GET', '/api/yxStoreProduct/info/37', { token: admin })).json<{ productInfo: Record<string, unknown> }>().productInfo;
    expect(info).toMatchObject({ spec_type: 0, items: null, attrs: null, attr: { value1: '规格', sku: '', price: 0.01, stock: 9997, pink_price: 5.01, seckill_stock: 8, integral: 10 } });
    expectMessage(await call(t.app, 'GET', '/api/yxStoreProduct/info/999', { token: admin }), 400, '商品不存在');
    await call(t.app, 'DELETE', '/api/yxStoreProduct/37', { token: admin });
    expectMessage(await call(t.app, 'GET', '/api/yxStoreProduct/info/37', { token: admin }), 400, '商品不存在');
  });

  it('isFormatAttr builds every combination once, the first spec slowest, with the header; stored SKUs keep their figures and sku', async () => {
    const attrs = [{ value: '长', detail: ['100m', '90m', '80m'] }, { value: '高', detail: ['50m', '70'] }];
    const res = await call(t.app, 'POST', '/api/yxStoreProduct/isFormatAttr/34', { token: admin, body: { attrs } });
    expect(res.statusCode).toBe(200);
    const { attr, value, header } = res.json<{ attr: unknown; value: Array<Record<string, unknown>>; header: Array<{ title: string; slot: string }> }>();
    expect(attr).toEqual(attrs);
    expect(value.map((v) => [v.value1, v.value2, v.sku, v.price])).toEqual([
      ['100m', '50m', '100m,50m', 10],
      ['100m', '70', '100m,70', 8],
      ['90m', '50m', '50m,90m', 9],
      ['90m', '70', '70,90m', 1],
      ['80m', '50m', '', 0],
      ['80m', '70', '', 0],
    ]);
    expect(value[4]!.detail).toEqual({ 长: '80m', 高: '50m' });
    expect(header.map((h) => h.title)).toEqual(['长', '高', '图片', '售价', '成本价', '原价', '库存', '产品编号', '重量(KG)', '体积(m³)', '所需兑换积分', '操作']);
    const activity = await call(t.app, 'POST', '/api/yxStoreProduct/isFormatAttrForActivity/0', { token: admin, body: { attrs } });
    expect(activity.json<{ header: Array<{ slot: string }> }>().header.map((h) => h.slot).slice(-5)).toEqual(['pink_price', 'pink_stock', 'seckill_price', 'seckill_stock', 'action']);
    expect((await call(t.app, 'POST', '/api/yxStoreProduct/isFormatAttr/0', { token: admin, body: {} })).json()).toEqual({ attr: [], value: [], header: [] });
  });

  it.each([
    [[{ value: '颜色', detail: [] }], '请至少添加一个规格值哦'],
    [[{ value: '颜色', detail: ['红-白'] }], '规格值不能包含 - _ ,'],
    [[{ value: '颜色', detail: ['红_白'] }], '规格值不能包含 - _ ,'],
    [[{ value: '颜色', detail: ['红,白'] }], '规格值不能包含 - _ ,'],
    [[{ value: '颜色', detail: ['红', '白'] }, { value: '款式', detail: ['白', '红'] }], '规格组合重复'],
    [[{ value: '颜色', detail: ['红'] }, { value: '颜色', detail: ['白'] }], '规格名称不能重复'],
    [[{ value: '', detail: ['红'] }], '规格名称不能为空'],
    ['颜色', '规格格式不正确'],
  ])('isFormatAttr refuses %j: %s', async (attrs, message) => {
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProduct/isFormatAttr/0', { token: admin, body: { attrs } }), 400, message);
  });
});

describe('addOrSave (CONTRACT-SHOP 9.3)', () => {
  it('creates a two-spec product: price, ot_price and cost are the SKU minima, stock the sum; the save is logged', async () => {
    expect((await save(twoSpecForm({ store_name: '双规格商品', price: 999, stock: 1, sales: 5000 }))).statusCode).toBe(201);
    const id = idOf('双规格商品');
    const item = (await list('storeName=双规格商品')).content[0]!;
    expect(item).toMatchObject({ id, price: 9.99, otPrice: 30, cost: 1, stock: 26, sales: 0 });
    expect(skus(id).map((s) => [s.sku, s.price, s.stock])).toEqual([
      ['M,白', 1200, 8],
      ['M,红', 1100, 6],
      ['S,白', 999, 7],
      ['S,红', 1050, 5],
    ]);
    expect(skus(id).every((s) => /^[0-9a-f]{32}$/.test(s.unique))).toBe(true);
    expect(logRows(t.app, '新增商品')).toHaveLength(1);
  });

  it('keeps each SKU’s unique and sales when its combination stays, drops the ones that went, gives new ones a new unique', async () => {
    await save(twoSpecForm({ store_name: '编辑商品' }));
    const id = idOf('编辑商品');
    t.app.ctx.db.prepare('UPDATE yx_store_product_attr_value SET sales = 3 WHERE product_id = ?').run(id);
    const before = new Map(skus(id).map((s) => [s.sku, s.unique]));
    const form = twoSpecForm({ id, store_name: '编辑商品' }) as { items: Array<{ value: string; detail: string[] }>; attrs: Array<Record<string, unknown>> };
    form.items = [{ value: '颜色', detail: ['红', '白', '黑'] }, { value: '尺码', detail: ['S'] }];
    form.attrs = [
      { detail: { 颜色: '红', 尺码: 'S' }, price: '7.77', cost: 1, ot_price: 30, stock: 1, sku: 'anything' },
      { detail: { 颜色: '白', 尺码: 'S' }, price: '8', cost: 1, ot_price: 30, stock: 2 },
      { detail: { 颜色: '黑', 尺码: 'S' }, price: '9', cost: 1, ot_price: 30, stock: 3 },
    ];
    expect((await save(form)).statusCode).toBe(201);
    const after = skus(id);
    expect(after.map((s) => [s.sku, s.price, s.stock, s.sales])).toEqual([
      ['S,白', 800, 2, 3],
      ['S,红', 777, 1, 3],
      ['S,黑', 900, 3, 0],
    ]);
    expect(after.find((s) => s.sku === 'S,红')!.unique).toBe(before.get('S,红'));
    expect(after.find((s) => s.sku === 'S,白')!.unique).toBe(before.get('S,白'));
    expect([...before.values()]).not.toContain(after.find((s) => s.sku === 'S,黑')!.unique);
    expect((await list(`storeName=编辑商品`)).content[0]).toMatchObject({ price: 7.77, stock: 6 });
    const info = (await call(t.app, 'GET', `/api/yxStoreProduct/info/${id}`, { token: admin })).json<{ productInfo: { items: unknown } }>().productInfo;
    expect(info.items).toEqual(form.items);
    expect(logRows(t.app, '修改商品')).toHaveLength(1);
  });

  it('keeps a single-spec product’s unique and sales across saves (the dump’s SKU of product 37)', async () => {
    const info = (await call(t.app, 'GET', '/api/yxStoreProduct/info/37', { token: admin })).json<{ productInfo: Record<string, unknown> }>().productInfo;
    const body = { ...info, attrs: [{ ...(info.attr as object), price: '0.02', stock: 1000 }] };
    const res = await save(body);
    expect([res.statusCode, res.body]).toEqual([201, '']);
    expect(skus(37)).toEqual([{ sku: '默认', unique: 'a5750ad037e44097b7c5d0e6f3d6cd0d', price: 2, stock: 1000, sales: 3 }]);
    expect(t.app.ctx.db.prepare('SELECT price, stock, sales FROM yx_store_product WHERE id = 37').get()).toEqual({ price: 2, stock: 1000, sales: 1998 });
  });

  it('stores the detail HTML as sent', async () => {
    const html = '<p>好<img src="/file/pictures/a.png"><script>alert(1)</script></p>';
    await save(productForm({ store_name: 'HTML商品', description: html }));
    expect(t.app.ctx.db.prepare('SELECT description FROM yx_store_product WHERE id = ?').pluck().get(idOf('HTML商品'))).toBe(html);
  });

  it('makes one product of the same create sent twice (a double click)', async () => {
    const body = productForm({ store_name: '只建一次' });
    const [a, b] = await Promise.all([save(body), save(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(t.app.ctx.db.prepare("SELECT COUNT(*) FROM yx_store_product WHERE store_name = '只建一次'").pluck().get()).toBe(1);
    t.clock.advance(60_000);
    await save(body);
    expect(t.app.ctx.db.prepare("SELECT COUNT(*) FROM yx_store_product WHERE store_name = '只建一次'").pluck().get()).toBe(2);
  });

  const single = (sku: Record<string, unknown>) => productForm({ attrs: [{ ...(productForm().attrs as object[])[0]!, ...sku }] });
  it.each([
    ['no cover', productForm({ image: '' }), '商品图片必传'],
    ['no gallery', productForm({ slider_image: null }), '轮播图不为空'],
    ['no name', productForm({ store_name: '  ' }), '商品名称不能为空'],
    ['no keyword', productForm({ keyword: '' }), '关键字不能为空'],
    ['no category', productForm({ cate_id: '' }), '分类id不能为空'],
    ['no detail', productForm({ description: '' }), '商品详情不能为空'],
    ['no stock', single({ stock: 0 }), '库存不能低于0'],
    ['no SKUs', productForm({ attrs: [] }), '库存不能低于0'],
    ['an empty gallery', productForm({ slider_image: [] }), '请上传轮播图'],
    ['activity stock above stock', single({ stock: 5, pink_stock: 6 }), '活动商品库存不能大于原有商品库存'],
    ['multi spec without specs', twoSpecForm({ items: [] }), '请设置至少一个属性!'],
    ['a SKU detail not among the specs', twoSpecForm({ attrs: [{ detail: { 颜色: '绿', 尺码: 'S' }, price: 1, cost: 1, ot_price: 1, stock: 1 }] }), '规格组合与商品规格不一致'],
    ['a SKU detail missing a spec', twoSpecForm({ attrs: [{ detail: { 颜色: '红' }, price: 1, cost: 1, ot_price: 1, stock: 1 }] }), '规格组合与商品规格不一致'],
    [
      'the same combination twice',
      twoSpecForm({ attrs: [1, 2].map(() => ({ detail: { 颜色: '红', 尺码: 'S' }, price: 1, cost: 1, ot_price: 1, stock: 1 })) }),
      '规格组合重复',
    ],
    ['a value with a forbidden character', twoSpecForm({ items: [{ value: '颜色', detail: ['红,白'] }, { value: '尺码', detail: ['S'] }] }), '规格值不能包含 - _ ,'],
    ['a top-level category', productForm({ cate_id: 10 }), '商品分类只能选择二级分类'],
    ['an unknown category', productForm({ cate_id: 99999 }), '商品分类不存在'],
    ['an unknown template', productForm({ temp_id: 99999 }), '运费模板不存在'],
    ['an unknown product', productForm({ id: 99999 }), '商品不存在'],
    ['a price with 3 decimals', single({ price: '1.005' }), '售价最多两位小数'],
    ['a price with 3 decimals as a number', single({ price: 12.345 }), '售价最多两位小数'],
    ['a negative cost', single({ cost: -1 }), '成本价不能为负数'],
    ['a too large original price', single({ ot_price: '100000000' }), '原价不能超过 99999999.99'],
    ['a price that is not a number', single({ price: '12元' }), '售价必须是数字'],
    ['a negative stock', single({ stock: -1 }), '库存不能为负数'],
    ['a fractional stock', single({ stock: 1.5 }), '库存必须是整数'],
    ['a body that is no object', [1, 2], '请求体格式不正确'],
  ])('refuses %s, writing nothing', async (_what, body, message) => {
    const before = productCount();
    expectMessage(await save(body), 400, message);
    expect(productCount()).toBe(before);
  });

  it('refuses an edit that breaks a rule and leaves the stored product as it was', async () => {
    const before = skus(34);
    const info = (await call(t.app, 'GET', '/api/yxStoreProduct/info/34', { token: admin })).json<{ productInfo: Record<string, unknown> }>().productInfo;
    const attrs = (info.attrs as Array<Record<string, unknown>>).map((a, i) => (i === 3 ? { ...a, price: '-1' } : a));
    expectMessage(await save({ ...info, attrs }), 400, '售价不能为负数');
    expect(skus(34)).toEqual(before);
  });
});

describe('onsale and delete (CONTRACT-SHOP 4.2, 9.4)', () => {
  it('toggles from the state the operator saw: 1 takes it off the shelf, 0 puts it on', async () => {
    expect((await call(t.app, 'POST', '/api/yxStoreProduct/onsale/32', { token: admin, body: { status: 1 } })).statusCode).toBe(200);
    expect((await list('isShow=0')).content.map((p) => p.id)).toEqual([32]);
    expect((await list('isShow=1')).totalElements).toBe(7);
    await call(t.app, 'POST', '/api/yxStoreProduct/onsale/32', { token: admin, body: { status: 0 } });
    expect((await list('isShow=0')).totalElements).toBe(0);
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProduct/onsale/999', { token: admin, body: { status: 1 } }), 400, '商品不存在');
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProduct/onsale/32', { token: admin, body: { status: 2 } }), 400, '状态只能是 0 或 1');
  });

  it('deletes softly: gone from the list and the form, its SKUs and reviews kept; a second delete is refused', async () => {
    const reviews = t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product_reply WHERE product_id = 37').pluck();
    const reviewCount = reviews.get();
    expect((await call(t.app, 'DELETE', '/api/yxStoreProduct/37', { token: admin })).statusCode).toBe(200);
    expect((await list('size=20')).content.map((p) => p.id)).not.toContain(37);
    expect((await list('size=20')).totalElements).toBe(7);
    expect(skus(37)).toHaveLength(1);
    expect(reviews.get()).toBe(reviewCount);
    expectMessage(await call(t.app, 'DELETE', '/api/yxStoreProduct/37', { token: admin }), 400, '商品不存在');
    expectMessage(await call(t.app, 'POST', '/api/yxStoreProduct/onsale/37', { token: admin, body: { status: 0 } }), 400, '商品不存在');
    expect(logRows(t.app, '删除商品')).toHaveLength(1);
  });
});

describe('what a product holds on to (CONTRACT-SHOP 9.4)', () => {
  it('keeps its category and template from being deleted until it is deleted itself', async () => {
    const category = (await call(t.app, 'POST', '/api/yxStoreCategory', { token: admin, body: { cateName: '新分类', pid: 10, pic: '/file/pictures/a.png', isShow: 1, sort: 1 } })).statusCode;
    expect(category).toBe(201);
    const cateId = t.app.ctx.db.prepare("SELECT id FROM yx_store_category WHERE cate_name = '新分类'").pluck().get() as number;
    expect((await save(productForm({ store_name: '占用商品', cate_id: cateId, temp_id: 35 }))).statusCode).toBe(201);
    expectMessage(await call(t.app, 'DELETE', `/api/yxStoreCategory/${cateId}`, { token: admin }), 400, '当前分类下有商品不可删除');
    t.app.ctx.db.prepare('UPDATE yx_store_product SET is_del = 1 WHERE id = 33').run();
    expectMessage(await call(t.app, 'DELETE', '/api/yxShippingTemplates', { token: admin, body: [35] }), 400, '运费模板存在商品关联，请删除对应商品');
    expect((await call(t.app, 'DELETE', `/api/yxStoreProduct/${idOf('占用商品')}`, { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/yxStoreCategory/${cateId}`, { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/api/yxShippingTemplates', { token: admin, body: [35] })).statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  it('lets the editor read the list and the form’s data but not save, toggle or delete', async () => {
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'GET', '/api/yxStoreProduct?isShow=1', { token: editor })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/yxStoreProduct/info/34', { token: editor })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/yxStoreProduct/addOrSave', { token: editor, body: productForm() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/yxStoreProduct/onsale/32', { token: editor, body: { status: 1 } })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/yxStoreProduct/32', { token: editor })).statusCode).toBe(403);
    expect(productCount()).toBe(8);
    expect(t.app.ctx.db.prepare('SELECT is_show FROM yx_store_product WHERE id = 32').pluck().get()).toBe(1);
  });
});
