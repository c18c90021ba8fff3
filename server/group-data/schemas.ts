import { z } from 'zod';
import { optionalId, sortField } from '../http/entity-errors';
import { integer } from '../http/integer';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The contract's Rec. for an unknown id of a PUT or a DELETE (CONTRACT-MEMBERS 0). */
export const NOT_FOUND = '数据不存在';

const STATUS = '是否显示只能是 1（显示）或 0（不显示）';
const status = integer({ message: STATUS, min: [0, STATUS], max: [1, STATUS] });

/**
 * `GET api/yxSystemGroupData`'s filters (2.7): the group and the status, each `=`; empty
 * means none. The client's `sort` is read (so a console's usual query passes) and not
 * used: the list is always in 排序 order, as the app reads it.
 */
export const groupDataQuery = z.object({
  ...listQueryFields,
  groupName: optionalSearch,
  status: z.preprocess((v) => (v === '' ? undefined : v), status.optional()),
});
export type GroupDataQuery = z.output<typeof groupDataQuery>;

/**
 * A write (2.7, 4.5): `groupName`, the row's `sort` (absent as 0) and `status` (required, as
 * yshop's check needs it), `id` on a PUT, and the group's own keys, which stay in the
 * body for `groupValue` to read and check (groups.ts).
 */
export const groupDataBody = z.looseObject({
  id: optionalId,
  groupName: z.string({ error: '请提供数据组名称' }).trim().min(1, '请提供数据组名称'),
  sort: sortField.nullish().transform((v) => v ?? 0),
  status,
});
export type GroupDataBody = z.output<typeof groupDataBody>;

export const groupDataIdParam = z.object({ id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }) });

/** A row as yshop's YxSystemGroupDataDto: `value` the stored JSON text, `map` the same parsed, `addTime` always null (2.7). */
export const groupDataDto = z.object({
  id: z.number(),
  groupName: z.string(),
  value: z.string(),
  map: z.record(z.string(), z.union([z.string(), z.number()])),
  addTime: z.null(),
  sort: z.number(),
  status: z.number(),
});
export type GroupDataDto = z.output<typeof groupDataDto>;
export const groupDataPage = pageOf(groupDataDto);
