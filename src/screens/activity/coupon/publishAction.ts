import { PUBLISH_PERMISSION, usePublishCouponMutation } from '@/entities/couponIssue/couponIssue';
import type { Coupon } from '@/entities/coupon/coupon';
import { fieldsOf } from '@/kit/resource/fields';
import { defineRowAction } from '@/kit/resource/rowActions';

/*
 * 发布 (CONTRACT-MEMBERS 5.6, couponissue/form.vue, with its Rec.s): both times required and
 * in order, 发布数量 a whole number ≥ 0 required when 限量; the window goes as epoch ms.
 * The coupon's id, name and type come from the row, never from an input.
 */
interface PublishValues {
  cid: string;
  cname: string;
  startTime: number | null;
  endTime: number | null;
  unlimited: boolean;
  totalCount: number | null;
  status: boolean;
}
const p = fieldsOf<Coupon, PublishValues>();

export const publishCoupon = defineRowAction<Coupon>()({
  label: '发布',
  title: '发布优惠券',
  permission: PUBLISH_PERMISSION,
  fields: [
    p.text('cid', '优惠券ID', { form: { key: 'cid', readOnly: true } }),
    p.text('cname', '优惠券名称', { form: { key: 'cname', readOnly: true } }),
    p.dateTime('startTime', '领取开启时间', { form: { key: 'startTime', required: '请选择开启时间' } }),
    p.dateTime('endTime', '券领结束时间', { form: { key: 'endTime', required: '请选择结束时间' } }),
    p.status('unlimited', '是否不限量', { labels: { on: '不限量', off: '限量' }, form: { key: 'unlimited' } }),
    p.number('totalCount', '发布数量', { form: { key: 'totalCount', required: '请输入发布数量', requiredWhen: (form) => form.unlimited === false, min: 0, max: 99999999 } }),
    p.status('status', '状态', { labels: { on: '开启', off: '关闭' }, form: { key: 'status' } }),
  ],
  initial: (coupon) => ({ cid: String(coupon.id), cname: coupon.title, startTime: null, endTime: null, unlimited: false, totalCount: null, status: true }),
  useSend: usePublishCouponMutation,
  formCheck: (v) => ({ endTime: v.startTime !== null && v.endTime !== null && v.endTime <= v.startTime ? '结束时间必须大于开始时间' : undefined }),
  bodyOf: (v, coupon) => ({
    cid: coupon.id,
    cname: coupon.title,
    ctype: coupon.type,
    startTime: v.startTime!,
    endTime: v.endTime!,
    totalCount: v.totalCount ?? 0,
    isPermanent: v.unlimited ? (1 as const) : (0 as const),
    status: v.status ? (1 as const) : (0 as const),
  }),
  doneMessage: '添加成功',
});
