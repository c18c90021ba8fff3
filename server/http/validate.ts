import { z } from 'zod';
import { badRequest } from './errors';
import { integer } from './integer';

const zhCN = z.locales.zhCN().localeError;

/**
 * Used only for issues a schema does not word itself: zod's Chinese wording,
 * prefixed with the field so the caller knows which one.
 */
const fallbackMessages: z.core.$ZodErrorMap = (issue) => {
  const base = zhCN(issue);
  const message = typeof base === 'string' ? base : (base?.message ?? '请求参数错误');
  const where = issue.path && issue.path.length > 0 ? `${issue.path.map(String).join('.')}：` : '';
  return `${where}${message}`;
};

/** Parses request input or throws a 400 whose message names the first problem, in Chinese. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: fallbackMessages });
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? '请求参数错误');
}

/** The largest page size any list serves. */
export const MAX_SIZE = 10000;
/**
 * The last page any list serves: page × size stays within 2^53, so the OFFSET is an exact
 * integer (beyond 2^63 SQLite refused it as `datatype mismatch`, a 500).
 */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_SIZE);

/** Schema pieces shared by several routes. */
export const fields = {
  id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
  page: integer({ message: '页码必须是整数', min: [0, '页码不能小于 0'], max: [MAX_PAGE, `页码不能超过 ${MAX_PAGE}`] }).default(0),
  size: integer({ message: '每页条数必须是整数', min: [1, '每页条数至少为 1'], max: [MAX_SIZE, `每页条数不能超过 ${MAX_SIZE}`] }).default(10),
  /** Accepts a boolean, 0/1 or "true"/"false", as forms send any of them. */
  flag: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])]).transform(
    (v) => v === true || v === 1 || v === 'true' || v === '1',
  ),
} as const;
