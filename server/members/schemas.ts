import { z } from 'zod';
import { centsField } from '../http/amount';
import { integer } from '../http/integer';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The one answer for an id no live member has (CONTRACT-MEMBERS 0, Rec. for a PUT's unknown id). */
export const NO_MEMBER = '数据不存在';
export const NOT_ENOUGH = '余额不足';
/** The ceiling of yshop's `decimal(8,2)` columns, in hundredths (Rec. 26: checked before writing). */
export const MAX_BALANCE = 99_999_999;

/** An optional `0` / `1` filter (推广员); empty means none. */
const optionalZeroOne = z
  .enum(['', '0', '1'], { error: '推广员只能是 0 或 1' })
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : Number(v)));

/** `GET api/yxUser`'s filters (2.1); `uid` and `grade` are ignored as yshop does. */
export const memberQuery = z.object({
  ...listQueryFields,
  nickname: optionalSearch,
  phone: optionalSearch,
  isPromoter: optionalZeroOne,
  userType: optionalSearch,
});
export type MemberQuery = z.output<typeof memberQuery>;

/** YxUserDto (2.1.1) in yshop's order, without `password` (Rec. 7.1). */
export const memberDto = z.object({
  uid: z.number(),
  username: z.string(),
  realName: z.string(),
  birthday: z.number(),
  cardId: z.string(),
  mark: z.string(),
  partnerId: z.number(),
  groupId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string(),
  createTime: z.string(),
  addIp: z.string(),
  nowMoney: z.number(),
  brokeragePrice: z.number(),
  integral: z.number(),
  signNum: z.number(),
  status: z.number(),
  level: z.number(),
  spreadUid: z.number(),
  spreadTime: z.string().nullable(),
  userType: z.string(),
  isPromoter: z.number(),
  payCount: z.number(),
  spreadCount: z.number(),
  addres: z.string(),
  adminid: z.number(),
  loginType: z.string(),
});
export type MemberDto = z.output<typeof memberDto>;
export const memberPage = pageOf(memberDto);

const text = (max: number, label: string) => z.string({ error: `${label}必须是文字` }).max(max, `${label}不能超过 ${max} 个字符`).optional();
const zeroOne = (label: string) => z.union([z.literal(0), z.literal(1)], { error: `${label}只能是 0 或 1` }).optional();

/**
 * `PUT api/yxUser` (修改用户, 4.1 Rec.): only 修改用户's fields are read; everything else
 * yshop's body carries (nowMoney, brokeragePrice, password, spread*, status...) is dropped
 * here, so no write can reach it. A field left out is left unchanged, as yshop's NOT_NULL update.
 */
export const memberEditBody = z.object({
  uid: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
  realName: text(25, '真实姓名'),
  mark: text(255, '用户备注'),
  // Empty is "no phone" (app users without one); anything else is a mainland mobile number.
  phone: z.string({ error: '请输入正确的11位手机号码' }).regex(/^(1\d{10})?$/, '请输入正确的11位手机号码').optional(),
  integral: centsField({ label: '用户积分', missing: '请输入用户积分', notPositive: '用户积分不能小于0', zero: true }).optional(),
  adminid: zeroOne('商户管理'),
});
export type MemberEdit = z.output<typeof memberEditBody>;

/** `POST api/yxUser/money` (修改余额): `ptype` 1 增加, 2 减少 (Rec.); the amount in cents, above zero. */
export const moneyBody = z.object({
  uid: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
  ptype: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: '请选择修改余额方式' }).transform(Number),
  money: centsField({ label: '金额', missing: '请输入金额', notPositive: '最低金额为0', zero: true }).refine((cents) => cents > 0, '金额必须大于0'),
});
export type MoneyChange = z.output<typeof moneyBody>;

/** `POST api/yxUser/spread` (查看下级, 10.5): grade 0 the member's invitees, 1 theirs. */
export const spreadBody = z.object({
  uid: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
  grade: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '请选择一级或二级' }).transform(Number).default(0),
});
export type SpreadQuery = z.output<typeof spreadBody>;

/** One invitee as the parent commit answered (not paged): `time` is `yyyy/MM/dd`, `numberCount` their orders' total in yuan. */
export const spreadDto = z.object({
  uid: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  time: z.string(),
  childCount: z.number(),
  orderCount: z.number(),
  numberCount: z.number(),
});
export type SpreadDto = z.output<typeof spreadDto>;

/** `POST api/yxUser/onStatus/{uid}`: the status the console showed; the server sets the other one. */
export const statusParams = z.object({ uid: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }) });
export const statusBody = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '状态只能是 0 或 1' }).transform(Number) });
