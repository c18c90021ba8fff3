import { z } from 'zod';
import { fields } from './validate';

/** `POST api/dept/superior` and `api/menus/superior`: `[ids]`, possibly empty. */
export const superiorBodySchema = z
  .array(fields.id, { error: '请提供 ID 数组' })
  .max(1000, '一次最多 1000 个')
  .nullish()
  .transform((v) => v ?? []);
