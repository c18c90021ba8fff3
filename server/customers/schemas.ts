import { z } from 'zod';
import { optionalId } from '../http/entity-errors';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The contract's Rec. for an unknown id of a PUT or a DELETE (CONTRACT-MEMBERS 0). */
export const NOT_FOUND = '数据不存在';
/** 2.9's refusals of a new customer. */
export const SCAN_FIRST = '请用户扫码后提交';
export const ALREADY_THERE = '当前用户已存在，请勿重复提交';

/** `GET api/yxStoreCustomer`'s filters (Rec. 7.21): the screen's 用户昵称 and 备注, each a substring. */
export const customerQuery = z.object({ ...listQueryFields, nickName: optionalSearch, remark: optionalSearch });
export type CustomerQuery = z.output<typeof customerQuery>;

/** A customer as the list sends it (2.9), times as GMT+8 text (the project's decision). */
export const customerDto = z.object({
  id: z.number(),
  nickName: z.string(),
  openId: z.string(),
  remark: z.string(),
  isEnable: z.number(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type CustomerDto = z.output<typeof customerDto>;
export const customerPage = pageOf(customerDto);

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/**
 * 订单消息管理's write body (2.9, 3.8): the scanned `openId` (blank is `请用户扫码后提交`) and
 * 用户昵称, 备注, 是否启用 1 / 0 (default 1). The lengths are 3.8's columns'.
 */
export const customerBody = z.object({
  id: optionalId,
  openId: text(32, 'openId').refine((v) => v !== '', { message: SCAN_FIRST }),
  nickName: text(255, '用户昵称'),
  remark: text(128, '备注'),
  isEnable: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '是否启用只能是 1 或 0' })
    .nullish()
    .transform((v) => (v === null || v === undefined ? 1 : Number(v))),
});
export type CustomerInput = Omit<z.output<typeof customerBody>, 'id'>;

/** `key` of the scan calls: the console's random token. */
export const scanQuery = z.object({ key: z.string().max(64, 'key 不能超过 64 个字符').optional() });
