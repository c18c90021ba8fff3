import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { demoCoupons } from './demo';

/**
 * 优惠券制作, 已发布优惠券 and 优惠券领取记录 in 电子券管理 (CONTRACT-MEMBERS 1, 6: the dump's
 * menus 64-66 with their buttons 165-169), given to the editor to read; the demo coupons.
 */
export const couponSeed: ResourceSeed = {
  menus: [
    {
      folder: 'syscoupon',
      sort: 1,
      menu: page('优惠券制作', 'coupon', 'activity/coupon/index', 'Coupon', 'coupon', {
        permission: 'YXSTORECOUPON_SELECT',
        editor: true,
        children: [button('新增优惠券', 'YXSTORECOUPON_CREATE'), button('编辑优惠券', 'YXSTORECOUPON_EDIT'), button('删除优惠券', 'YXSTORECOUPON_DELETE')],
      }),
    },
    {
      folder: 'syscoupon',
      sort: 2,
      menu: page('已发布优惠券', 'couponissue', 'activity/couponissue/index', 'CouponIssue', 'coupon2', {
        permission: 'YXSTORECOUPONISSUE_SELECT',
        editor: true,
        children: [button('修改已发布', 'YXSTORECOUPONISSUE_EDIT'), button('删除已发布', 'YXSTORECOUPONISSUE_DELETE')],
      }),
    },
    {
      folder: 'syscoupon',
      sort: 3,
      menu: page('优惠券领取记录', 'storecouponuser', 'activity/storecouponuser/index', 'StoreCouponUser', 'list', { permission: 'YXSTORECOUPONUSER_SELECT', editor: true }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoCoupons({ db, at });
  },
};
