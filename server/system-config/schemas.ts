import { z } from 'zod';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';

/** Pages and sort only (yshop's forms send `size=500`). */
export const configQuery = z.object(listQueryFields);

/** A row of the wire: yshop's `YxSystemConfigDto` (CONTRACT-MEMBERS 2.6), a secret's value masked. */
export const configDto = z.object({ id: z.number(), menuName: z.string(), value: z.string(), sort: z.number(), status: z.number() });
export type ConfigDto = z.output<typeof configDto>;
export const configPage = pageOf(configDto);

/** The most keys one POST may carry (every known key fits). */
export const MAX_KEYS = 100;

/**
 * yshop's flat `{ key: value }` body. Values are text, numbers or flags (yshop stored
 * `value.toString()`); a null or an object is refused with the key's name, not yshop's
 * `message: null`. Which keys exist and what their values may be is `keys.ts`'s.
 */
export const configBody = z
  .record(z.string().max(100, '配置项名称过长'), z.unknown(), { error: '请提交配置项' })
  .superRefine((body, ctx) => {
    const entries = Object.entries(body);
    if (entries.length === 0) ctx.addIssue({ code: 'custom', message: '请提交配置项' });
    if (entries.length > MAX_KEYS) ctx.addIssue({ code: 'custom', message: `一次最多提交 ${MAX_KEYS} 个配置项` });
  })
  .transform((body, ctx) => {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') values[key] = value.trim();
      else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') values[key] = String(value);
      else {
        ctx.addIssue({ code: 'custom', message: `配置项 ${key} 的值无效` });
        return z.NEVER;
      }
    }
    return values;
  });
