import type { ResourceSeed } from '../db/seed';
import { page } from '../db/seed-menus';
import { demoBills } from './demo';

const LIST = 'YXUSERBILL_ALL,YXUSERBILL_SELECT';

/** 用户账单, 分销记录 and 积分记录's menus (CONTRACT-MEMBERS 5.3, view paths as yshop's), and the demo bills. */
export const billSeed: ResourceSeed = {
  menus: [
    { folder: 'member', sort: 2, menu: page('用户账单', 'bill', 'shop/user/bill', 'Bill', 'list', { permission: LIST }) },
    { folder: 'syspoints', sort: 3, menu: page('积分记录', 'pobill', 'shop/user/pobill', 'Pobill', 'list', { permission: LIST }) },
    { folder: 'promoter', sort: 2, menu: page('分销记录', 'brobill', 'shop/user/brobill', 'Brobill', 'list', { permission: LIST }) },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoBills({ db, at });
  },
};
