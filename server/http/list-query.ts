import { z } from 'zod';
import { parseDateTime } from '../shared/time';
import { badRequest } from './errors';
import { fields } from './validate';

const dateText = z.string().max(40);
const repeated = z.union([dateText, z.array(dateText)]).optional();

/**
 * The query keys every list of the system screens shares. `createTime` comes as a
 * repeated key (eladmin's qs) or as `createTime[]` (axios); `sort` may repeat too.
 */
export const listQueryFields = {
  page: fields.page,
  size: fields.size,
  createTime: repeated,
  'createTime[]': repeated,
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional(),
};

/** An optional `true` / `false` filter: absent or empty means "no filter". */
export const optionalFlag = z
  .union([fields.flag, z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v));

/** An optional text filter, trimmed; empty means "no filter". */
export const optionalSearch = z
  .string()
  .max(100, '搜索内容不能超过 100 个字符')
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** An optional id filter; empty means "no filter". */
export const optionalId = z.preprocess((v) => (v === '' ? undefined : v), fields.id.optional());

/** `[from, to]` in epoch ms from the query's `createTime` pair, or null when none was given. */
export function timeRange(query: { createTime?: string | string[] | undefined; 'createTime[]'?: string | string[] | undefined }): [number, number] | null {
  const raw = query.createTime ?? query['createTime[]'];
  if (raw === undefined) return null;
  const parts = (Array.isArray(raw) ? raw : raw.split(',')).filter((s) => s.trim() !== '');
  if (parts.length === 0) return null;
  if (parts.length !== 2) throw badRequest('创建时间须为开始与结束两个时间');
  const from = parseDateTime(parts[0]!);
  const to = parseDateTime(parts[1]!);
  if (from === null || to === null) throw badRequest('创建时间格式应为 yyyy-MM-dd HH:mm:ss');
  return [from, to];
}
