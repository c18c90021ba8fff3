import { z } from 'zod';
import { listQueryFields, optionalDay, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';

/** An optional `0` / `1` filter (进出账: 0 支出, 1 获得); empty means none. */
const optionalPm = z
  .enum(['', '0', '1'], { error: '进出账只能是 0 或 1' })
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : Number(v)));

/** `GET api/yxUserBill`'s filters (CONTRACT-MEMBERS 2.2), each bound on its own. */
export const billQuery = z.object({
  ...listQueryFields,
  nickname: optionalSearch,
  category: optionalSearch,
  type: optionalSearch,
  title: optionalSearch,
  pm: optionalPm,
  startTime: optionalDay('开始日期'),
  endTime: optionalDay('结束日期'),
});
export type BillQuery = z.output<typeof billQuery>;

/** A bill as yshop's list sends it, with the fields its SQL forgot (the contract's Rec.). */
export const billDto = z.object({
  id: z.number(),
  uid: z.number(),
  linkId: z.string(),
  pm: z.number(),
  title: z.string(),
  category: z.string(),
  type: z.string(),
  number: z.number(),
  balance: z.number(),
  mark: z.string(),
  createTime: z.string(),
  status: z.number(),
  nickname: z.string().nullable(),
});
export type BillDto = z.output<typeof billDto>;

export const billPage = pageOf(billDto);
