import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { seedPicture } from '../db/seed-picture';

type Seeded = readonly [id: number, name: string, children: ReadonlyArray<readonly [id: number, name: string]>];

/**
 * The yshop dump's 20 categories (CONTRACT-SHOP section 12) with its ids, so the seeded
 * products find theirs (11 工具, 24 电视, 31 电脑, 36 大床). Sort follows the listed order.
 */
export const SEED_CATEGORIES: readonly Seeded[] = [
  [1, '家用电器', [[24, '电视']]],
  [10, '美妆个护', [[11, '工具']]],
  [25, '家具餐厨', [[26, '床品']]],
  [27, '电子产品', [[31, '电脑'], [32, '相机'], [33, '手表']]],
  [28, '运动专区', [[34, '特步'], [35, '361']]],
  [29, '家具软装', [[36, '大床'], [37, '沙发']]],
  [30, '生活家居', [[38, '收纳']]],
  [39, '电商影星', [[40, '影响']]],
];

/**
 * Every database gets them (SEED_DEMO=0 too: an empty shop still has its categories).
 * A child needs a picture: each gets a placeholder drawn here, stored in 上传图片 (a
 * `pictures` row; the file is written when the app starts, db/seed-picture.ts) and named by
 * its URL on this server, `/file/pictures/seed-category-{id}.png`. Top levels have none,
 * as in the dump.
 */
export const categorySeed: ResourceSeed = {
  // 商品分类 in 商品管理 (CONTRACT-SHOP 1): the list permission is the editor's, its buttons are not.
  menus: [
    {
      folder: 'shop',
      sort: 1,
      menu: page('商品分类', 'cate', 'shop/cate/index', 'Cate', 'list', {
        permission: 'cate:list,YXSTORECATEGORY_SELECT',
        editor: true,
        children: [button('新增分类', 'YXSTORECATEGORY_CREATE'), button('分类编辑', 'YXSTORECATEGORY_EDIT'), button('分类删除', 'YXSTORECATEGORY_DELETE')],
      }),
    },
  ],
  rows: ({ db, at }) => {
    const insert = db.prepare(
      'INSERT INTO yx_store_category (id, pid, cate_name, sort, pic, is_show, create_time, update_time) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
    );
    const pictureOf = (id: number, name: string): string => seedPicture(db, at, 'category', id, `${name}.png`);
    SEED_CATEGORIES.forEach(([id, name, children], i) => {
      insert.run(id, 0, name, i + 1, '', at, at);
      children.forEach(([childId, childName], j) => insert.run(childId, id, childName, j + 1, pictureOf(childId, childName), at, at));
    });
  },
};
