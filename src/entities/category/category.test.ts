import { categories, checkCategory, parseCategoryTree } from './category';

// yshop's answer (section 4.1): a HashMap, so `totalElements` may come first; `label` beside `cateName`.
const YSHOP = {
  totalElements: 4,
  content: [
    { id: 1, pid: 0, cateName: '家用电器', sort: 1, pic: '', isShow: 1, label: '家用电器', children: [{ label: '电视', id: 24, pid: 1, cateName: '电视', sort: 2, pic: 'https://app2.yixiang.co/file/pic/tv.png', isShow: 1 }] },
    { id: 10, pid: 0, cateName: '美妆个护', sort: 3, pic: '', isShow: 0, label: '美妆个护', children: [{ id: 11, pid: 10, cateName: '工具', sort: 1, pic: 'https://app2.yixiang.co/file/pic/tool.png', isShow: 1 }] },
  ],
};

describe('the category entity', () => {
  it('reads yshop’s nested tree flat, parents before their children, with their pid and how many children they have', () => {
    const page = parseCategoryTree(YSHOP)!;
    expect(page.content.map((c) => [c.id, c.pid, c.cateName, c.childCount])).toEqual([
      [1, 0, '家用电器', 1],
      [24, 1, '电视', 0],
      [10, 0, '美妆个护', 1],
      [11, 10, '工具', 0],
    ]);
    expect(page.content[2]).toEqual({ id: 10, pid: 0, cateName: '美妆个护', sort: 3, pic: '', isShow: false, childCount: 1 });
    expect(page.totalElements).toBe(4);
    expect(page.skipped).toEqual([]);
  });

  it('reads the other spellings: a bare list, `label` only, flags as booleans or text, a child without pid under its nest', () => {
    const page = parseCategoryTree([{ id: '5', label: '电子产品', isShow: true, sort: '2', children: [{ id: 6, label: '手表', isShow: 'true', pic: 'http://x.test/w.png' }] }])!;
    expect(page.content).toEqual([
      { id: 5, pid: 0, cateName: '电子产品', sort: 2, pic: '', isShow: true, childCount: 1 },
      { id: 6, pid: 5, cateName: '手表', sort: 0, pic: 'http://x.test/w.png', isShow: true, childCount: 0 },
    ]);
    expect(parseCategoryTree({ content: [] })).toEqual({ content: [], totalElements: 0, skipped: [] });
    expect(parseCategoryTree({})).toEqual({ content: [], totalElements: 0, skipped: [] });
    expect(parseCategoryTree({ content: 'x' })).toBeUndefined();
  });

  it('skips a node it cannot read and says why, keeping its children', () => {
    const page = parseCategoryTree({ content: [{ id: 3, pid: 0, children: [{ id: 4, pid: 3, cateName: '床品' }] }, null] })!;
    expect(page.content.map((c) => c.cateName)).toEqual(['床品']);
    expect(page.skipped).toEqual([
      { index: 0, reason: '分类 3 缺少名称' },
      { index: 2, reason: '不是一个分类对象' },
    ]);
  });

  it('maps a row to its form once, and the form to the body (isShow as 1/0, editable fields only)', () => {
    const [tv] = parseCategoryTree(YSHOP)!.content.filter((c) => c.id === 24);
    expect(categories.bodyOf(categories.formOf(tv!))).toEqual({ id: 24, cateName: '电视', pid: 1, pic: 'https://app2.yixiang.co/file/pic/tv.png', isShow: 1, sort: 2 });
    expect(categories.bodyOf({ ...categories.newForm(), cateName: '户外', isShow: false })).toEqual({ cateName: '户外', pid: 0, pic: '', isShow: 0, sort: 1 });
  });

  it('checks what the server would refuse: a child without a picture, itself as parent, a parent moved under another', () => {
    const base = { ...categories.newForm(), cateName: '手表' };
    expect(checkCategory(base)).toEqual({});
    expect(checkCategory({ ...base, pid: 27 })).toEqual({ pic: '子分类图片必传' });
    expect(checkCategory({ ...base, pid: 27, pic: '  ' })).toEqual({ pic: '子分类图片必传' });
    expect(checkCategory({ ...base, pid: 27, pic: 'http://x.test/w.png' })).toEqual({});
    expect(checkCategory({ ...base, id: 27, pid: 27, pic: 'http://x.test/w.png' })).toEqual({ pid: '自己不能选择自己哦' });
    expect(checkCategory({ ...base, id: 10, pid: 1, pic: 'http://x.test/w.png', hasChildren: true })).toEqual({ pid: '分类最多能添加2级哦' });
  });

  it('has yshop’s permission strings, admin passing, and exports at {url}/download', () => {
    expect(categories.permissions).toEqual({
      list: ['admin', 'YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_SELECT'],
      add: ['admin', 'YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_CREATE'],
      edit: ['admin', 'YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_EDIT'],
      del: ['admin', 'YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_DELETE'],
    });
    expect(categories.exportUrl).toBe('api/yxStoreCategory');
  });
});
