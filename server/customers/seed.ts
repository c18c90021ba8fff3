import type { Db } from '../db/connection';
import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/** Two people of the shop told of each paid order (settled 5: the screen shows rows on a fresh install). */
const DEMO: ReadonlyArray<readonly [nickName: string, openId: string, remark: string, isEnable: number, daysAgo: number]> = [
  ['店长王芳', 'oWx3t5demo0000000000000000001', '订单与退款提醒', 1, 20],
  ['客服小李', 'oWx3t5demo0000000000000000002', '夜班客服，暂停通知', 0, 6],
];

function demoCustomers(db: Db, at: number): void {
  const insert = db.prepare('INSERT INTO yx_store_customer (nick_name, open_id, remark, is_enable, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [nickName, openId, remark, isEnable, daysAgo] of DEMO) {
    const created = at - daysAgo * 86_400_000;
    insert.run(nickName, openId, remark, isEnable, created, created);
  }
}

/**
 * 订单消息管理 where the dump places it (menu 260 under 55 商城配置, its place 4), with its
 * buttons 261-263; not the editor's (it decides who is sent the shop's notices).
 */
export const customerSeed: ResourceSeed = {
  menus: [
    {
      folder: 'mallset',
      sort: 4,
      menu: page('订单消息管理', 'storeCustomer', 'shop/customer/index', 'msgInfo', 'peoples', {
        permission: 'yxStoreCustomer:list',
        children: [button('添加人员', 'yxStoreCustomer:add'), button('编辑人员', 'yxStoreCustomer:edit'), button('删除人员', 'yxStoreCustomer:del')],
      }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoCustomers(db, at);
  },
};
