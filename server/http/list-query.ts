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

/**
 * yshop's day filters (`startTime`, `endTime` as `yyyy-MM-dd`, CONTRACT-MEMBERS 2.2): an
 * optional day, '' meaning none; a day that is not one is a 400, never a filter ignored.
 */
export const optionalDay = (label: string) =>
  z
    .string()
    .max(40)
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? '';
      if (text === '') return undefined;
      const at = parseDateTime(text.slice(0, 10));
      if (at === null || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label}格式应为 yyyy-MM-dd` });
        return z.NEVER;
      }
      return at;
    });

const DAY_MS = 86_400_000;

/**
 * `[from, to]` in epoch ms from two optional days (the first day's 00:00:00 to the last
 * day's 23:59:59.999), each bound applied on its own: yshop ignores `endTime` without
 * `startTime`, which the contract's recommendation does not copy.
 */
export const dayBounds = (start: number | undefined, end: number | undefined): [number | undefined, number | undefined] => [start, end === undefined ? undefined : end + DAY_MS - 1];
