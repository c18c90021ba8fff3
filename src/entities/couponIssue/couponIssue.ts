/*
 * 已发布优惠券 (CONTRACT-MEMBERS 2.5, 3.4, 5.6): `GET api/yxStoreCouponIssue` of both back
 * ends (yshop sends the window in epoch ms, the embedded server as text: both read as
 * text). 修改状态 sends the id and the status only (4.4 Rec.: a real yshop writes every
 * field sent, so the row's stale `remainCount` never goes); a delete is by path. 发布 (from
 * 优惠券制作) posts a new issue with its window in epoch ms, the one form every back end parses.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { toDate } from '../../shared/time/time';

const shape = {
  id: wire.id,
  cname: wire.text,
  cid: wire.number(0),
  /** 0 普通券, 1 商品券 (copied from the coupon). */
  ctype: wire.number(0),
  startTime: wire.time,
  endTime: wire.time,
  totalCount: wire.number(0),
  remainCount: wire.number(0),
  /** 1 不限量, 0 限量. */
  isPermanent: wire.number(0),
  /** 1 开启, 0 关闭, -1 已无效. */
  status: wire.number(1),
  createTime: wire.time,
};
export type CouponIssue = RowOf<typeof shape>;

/** 修改状态's form: the status alone. */
export interface CouponIssueForm {
  id?: number;
  status: boolean;
}

/** 已过期 (5.6 Rec.): the window ended before `now`. */
export const issueExpired = (issue: CouponIssue, now: number = Date.now()): boolean => {
  const end = toDate(issue.endTime);
  return end !== undefined && end.getTime() < now;
};

/** 发布数量's cell: 不限量, or `发布:{total} / 剩余:{remain}`. */
export const issueCountText = (issue: CouponIssue): string => (issue.isPermanent === 1 ? '不限量' : `发布:${issue.totalCount} / 剩余:${issue.remainCount}`);

const ALL = 'YXSTORECOUPONISSUE_ALL';
const URL = 'api/yxStoreCouponIssue';

export const couponIssues = defineResource({
  name: 'yxStoreCouponIssue',
  title: '已发布优惠券',
  url: URL,
  row: wireRow(shape),
  idOf: (issue: CouponIssue) => issue.id,
  labelOf: (issue) => `${issue.cname} #${issue.id}`,
  newForm: (): CouponIssueForm => ({ status: true }),
  formOf: (issue) => ({ id: issue.id, status: issue.status === 1 }),
  bodyOf: (form: CouponIssueForm) => ({ id: form.id, status: form.status ? 1 : 0 }),
  authorities: { list: [ALL, 'YXSTORECOUPONISSUE_SELECT'], edit: [ALL, 'YXSTORECOUPONISSUE_EDIT'], del: [ALL, 'YXSTORECOUPONISSUE_DELETE'] },
  // Issues are made by 发布 on 优惠券制作, not here (5.6: the toolbar has 刷新 only).
  actions: ['edit', 'del'],
  deleteByPath: true,
  exportable: false,
  sort: ['id,desc'],
});

/** 发布's body (2.5): the coupon's id, name and type, the window in epoch ms, the count. */
export interface CouponPublish {
  cid: number;
  cname: string;
  ctype: number;
  startTime: number;
  endTime: number;
  totalCount: number;
  isPermanent: 0 | 1;
  status: 0 | 1;
}

/** Who may 发布 (section 6: no menu row grants _CREATE, so _ALL or admin). */
export const PUBLISH_PERMISSION = [ALL, 'YXSTORECOUPONISSUE_CREATE'];

export const couponIssueCalls = api.enhanceEndpoints({ addTagTypes: [couponIssues.tag] }).injectEndpoints({
  endpoints: (build) => ({
    publishCoupon: build.mutation<unknown, CouponPublish>({ query: (body) => ({ url: URL, method: 'POST', data: body }), invalidatesTags: [couponIssues.tag] }),
  }),
});

export const { usePublishCouponMutation } = couponIssueCalls;
