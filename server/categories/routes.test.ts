import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { insertLiveProduct, signInWith, withoutDemoProducts } from '../testing/shop-fixtures';
import { logRows, readXlsx } from '../testing/system-fixtures';
import type { CategoryDto } from './repository';

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

type Tree = { content: CategoryDto[]; totalElements: number };
const URL = '/api/yxStoreCategory';
const tree = async (query = '', token = admin): Promise<Tree> => {
  const res = await call(t.app, 'GET', `${URL}${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Tree>();
};
const flatten = (list: readonly CategoryDto[]): CategoryDto[] => list.flatMap((c) => [c, ...flatten(c.children ?? [])]);
const names = (list: readonly CategoryDto[]): string[] => list.map((c) => c.cateName);
const liveIds = (): number[] => t.app.ctx.db.prepare('SELECT id FROM yx_store_category WHERE is_del = 0 ORDER BY id').pluck().all() as number[];
const row = (id: number) => t.app.ctx.db.prepare('SELECT pid, cate_name, sort, pic, is_show, is_del FROM yx_store_category WHERE id = ?').get(id);
const PIC = '/file/pictures/x.png';

const post = (body: unknown, token = admin) => call(t.app, 'POST', URL, { token, body });
const put = (body: unknown, token = admin) => call(t.app, 'PUT', URL, { token, body });
const del = (ids: string, token = admin) => call(t.app, 'DELETE', `${URL}/${ids}`, { token });

describe('GET api/yxStoreCategory', () => {
  it('answers the dump’s 20 categories as a two-level tree, siblings by sort then id', async () => {
    const { content, totalElements } = await tree();
    expect(totalElements).toBe(20);
    expect(names(content)).toEqual(['家用电器', '美妆个护', '家具餐厨', '电子产品', '运动专区', '家具软装', '生活家居', '电商影星']);
    const electronics = content[3]!;
    expect(electronics).toMatchObject({ id: 27, pid: 0, cateName: '电子产品', label: '电子产品', pic: '', isShow: 1 });
    expect(electronics.children!.map((c) => [c.id, c.cateName])).toEqual([
      [31, '电脑'],
      [32, '相机'],
      [33, '手表'],
    ]);
    const tv = content[0]!.children![0]!;
    expect(tv).toEqual({ id: 24, pid: 1, cateName: '电视', sort: 1, pic: '/file/pictures/seed-category-24.png', isShow: 1, label: '电视' });
    expect(flatten(content)).toHaveLength(20);
  });

  it('serves the seeded children’s pictures from 上传图片', async () => {
    const res = await call(t.app, 'GET', '/file/pictures/seed-category-11.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const listed = await call(t.app, 'GET', '/api/pictures?page=0&size=50', { token: admin });
    expect(listed.json<{ content: Array<{ url: string }> }>().content.map((p) => p.url)).toContain('/file/pictures/seed-category-11.png');
  });

  it('searches names by substring; a child whose parent did not match is shown at the top', async () => {
    const found = await tree(`?cateName=${encodeURIComponent('电')}`);
    expect(found.totalElements).toBe(5);
    expect(names(found.content)).toEqual(['家用电器', '电子产品', '电商影星']);
    expect(names(found.content[0]!.children!)).toEqual(['电视']);
    expect(names(found.content[1]!.children!)).toEqual(['电脑']);
    expect(found.content[2]).not.toHaveProperty('children');

    const orphan = await tree(`?cateName=${encodeURIComponent('视')}`);
    expect(orphan).toEqual({ totalElements: 1, content: [expect.objectContaining({ id: 24, pid: 1, cateName: '电视' })] });
  });

  it('takes wildcards and quotes literally, and ignores page, size and sort', async () => {
    for (const text of ['%', '_', "' OR 1=1 --"]) expect(await tree(`?cateName=${encodeURIComponent(text)}`)).toEqual({ totalElements: 0, content: [] });
    expect((await tree('?page=3&size=1&sort=cate_name;DROP TABLE yx_store_category,desc')).totalElements).toBe(20);
  });

  it('orders by sort, then by id', async () => {
    await post({ cateName: '最前', pid: 0, pic: '', isShow: 1, sort: 0 });
    await post({ cateName: '并列', pid: 0, pic: '', isShow: 1, sort: 1 });
    expect(names((await tree()).content).slice(0, 3)).toEqual(['最前', '家用电器', '并列']);
  });

  it('exports 商品分类数据.xlsx with the contract’s columns, formula-looking names prefixed', async () => {
    await post({ cateName: '=HYPERLINK("http://evil.example","x")', pid: 0, pic: '', isShow: 0, sort: 99 });
    const res = await call(t.app, 'GET', `${URL}/download`, { token: admin });
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('商品分类数据.xlsx')}`);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['父id', '分类名称', '排序', '图标', '是否推荐']);
    expect(rows).toHaveLength(22);
    expect(rows[1]).toEqual(['0', '家用电器', '1', '', '是']);
    expect(rows[2]).toEqual(['1', '电视', '1', '/file/pictures/seed-category-24.png', '是']);
    expect(rows[21]).toEqual(['0', `'=HYPERLINK("http://evil.example","x")`, '99', '', '否']);
  });
});

describe('POST api/yxStoreCategory', () => {
  it('creates a top-level category and a child with a picture, answering 201 true, with a log row', async () => {
    const top = await post({ cateName: ' 宠物用品 ', pid: 0, isShow: 1, sort: 3 });
    expect({ status: top.statusCode, body: top.json<unknown>() }).toEqual({ status: 201, body: true });
    const created = (await tree()).content.find((c) => c.cateName === '宠物用品')!;
    expect(created).toMatchObject({ pid: 0, pic: '', isShow: 1, sort: 3 });

    const child = await post({ cateName: '猫粮', pid: created.id, pic: PIC, isShow: 0, sort: '2' });
    expect(child.statusCode).toBe(201);
    const found = (await tree(`?cateName=${encodeURIComponent('猫粮')}`)).content;
    expect(found).toEqual([expect.objectContaining({ pid: created.id, cateName: '猫粮', pic: PIC, isShow: 0, sort: 2 })]);
    expect(logRows(t.app, '新增商品分类')).toHaveLength(2);
  });

  it('reads only its own fields: an id, is_del or dates in the body change nothing else', async () => {
    const before = row(1);
    const res = await post({ id: 1, cateName: '新分类', pid: 0, pic: '', isShow: 1, sort: 1, isDel: 1, is_del: 1, createTime: 0, children: [{ id: 24 }] });
    expect(res.statusCode).toBe(201);
    expect(row(1)).toEqual(before);
    expect(liveIds()).toHaveLength(21);
    expect(liveIds()).toContain(24);
  });

  it.each([
    [{ pid: 0, pic: '', isShow: 1, sort: 1 }, '分类名称必填'],
    [{ cateName: '   ', pid: 0 }, '分类名称必填'],
    [{ cateName: 'x'.repeat(101), pid: 0 }, '分类名称不能超过 100 个字符'],
    [{ cateName: '无图子类', pid: 1, pic: '' }, '子分类图片必传'],
    [{ cateName: '无图子类', pid: 1 }, '子分类图片必传'],
    [{ cateName: '三级', pid: 24, pic: PIC }, '分类最多能添加2级哦'],
    [{ cateName: '无父', pid: 99999, pic: PIC }, '上级分类不存在'],
    [{ cateName: '无父', pic: PIC }, '上级分类不存在'],
    [{ cateName: '负父', pid: -1, pic: PIC }, '上级分类不存在'],
    [{ cateName: '坏图', pid: 1, pic: 'javascript:alert(1)' }, '分类图片地址不正确'],
    [{ cateName: '坏序', pid: 0, sort: 1.5 }, expect.stringMatching(/排序/)],
  ])('refuses %j: %s, creating nothing', async (body, message) => {
    const res = await post(body);
    expectError(res, 400);
    expect(res.json<{ message: string }>().message).toEqual(message);
    expect(liveIds()).toHaveLength(20);
    expect(logRows(t.app, '新增商品分类')).toHaveLength(0);
  });

  it('refuses a parent that was deleted', async () => {
    await post({ cateName: '将删', pid: 0, sort: 1 });
    const id = liveIds().at(-1)!;
    expect((await del(String(id))).statusCode).toBe(200);
    expectError(await post({ cateName: '孤儿', pid: id, pic: PIC }), 400, '上级分类不存在');
  });
});

describe('PUT api/yxStoreCategory', () => {
  it('edits the editable fields and answers 204, with a log row', async () => {
    const res = await put({ id: 24, cateName: '智能电视', pid: 27, pic: PIC, isShow: 0, sort: 9 });
    expect(res.statusCode).toBe(204);
    expect(row(24)).toEqual({ pid: 27, cate_name: '智能电视', sort: 9, pic: PIC, is_show: 0, is_del: 0 });
    expect(logRows(t.app, '修改商品分类')).toHaveLength(1);
  });

  it.each([
    [{ cateName: '无ID', pid: 0 }, 'ID 不能为空'],
    [{ id: 99999, cateName: '无此', pid: 0 }, '分类不存在'],
    [{ id: 24, cateName: '自己', pid: 24, pic: PIC }, '自己不能选择自己哦'],
    [{ id: 24, cateName: '三级', pid: 31, pic: PIC }, '分类最多能添加2级哦'],
    // 电子产品 has children: under 家用电器 it would make a third level.
    [{ id: 27, cateName: '电子产品', pid: 1, pic: PIC }, '分类最多能添加2级哦'],
    [{ id: 24, cateName: '电视', pid: 1, pic: '' }, '子分类图片必传'],
    [{ id: 24, cateName: '电视', pid: 404, pic: PIC }, '上级分类不存在'],
  ])('refuses %j: %s, changing nothing', async (body, message) => {
    const before = [row(24), row(27)];
    expectError(await put(body), 400, message);
    expect([row(24), row(27)]).toEqual(before);
  });

  it('moves a childless top level under another', async () => {
    expect((await put({ id: 39, cateName: '电商影星', pid: 1, pic: PIC, isShow: 1, sort: 1 })).statusCode).toBe(400);
    await del('40');
    expect((await put({ id: 39, cateName: '电商影星', pid: 1, pic: PIC, isShow: 1, sort: 1 })).statusCode).toBe(204);
    expect(names((await tree()).content[0]!.children!)).toEqual(['电视', '电商影星']);
  });
});

describe('DELETE api/yxStoreCategory/{ids} (CONTRACT-SHOP 9.4)', () => {
  it('soft-deletes, with a log row; the category leaves the tree and cannot be deleted again', async () => {
    expect((await del('24')).statusCode).toBe(200);
    expect(row(24)).toMatchObject({ is_del: 1 });
    expect(flatten((await tree()).content).map((c) => c.id)).not.toContain(24);
    expect(logRows(t.app, '删除商品分类')).toHaveLength(1);
    expectError(await del('24'), 400, '分类不存在');
  });

  it('refuses a category with a live child: 请先删除子分类, and changes nothing', async () => {
    expectError(await del('1'), 400, '请先删除子分类');
    expect(liveIds()).toHaveLength(20);
  });

  it('deletes a parent together with all its children in one call', async () => {
    expect((await del('27,31,32,33')).statusCode).toBe(200);
    expect(liveIds()).toHaveLength(16);
  });

  it('refuses a category a live product is filed under: 当前分类下有商品不可删除', async () => {
    insertLiveProduct(t.app.ctx.db, { cateId: 11, tempId: 34 });
    expectError(await del('11'), 400, '当前分类下有商品不可删除');
    expect(row(11)).toMatchObject({ is_del: 0 });
  });

  it('lets a category go once its product is deleted', async () => {
    const product = insertLiveProduct(t.app.ctx.db, { cateId: 11, tempId: 34 });
    t.app.ctx.db.prepare('UPDATE yx_store_product SET is_del = 1 WHERE id = ?').run(product);
    expect((await del('11')).statusCode).toBe(200);
  });

  it('is all or nothing: one refused id keeps every other id live, and writes no log row', async () => {
    insertLiveProduct(t.app.ctx.db, { cateId: 11, tempId: 34 });
    expectError(await del('24,11,26'), 400, '当前分类下有商品不可删除');
    expectError(await del('24,10'), 400, '请先删除子分类');
    expectError(await del('24,99999'), 400, '分类不存在');
    expect(liveIds()).toHaveLength(20);
    expect(logRows(t.app, '删除商品分类')).toHaveLength(0);
  });

  it.each(['1,x', '0', '-1', '1;2', ',', '1,,2'])('refuses the ids %j', async (ids) => {
    expectError(await del(encodeURIComponent(ids)), 400);
    expect(liveIds()).toHaveLength(20);
  });
});

describe('who may call it (CONTRACT-SHOP 4.1)', () => {
  it('YXSTORECATEGORY_SELECT lists and exports but writes nothing', async () => {
    const reader = await signInWith(t.app, ['YXSTORECATEGORY_SELECT']);
    expect((await tree('', reader)).totalElements).toBe(20);
    expect((await call(t.app, 'GET', `${URL}/download`, { token: reader })).statusCode).toBe(200);
    expectError(await post({ cateName: '越权', pid: 0 }, reader), 403, '没有权限');
    expectError(await put({ id: 1, cateName: '越权', pid: 0 }, reader), 403, '没有权限');
    expectError(await del('40', reader), 403, '没有权限');
    expect(row(1)).toMatchObject({ cate_name: '家用电器' });
  });

  it('YXSTORECATEGORY_ALL does everything but 导出, which asks _SELECT (yshop’s @el.check)', async () => {
    const all = await signInWith(t.app, ['YXSTORECATEGORY_ALL']);
    expect((await tree('', all)).totalElements).toBe(20);
    expect((await post({ cateName: '全权', pid: 0 }, all)).statusCode).toBe(201);
    expect((await put({ id: 1, cateName: '家电', pid: 0 }, all)).statusCode).toBe(204);
    expect((await del('40', all)).statusCode).toBe(200);
    expectError(await call(t.app, 'GET', `${URL}/download`, { token: all }), 403, '没有权限');
  });

  it('each write needs its own string: _CREATE creates but does not edit or delete', async () => {
    const creator = await signInWith(t.app, ['YXSTORECATEGORY_CREATE']);
    expect((await post({ cateName: '新建', pid: 0 }, creator)).statusCode).toBe(201);
    expectError(await call(t.app, 'GET', URL, { token: creator }), 403);
    expectError(await put({ id: 1, cateName: '改', pid: 0 }, creator), 403);
    expectError(await del('40', creator), 403);
    const editor = await signInWith(t.app, ['YXSTORECATEGORY_EDIT']);
    expect((await put({ id: 1, cateName: '改', pid: 0 }, editor)).statusCode).toBe(204);
    const deleter = await signInWith(t.app, ['YXSTORECATEGORY_DELETE']);
    expect((await del('40', deleter)).statusCode).toBe(200);
  });
});

describe('cateList (for the product screens)', () => {
  it('flattens the shown categories, top levels disabled 0 (yshop’s inverted flag), children prefixed twice', () => {
    const list = t.app.ctx.categories.cateList();
    expect(list).toHaveLength(20);
    expect(list.filter((c) => c.disabled === 0)).toHaveLength(8);
    expect(list.slice(0, 3)).toEqual([
      { value: 1, label: '|-----家用电器', disabled: 0 },
      { value: 24, label: '|-----|-----电视', disabled: 1 },
      { value: 10, label: '|-----美妆个护', disabled: 0 },
    ]);
  });

  it('leaves out hidden and deleted categories', async () => {
    await put({ id: 24, cateName: '电视', pid: 1, pic: PIC, isShow: 0, sort: 1 });
    await del('40');
    const values = t.app.ctx.categories.cateList().map((c) => c.value);
    expect(values).toHaveLength(18);
    expect(values).not.toContain(24);
    expect(values).not.toContain(40);
  });
});
