import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { demoRecharges, demoWithdrawals } from './demo';

/**
 * 充值管理's page (CONTRACT-MEMBERS 5.4, menu 177 with its buttons 216 and 217) in 财务管理,
 * and the demo recharges. Not the editor's: like 会员 and 用户账单, it shows members' money.
 */
export const rechargeSeed: ResourceSeed = {
  menus: [
    {
      folder: 'price',
      sort: 2,
      menu: page('充值管理', 'recharge', 'shop/recharge/index', 'Recharge', 'money', {
        permission: 'yxUserRecharge:list',
        children: [button('充值删除', 'yxUserRecharge:del'), button('充值导出', 'yxUserRecharge:list')],
      }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoRecharges(db, at);
  },
};

/**
 * 提现管理's page (5.5, menu 72 under 176 财务管理, its button 215) and the demo withdrawals
 * in every state. Not the editor's either (members' accounts and money).
 */
export const extractSeed: ResourceSeed = {
  menus: [
    {
      folder: 'price',
      sort: 1,
      menu: page('提现管理', 'extract', 'activity/extract/index', 'Extract', 'tixian', {
        permission: 'YXUSEREXTRACT_SELECT',
        children: [button('提现审核', 'YXUSEREXTRACT_EDIT')],
      }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoWithdrawals(db, at);
  },
};
