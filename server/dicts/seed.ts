import { addDeclaredDicts } from '../db/declared';
import type { ResourceSeed } from '../db/seed';
import { crudButtons, page } from '../db/seed-menus';

/** 字典管理, the shop's order_status, and every resource's dictionaries with their entries. */
export const dictSeed: ResourceSeed = {
  menus: [
    {
      folder: 'system',
      sort: 6,
      menu: page('字典管理', 'dict', 'system/dict/index', 'Dict', 'dictionary', { permission: 'dict:list', cache: true, editor: true, children: crudButtons('dict', '字典') }),
    },
  ],
  dicts: [
    {
      name: 'order_status',
      remark: '订单状态',
      entries: [
        ['待付款', '0'],
        ['待发货', '1'],
        ['待收货', '2'],
        ['待评价', '3'],
        ['已完成', '4'],
        ['已取消', '5'],
        ['退款中', '6'],
      ],
      sort: 4,
    },
  ],
  rows: ({ db, at, dicts }) => {
    addDeclaredDicts(db, dicts, at);
  },
};
