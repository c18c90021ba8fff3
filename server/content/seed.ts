import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';
import { demoAppVersions, demoRelations } from './demo';

const RELATION_LIST = 'yxStoreProductRelation:list';

/**
 * 商品收藏 and 用户足迹 (CONTRACT-MEMBERS 1, 5.9, 6: the dump's menus 256 and 257, whose parent
 * is 40 商品管理) after the shop's other pages, given to the editor to read as 优惠券领取记录
 * is (no money shown); the dump's footprints and demo favourites.
 */
export const relationSeed: ResourceSeed = {
  menus: [
    { folder: 'shop', sort: 7, menu: page('商品收藏', 'productRelation', 'shop/collect/index', 'ProductRelation', 'menu', { permission: RELATION_LIST, editor: true }) },
    { folder: 'shop', sort: 8, menu: page('用户足迹', 'footRelation', 'shop/foot/index', 'FootRelation', 'list', { permission: RELATION_LIST, editor: true }) },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoRelations(db, at);
  },
};

/**
 * App版本 (menu 259, 5.9) in 商城配置 with the add/edit/delete buttons the dump lacks (so the
 * calls of 2.11 can be granted to a role other than admin); not the editor's: it writes.
 * Two or three demo versions.
 */
export const appVersionSeed: ResourceSeed = {
  menus: [
    {
      folder: 'mallset',
      sort: 1,
      menu: page('App版本', 'appVersion', 'shop/appVersion/index', 'AppVersion', 'app', { permission: 'yxAppVersion:list', children: crudButtons('yxAppVersion', '版本') }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoAppVersions(db, at);
  },
};
