/*
 * 优惠券领取记录 (CONTRACT-MEMBERS 2.5, 3.4, 5.6): the members' coupons, `GET
 * api/yxStoreCouponUser`, read only, searched by `couponTitle`. yshop sends `addTime: null`
 * and times in epoch ms; the embedded server sends `createTime` (Rec.) as text. 状态 is one
 * word (Rec. for yshop's two tags): 已过期 also for an unused coupon past its end, which
 * yshop never marks.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { toDate } from '../../shared/time/time';

const shape = {
  id: wire.id,
  cid: wire.number(0),
  uid: wire.number(0),
  /** '' where the member is gone (the embedded server sends null; shown `-`). */
  nickname: wire.text,
  couponTitle: wire.text,
  couponPrice: wire.yuan,
  useMinPrice: wire.yuan,
  /** When it was claimed: `createTime`, else yshop's `addTime` (always null there). */
  createTime: wire.time,
  endTime: wire.time,
  useTime: wire.time,
  /** `get` 手动领取, `send` 后台发放. */
  type: wire.text,
  /** 0 未使用, 1 已使用, 2 已过期. */
  status: wire.number(0),
  /** 0 有效, 1 无效. */
  isFail: wire.number(0),
};
export type CouponUser = RowOf<typeof shape>;

export const COUPON_USER_STATES = [
  { value: 0, label: '未使用', colour: 'success' },
  { value: 1, label: '已使用', colour: 'default' },
  { value: 2, label: '已过期', colour: 'warning' },
] as const;

/** 状态 as shown: 已过期 for an unused coupon whose end has passed. */
export const couponUserState = (c: CouponUser, now: number = Date.now()): number => {
  const end = toDate(c.endTime);
  return c.status === 0 && end !== undefined && end.getTime() < now ? 2 : c.status;
};

/** 是否可用 (4.4): unused, not expired and not failed. */
export const couponUsable = (c: CouponUser, now: number = Date.now()): boolean => couponUserState(c, now) === 0 && c.isFail === 0;

/** 获取方式. */
export const couponGetWay = (c: CouponUser): string => (c.type === 'get' ? '手动领取' : '后台发放');

export const couponUsers = defineResource({
  name: 'yxStoreCouponUser',
  title: '优惠券领取记录',
  url: 'api/yxStoreCouponUser',
  row: wireRow(shape, { createTime: ['createTime', 'addTime'] }),
  idOf: (c: CouponUser) => c.id,
  labelOf: (c) => `${c.nickname || '-'} ${c.couponTitle}`,
  authorities: { list: ['YXSTORECOUPONUSER_ALL', 'YXSTORECOUPONUSER_SELECT'] },
  actions: [],
  sort: ['id,desc'],
});
