import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { insertLiveProduct, signInWith, withoutDemoProducts } from '../testing/shop-fixtures';
import { logRows, readXlsx } from '../testing/system-fixtures';
import type { City } from './cities';
import type { TemplateDto } from './repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  // The deletes below are about categories and templates no product uses; the products' own
  // refusals are tested with insertLiveProduct.
  expect(withoutDemoProducts(t.app.ctx.db)).toBe(8);
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const URL = '/api/yxShippingTemplates';
type Page = { content: TemplateDto[]; totalElements: number };
const list = async (query = '?page=0&size=10', token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `${URL}${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const save = (id: number, body: unknown, token = admin) => call(t.app, 'POST', `${URL}/save/${id}`, { token, body });
const del = (ids: unknown, token = admin) => call(t.app, 'DELETE', URL, { token, body: ids });

const db = () => t.app.ctx.db;
const count = (sql: string, ...params: unknown[]): number => db().prepare(sql).pluck().get(...params) as number;
const regionRows = (tempId: number) =>
  db().prepare('SELECT province_id, city_id, first, first_price, continues, continue_price, type FROM yx_shipping_templates_region WHERE temp_id = ? ORDER BY id').all(tempId);
const freeRows = (tempId: number) => db().prepare('SELECT province_id, city_id, number, price, type FROM yx_shipping_templates_free WHERE temp_id = ? ORDER BY id').all(tempId);
const liveCount = () => count('SELECT COUNT(*) FROM yx_shipping_templates WHERE is_del = 0');
const newestId = () => count('SELECT MAX(id) FROM yx_shipping_templates');
const tableSizes = () => [count('SELECT COUNT(*) FROM yx_shipping_templates'), count('SELECT COUNT(*) FROM yx_shipping_templates_region'), count('SELECT COUNT(*) FROM yx_shipping_templates_free')];

// GB/T 2260 codes (the ids `citys` answers).
const HENAN = 410000;
const ZHENGZHOU = 410100;
const KAIFENG = 410200;
const HUBEI = 420000;
const WUHAN = 420100;

const nationwide = { regionName: '默认全国', first: 1, price: 0, _continue: 1, continue_price: 0, region: [{ name: '默认全国', city_id: 0 }] };
const body = (over: Record<string, unknown> = {}) => ({
  name: '华中特价',
  type: 1,
  sort: 0,
  appoint: 0,
  region_info: [
    nationwide,
    { regionName: '河南省', first: '2', price: '9.9', _continue: '1', continue_price: '3.50', region: [{ name: '河南省', city_id: HENAN, children: [{ city_id: ZHENGZHOU }, { city_id: KAIFENG }] }] },
  ],
  appoint_info: [],
  ...over,
});

describe('GET api/yxShippingTemplates', () => {
  it('answers the dump’s two live templates, id desc, JSON columns as strings and yshop’s keys', async () => {
    const page = await list();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((tpl) => [tpl.id, tpl.name])).toEqual([
      [35, '包邮湖北省，河南省特例'],
      [34, '默认全国运费模板'],
    ]);
    const [special, plain] = page.content;
    expect(Object.keys(plain!)).toEqual(['id', 'name', 'type', 'regionInfo', 'appoint', 'appointInfo', 'createTime', 'updateTime', 'isDel', 'sort']);
    expect(plain).toMatchObject({ type: 1, appoint: 0, isDel: 0, sort: 0, createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(JSON.parse(plain!.regionInfo)).toEqual([
      { regionName: '默认全国', first: '1', price: '0', _continue: '1', continue_price: '2', region: [{ name: '默认全国', city_id: '0' }] },
    ]);
    const regions = JSON.parse(special!.regionInfo) as Array<{ regionName: string; price: string; region: Array<{ children: unknown[] }> }>;
    expect(regions.map((r) => [r.regionName, r.price])).toEqual([
      ['默认全国', '1'],
      ['河南省', '2'],
    ]);
    expect(regions[1]!.region[0]!.children).toHaveLength(18);
    expect(JSON.parse(special!.appointInfo)).toEqual([expect.objectContaining({ placeName: '湖北省', a_num: '2', a_price: '100' })]);
  });

  it('pages and sorts by whitelisted columns only', async () => {
    expect((await list('?page=1&size=1')).content.map((tpl) => tpl.id)).toEqual([34]);
    expect((await list('?sort=id,asc')).content.map((tpl) => tpl.id)).toEqual([34, 35]);
    expect((await list('?sort=name,desc')).content.map((tpl) => tpl.id)).toEqual([34, 35]);
  });
});

describe('the seed (CONTRACT-SHOP 12)', () => {
  it('builds the dump’s region and free rows: 34 one nationwide row, 35 nationwide plus 18 河南 cities, 14 湖北 cities free', () => {
    expect(regionRows(34)).toEqual([{ province_id: 0, city_id: 0, first: 100, first_price: 0, continues: 100, continue_price: 200, type: 1 }]);
    const special = regionRows(35) as Array<{ province_id: number; city_id: number; first_price: number; continue_price: number }>;
    expect(special).toHaveLength(19);
    expect(special[0]).toMatchObject({ province_id: 0, city_id: 0, first_price: 100, continue_price: 100 });
    expect(special.slice(1).every((r) => r.province_id === HENAN && r.first_price === 200 && r.continue_price === 500)).toBe(true);
    expect(special.map((r) => r.city_id)).toContain(ZHENGZHOU);
    const free = freeRows(35) as Array<{ province_id: number; number: number; price: number }>;
    expect(free).toHaveLength(14);
    expect(free.every((r) => r.province_id === HUBEI && r.number === 200 && r.price === 10000)).toBe(true);
  });
});

describe('GET api/yxShippingTemplates/citys', () => {
  it('answers the 34 provinces with their 369 cities in yshop’s shape, to any signed-in user', async () => {
    const editor = await login(t.app, 'editor');
    const res = await call(t.app, 'GET', `${URL}/citys`, { token: editor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const provinces = res.json<City[]>();
    expect(provinces).toHaveLength(34);
    expect(provinces.flatMap((p) => p.children ?? [])).toHaveLength(369);
    const henan = provinces.find((p) => p.name === '河南省')!;
    expect(henan).toMatchObject({ id: HENAN, city_id: HENAN, level: 0, parentId: 0, mergerName: '河南省', isShow: 1 });
    expect(henan.children).toHaveLength(18);
    expect(henan.children![0]).toEqual({
      id: ZHENGZHOU,
      city_id: ZHENGZHOU,
      level: 1,
      parentId: HENAN,
      areaCode: '410100',
      name: '郑州市',
      mergerName: '河南省,郑州市',
      lng: null,
      lat: null,
      isShow: 1,
      children: null,
    });
    expect(provinces.find((p) => p.name === '湖北省')!.children).toHaveLength(14);
  });
});

describe('POST api/yxShippingTemplates/save/{id}', () => {
  it('creates a template (id 0) and builds a region row per picked city, answering 201 empty, with a log row', async () => {
    const res = await save(0, body());
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 201, body: '' });
    const id = newestId();
    const created = (await list()).content[0]!;
    expect(created).toMatchObject({ id, name: '华中特价', type: 1, appoint: 0, appointInfo: '[]' });
    expect(JSON.parse(created.regionInfo)).toEqual([
      { regionName: '默认全国', first: '1', price: '0', _continue: '1', continue_price: '0', region: [{ name: '默认全国', city_id: '0' }] },
      {
        regionName: '河南省',
        first: '2',
        price: '9.9',
        _continue: '1',
        continue_price: '3.5',
        region: [{ name: '河南省', city_id: String(HENAN), children: [{ city_id: String(ZHENGZHOU) }, { city_id: String(KAIFENG) }] }],
      },
    ]);
    expect(regionRows(id)).toEqual([
      { province_id: 0, city_id: 0, first: 100, first_price: 0, continues: 100, continue_price: 0, type: 1 },
      { province_id: HENAN, city_id: ZHENGZHOU, first: 200, first_price: 990, continues: 100, continue_price: 350, type: 1 },
      { province_id: HENAN, city_id: KAIFENG, first: 200, first_price: 990, continues: 100, continue_price: 350, type: 1 },
    ]);
    expect(freeRows(id)).toEqual([]);
    expect(logRows(t.app, '新增/保存运费模板')).toHaveLength(1);
  });

  it('saves 指定包邮 by weight, a province without cities as one whole-province row', async () => {
    const res = await save(
      0,
      body({
        type: 2,
        appoint: 1,
        region_info: [{ ...nationwide, first: '0.5', _continue: '0.25' }],
        appoint_info: [{ placeName: '湖北省;河南省', a_num: '10.5', a_price: 0, place: [{ name: '湖北省', city_id: HUBEI, children: [{ city_id: WUHAN }] }, { name: '河南省', city_id: HENAN }] }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = newestId();
    expect(regionRows(id)).toEqual([{ province_id: 0, city_id: 0, first: 50, first_price: 0, continues: 25, continue_price: 0, type: 2 }]);
    expect(freeRows(id)).toEqual([
      { province_id: HUBEI, city_id: WUHAN, number: 1050, price: 0, type: 2 },
      { province_id: HENAN, city_id: 0, number: 1050, price: 0, type: 2 },
    ]);
  });

  it('edits a template in place and rebuilds its rows', async () => {
    const res = await save(35, body({ name: '改过的', sort: 5 }));
    expect(res.statusCode).toBe(201);
    expect((await list()).content.find((tpl) => tpl.id === 35)).toMatchObject({ name: '改过的', sort: 5, appoint: 0 });
    expect(regionRows(35)).toHaveLength(3);
    expect(freeRows(35)).toEqual([]);
    expect(liveCount()).toBe(2);
  });

  it('reads only its own fields: an id, isDel or dates in the body change nothing else', async () => {
    expect((await save(0, body({ id: 34, isDel: 1, is_del: 1, createTime: 0, updateTime: 0 }))).statusCode).toBe(201);
    expect((await list()).content.map((tpl) => tpl.id)).toEqual([newestId(), 35, 34]);
    expect(regionRows(34)).toHaveLength(1);
  });

  const henanWith = (amounts: Record<string, unknown>) => body({ region_info: [nationwide, { ...body().region_info[1], ...amounts }] });
  it.each([
    ['no name', body({ name: '  ' }), '模板名称不能为空'],
    ['no region_info', body({ region_info: null }), '请设置地域'],
    ['empty region_info', body({ region_info: [] }), '请添加区域'],
    ['指定包邮 without places', body({ appoint: 1, appoint_info: [] }), '请指定包邮地区'],
    ['指定包邮 of no province', body({ appoint: 1, appoint_info: [{ placeName: '', a_num: 1, a_price: 1, place: [] }] }), '请添加包邮区域'],
    ['an unknown charging type', body({ type: 4 }), '计费方式不正确'],
    ['a price with 3 decimals', henanWith({ price: '9.999' }), '运费最多两位小数'],
    ['a price as a number with 3 decimals', henanWith({ price: 0.125 }), '运费最多两位小数'],
    ['a negative price', henanWith({ price: '-1' }), '运费应大于等于0'],
    ['a too large price', henanWith({ price: '100000000' }), '运费不能超过 99999999.99'],
    ['a too large number', henanWith({ continue_price: 1e12 }), '续费不能超过 99999999.99'],
    ['a negative extra price', henanWith({ continue_price: -0.01 }), '续费应大于等于0'],
    ['a zero first unit', henanWith({ first: 0 }), '首件/重量/体积应大于0'],
    ['a zero extra unit', henanWith({ _continue: '0.00' }), '续件/重量/体积应大于0'],
    ['a missing first price', henanWith({ price: '' }), '请填写首件价格'],
    ['text for a price', henanWith({ price: '1e3' }), '运费必须是数字'],
    ['a free amount with 3 decimals', body({ appoint: 1, appoint_info: [{ a_num: 1, a_price: '0.001', place: [{ name: '湖北省', city_id: HUBEI }] }] }), '包邮金额最多两位小数'],
    ['a zero free number', body({ appoint: 1, appoint_info: [{ a_num: 0, a_price: 1, place: [{ name: '湖北省', city_id: HUBEI }] }] }), '包邮件数应大于0'],
    ['an unknown province', body({ region_info: [{ ...nationwide, region: [{ name: '火星', city_id: 990000 }] }] }), '地区不存在：990000'],
    ['a city of another province', body({ region_info: [{ ...nationwide, region: [{ name: '河南省', city_id: HENAN, children: [{ city_id: WUHAN }] }] }] }), `地区不存在：${WUHAN}`],
    ['默认全国 as a free place', body({ appoint: 1, appoint_info: [{ a_num: 1, a_price: 1, place: [{ name: '默认全国', city_id: 0 }] }] }), '地区不存在：0'],
  ])('refuses %s, saving nothing', async (_what, sent, message) => {
    const before = tableSizes();
    expectError(await save(0, sent), 400, message);
    expectError(await save(35, sent), 400, message);
    expect(tableSizes()).toEqual(before);
    expect(regionRows(35)).toHaveLength(19);
    expect(logRows(t.app, '新增/保存运费模板')).toHaveLength(0);
  });

  it('refuses an unknown or deleted template id', async () => {
    expectError(await save(99999, body()), 400, '运费模板不存在');
    await del([34]);
    expectError(await save(34, body()), 400, '运费模板不存在');
    expectError(await save(-1, body()), 400);
  });
});

describe('DELETE api/yxShippingTemplates (CONTRACT-SHOP 9.4)', () => {
  it('soft-deletes and keeps the region and free rows, with a log row', async () => {
    expect((await del([35])).statusCode).toBe(200);
    expect((await list()).content.map((tpl) => tpl.id)).toEqual([34]);
    expect(count('SELECT is_del FROM yx_shipping_templates WHERE id = 35')).toBe(1);
    expect([regionRows(35).length, freeRows(35).length]).toEqual([19, 14]);
    expect(logRows(t.app, '删除运费模板')).toHaveLength(1);
    expectError(await del([35]), 400, '运费模板不存在');
  });

  it('refuses a template a live product ships with, and is all or nothing', async () => {
    await save(0, body());
    const unused = newestId();
    insertLiveProduct(db(), { cateId: 11, tempId: 35 });
    expectError(await del([unused, 35]), 400, '运费模板存在商品关联，请删除对应商品');
    expectError(await del([unused, 404]), 400, '运费模板不存在');
    expect(liveCount()).toBe(3);
    expect(logRows(t.app, '删除运费模板')).toHaveLength(0);
    expect((await del([unused, 34])).statusCode).toBe(200);
    expect(liveCount()).toBe(1);
  });

  it.each([[[]], [['x']], [[0]], [[1.5]], [{ id: 34 }]])('refuses the body %j', async (ids) => {
    expectError(await del(ids), 400);
    expect(liveCount()).toBe(2);
  });
});

describe('GET api/yxShippingTemplates/download', () => {
  it('exports 运费模板数据.xlsx, the regions as text, formula-looking names prefixed', async () => {
    await save(0, body({ name: '+SUM(1,2)', type: 3 }));
    const res = await call(t.app, 'GET', `${URL}/download`, { token: admin });
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('运费模板数据.xlsx')}`);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['模板名称', '计费方式', '地域以及费用', '指定包邮开关', '指定包邮内容', '添加时间', '更新时间', '排序']);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 5)).toEqual(["'+SUM(1,2)", '按体积', '默认全国 首件 1 运费 0 续件 1 续费 0; 河南省 首件 2 运费 9.9 续件 1 续费 3.5', '关闭', '']);
    expect(rows[2]!.slice(0, 5)).toEqual(['包邮湖北省，河南省特例', '按件数', '默认全国 首件 1 运费 1 续件 1 续费 1; 河南省 首件 1 运费 2 续件 1 续费 5', '开启', '湖北省 包邮件数 2 包邮金额 100']);
  });
});

describe('who may call it (CONTRACT-SHOP 7.2: only admin lists, since no menu grants :list)', () => {
  it('yxShippingTemplates:add saves but neither lists nor deletes; :del deletes only', async () => {
    const adder = await signInWith(t.app, ['yxShippingTemplates:add']);
    expect((await save(0, body(), adder)).statusCode).toBe(201);
    expectError(await call(t.app, 'GET', URL, { token: adder }), 403, '没有权限');
    expectError(await del([34], adder), 403, '没有权限');
    const deleter = await signInWith(t.app, ['yxShippingTemplates:del']);
    expectError(await save(0, body(), deleter), 403, '没有权限');
    expect((await del([34], deleter)).statusCode).toBe(200);
    const reader = await signInWith(t.app, ['yxShippingTemplates:list']);
    expect((await list('', reader)).totalElements).toBe(2);
    expect((await call(t.app, 'GET', `${URL}/download`, { token: reader })).statusCode).toBe(200);
    expectError(await save(35, body(), reader), 403, '没有权限');
  });
});
