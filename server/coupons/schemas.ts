import { z } from 'zod';
import { optionalId, sortField } from '../http/entity-errors';
import { integer } from '../http/integer';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';
import { amountMessages, readCents } from '../shared/cents';
import { parseDateTime } from '../shared/time';

/** The contract's Rec. for an unknown id of a PUT or a DELETE (CONTRACT-MEMBERS 0). */
export const NOT_FOUND = '数据不存在';
/** yshop's own text (4.4): a publish or a reopening naming a coupon that is not live. */
export const NO_COUPON = '优惠劵不存在';
export const PRICE_ABOVE_MIN = '优惠券金额不能高于最低消费金额';
export const END_BEFORE_START = '结束时间必须大于开始时间';

/**
 * An amount in yuan as integer cents, every refusal of its range worded as yshop's bean
 * check (`优惠券面值不在合法范围内`); text that is no number or has more than two
 * decimals keeps its own message.
 */
const rangedCents = (label: string, outOfRange: string, zero: boolean) =>
  z.unknown().transform((value, ctx) => {
    const result = readCents(value, { label, missing: outOfRange, notPositive: outOfRange, zero });
    if (result.ok) return result.cents;
    ctx.addIssue({ code: 'custom', message: result.message === amountMessages(label).tooLarge ? outOfRange : result.message });
    return z.NEVER;
  });

/** `29,28` (or an array of ids) as distinct ids; empty as none. */
const productIds = z
  .union([z.string().max(2000), z.array(z.union([z.number(), z.string()])).max(200), z.null()], { error: '商品ID格式不正确' })
  .optional()
  .transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v.map(String) : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== '');
    const ids: number[] = [];
    for (const part of parts) {
      const id = /^\d{1,15}$/.test(part) ? Number(part) : 0;
      if (id < 1) {
        ctx.addIssue({ code: 'custom', message: '商品ID格式不正确' });
        return z.NEVER;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  });

const zeroOne = (message: string) => z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: message }).transform(Number);

/**
 * 优惠券's write body (CONTRACT-MEMBERS 2.5, 4.4): yshop's checks in its order and words,
 * with the Rec.s (a 面值 above 0, at least one day); `createTime`, `isDel` and other keys
 * sent are not read.
 */
export const couponBody = z
  .object({
    id: optionalId,
    title: z.string({ error: '请填写优惠券名称' }).trim().min(1, '请填写优惠券名称').max(64, '优惠券名称不能超过 64 个字符'),
    couponTime: integer({ message: '请输入有效期限', min: [1, '请输入有效期限'], max: [9999, '有效期限不能超过 9999 天'] }),
    couponPrice: rangedCents('优惠券面值', '优惠券面值不在合法范围内', false),
    useMinPrice: rangedCents('最低消费', '最低消费不在合法范围内', true),
    type: zeroOne('优惠券类型只能是 0 或 1').nullish(),
    productId: productIds,
    integral: integer({ message: '积分必须是整数', min: [0, '积分不能小于 0'], max: [99999999, '积分不能超过 99999999'] }).nullish(),
    sort: sortField.nullish(),
    status: zeroOne('状态只能是 0 或 1').nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 1 && (b.productId ?? []).length === 0) ctx.addIssue({ code: 'custom', message: '请选择商品' });
    else if (b.couponPrice >= b.useMinPrice) ctx.addIssue({ code: 'custom', message: PRICE_ABOVE_MIN });
  })
  .transform((b) => ({
    id: b.id,
    title: b.title,
    couponTime: b.couponTime,
    couponPrice: b.couponPrice,
    useMinPrice: b.useMinPrice,
    type: b.type ?? 0,
    // A 通用券 names no products.
    productIds: b.type === 1 ? b.productId : [],
    integral: b.integral ?? 0,
    sort: b.sort ?? 0,
    status: b.status ?? 1,
  }));
export type CouponInput = Omit<z.output<typeof couponBody>, 'id'>;

/** yshop's screens send `isDel=0`; deleted rows are never listed, whatever it says. */
const isDelFilter = z.string().max(5).optional();

export const couponQuery = z.object({ ...listQueryFields, isDel: isDelFilter, title: optionalSearch });
export type CouponQuery = z.output<typeof couponQuery>;

/** A product of a 商品券 as the list sends it (the screen shows id, image and storeName). */
export const couponProductDto = z.object({ id: z.number(), image: z.string(), storeName: z.string(), price: z.number() });

export const couponDto = z.object({
  id: z.number(),
  title: z.string(),
  integral: z.number(),
  couponPrice: z.number(),
  useMinPrice: z.number(),
  couponTime: z.number(),
  sort: z.number(),
  status: z.number(),
  type: z.number(),
  productId: z.string().nullable(),
  product: z.array(couponProductDto).nullable(),
  createTime: z.string(),
});
export type CouponDto = z.output<typeof couponDto>;
export const couponPage = pageOf(couponDto);

/**
 * A moment of the claim window: epoch ms (what the console sends, CONTRACT-MEMBERS
 * decisions), or the text forms other clients send (ISO, `yyyy-MM-dd HH:mm:ss`).
 */
const moment = (missing: string) =>
  z.unknown().transform((value, ctx) => {
    let at: number | null = null;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) at = value;
    else if (typeof value === 'string' && /^\d{10,15}$/.test(value.trim())) at = Number(value.trim());
    else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      at = parseDateTime(text.replace('T', ' ').slice(0, 19));
      if (at !== null && /(Z|[+-]\d{2}:?\d{2})$/.test(text)) at = Date.parse(text);
    }
    if (at === null || Number.isNaN(at)) {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    return at;
  });

/**
 * 发布's body (2.5, 4.4 Rec.): the coupon by id (its name and type are copied from it, not
 * read from the body), a window in order, a count of at least 0; `remainCount` is the
 * count (any sent is not read).
 */
export const issueBody = z
  .object({
    cid: integer({ message: NO_COUPON, min: [1, NO_COUPON] }),
    startTime: moment('请选择开启时间'),
    endTime: moment('请选择结束时间'),
    totalCount: integer({ message: '请输入发布数量', min: [0, '发布数量不能小于 0'], max: [99999999, '发布数量不能超过 99999999'] }),
    isPermanent: zeroOne('是否不限量只能是 0 或 1').nullish(),
    status: zeroOne('状态只能是 0 或 1').nullish(),
  })
  .refine((b) => b.endTime > b.startTime, { message: END_BEFORE_START })
  .transform((b) => ({ ...b, isPermanent: b.isPermanent ?? 0, status: b.status ?? 1 }));
export type IssueInput = z.output<typeof issueBody>;

/** 修改状态 (4.4 Rec.): the id and the status only; whatever else the row carries is not read. */
export const issueStatusBody = z.object({
  id: integer({ message: 'ID 不能为空', min: [1, 'ID 不能为空'] }),
  status: zeroOne('状态只能是 0 或 1'),
});

export const issueQuery = z.object({ ...listQueryFields, isDel: isDelFilter, cname: optionalSearch });
export type IssueQuery = z.output<typeof issueQuery>;

export const issueDto = z.object({
  id: z.number(),
  cname: z.string(),
  cid: z.number(),
  ctype: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  totalCount: z.number(),
  remainCount: z.number(),
  isPermanent: z.number(),
  status: z.number(),
  createTime: z.string(),
});
export type IssueDto = z.output<typeof issueDto>;
export const issuePage = pageOf(issueDto);

export const couponUserQuery = z.object({ ...listQueryFields, couponTitle: optionalSearch });
export type CouponUserQuery = z.output<typeof couponUserQuery>;

/** A member's coupon (2.5 with its Rec.s: the nickname or null, `createTime`; 已过期 computed). */
export const couponUserDto = z.object({
  id: z.number(),
  cid: z.number(),
  uid: z.number(),
  nickname: z.string().nullable(),
  couponTitle: z.string(),
  couponPrice: z.number(),
  useMinPrice: z.number(),
  addTime: z.string(),
  createTime: z.string(),
  endTime: z.string(),
  useTime: z.string().nullable(),
  type: z.string(),
  status: z.number(),
  isFail: z.number(),
});
export type CouponUserDto = z.output<typeof couponUserDto>;
export const couponUserPage = pageOf(couponUserDto);

export const idParam = z.object({ id: fields.id });
