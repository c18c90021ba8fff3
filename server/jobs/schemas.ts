import { z } from 'zod';
import { optionalId, optionalRef, sortField } from '../http/entity-errors';
import { listQueryFields, optionalFlag, optionalId as optionalIdFilter, optionalSearch } from '../http/list-query';
import { namedRef, pageOf } from '../http/schema';
import { fields } from '../http/validate';

/** 岗位管理's write body: `sort` or eladmin's `jobSort`, yshop's `dept` (optional). */
export const jobBodySchema = z
  .object({
    id: optionalId,
    name: z.string({ error: '岗位名称不能为空' }).trim().min(1, '岗位名称不能为空').max(50, '岗位名称不能超过 50 个字符'),
    enabled: fields.flag.default(true),
    sort: sortField.nullish(),
    jobSort: sortField.nullish(),
    dept: optionalRef('所属部门不存在'),
  })
  .transform((b) => ({
    id: b.id,
    name: b.name,
    enabled: b.enabled,
    sort: b.sort ?? b.jobSort ?? 999,
    deptId: b.dept?.id ?? null,
  }));

export const jobQuerySchema = z.object({
  ...listQueryFields,
  name: optionalSearch,
  enabled: optionalFlag,
  deptId: optionalIdFilter,
});

/** The job of the wire (docs/system-wire.md). */
export const jobDto = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  dept: namedRef.nullable(),
  createTime: z.string(),
});
export type JobDto = z.output<typeof jobDto>;
export type JobInput = Omit<z.output<typeof jobBodySchema>, 'id'>;

export const jobPage = pageOf(jobDto);
