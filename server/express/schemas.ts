import { z } from 'zod';
import { optionalId, sortField } from '../http/entity-errors';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';

export const NAME_TAKEN = '快递公司名称已存在';
export const NOT_FOUND = '快递公司不存在';

const required = (missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(50, tooLong);

/**
 * 快递公司's write body: `{ code, name, sort }`, `isShow` and, on edit, `id`; nothing else
 * (yshop's PUT without an id inserted a row: here it is refused).
 */
export const expressBody = z
  .object({
    id: optionalId,
    code: required('请输入快递公司编号', '快递公司编号不能超过 50 个字符'),
    name: required('请输入快递公司名称', '快递公司名称不能超过 50 个字符'),
    sort: sortField.nullish(),
    isShow: fields.flag.nullish(),
  })
  .transform((b) => ({ id: b.id, code: b.code, name: b.name, sort: b.sort ?? 0, isShow: b.isShow ?? false }));
export type ExpressInput = Omit<z.output<typeof expressBody>, 'id'>;

/** Pages and sort only: the list has no filter. */
export const expressQuery = z.object(listQueryFields);

export const idParam = z.object({ id: fields.id });

export const expressDto = z.object({ id: z.number(), code: z.string(), name: z.string(), sort: z.number(), isShow: z.number() });
export type ExpressDto = z.output<typeof expressDto>;
export const expressPage = pageOf(expressDto);
