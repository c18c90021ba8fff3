import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/**
 * The dump's 4 live companies (CONTRACT-SHOP section 12) with its ids. 圆通速递 is the
 * company's real name: the dump's `圆通速递2` was a leftover of someone's edit.
 */
export const SEED_EXPRESS: ReadonlyArray<readonly [id: number, code: string, name: string]> = [
  [426, 'STO', '申通快递'],
  [427, 'SF', '顺丰速运'],
  [428, 'ZTO', '中通快递'],
  [429, 'YTO', '圆通速递'],
];

/** Every database gets them (SEED_DEMO=0 too). */
export const expressSeed: ResourceSeed = {
  // 物流快递 in 订单管理 (CONTRACT-SHOP 1).
  menus: [
    {
      folder: 'order',
      sort: 4,
      menu: page('物流快递', 'express', 'shop/express/index', 'Express', 'express', {
        permission: 'YXEXPRESS_SELECT',
        editor: true,
        children: [button('新增物流', 'YXEXPRESS_CREATE'), button('编辑物流', 'YXEXPRESS_EDIT'), button('删除物流', 'YXEXPRESS_DELETE')],
      }),
    },
  ],
  rows: ({ db, at }) => {
    const insert = db.prepare('INSERT INTO yx_express (id, code, name, sort, is_show, create_time, update_time) VALUES (?, ?, ?, 0, 0, ?, ?)');
    for (const [id, code, name] of SEED_EXPRESS) insert.run(id, code, name, at, at);
  },
};
