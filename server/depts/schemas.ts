import { z } from 'zod';
import { optionalId, sortField } from '../http/entity-errors';
import { listQueryFields, optionalFlag, optionalSearch } from '../http/list-query';
import { integer } from '../http/integer';
import { fields } from '../http/validate';
import type { DeptInput } from './repository';

const deptPid = integer({ message: '上级部门不存在', min: [0, '上级部门不存在'] });

/** 部门管理's write body: `pid` 0 or null = top; `sort` or eladmin's `deptSort`. */
export const deptBodySchema = z
  .object({
    id: optionalId,
    name: z.string({ error: '部门名称不能为空' }).trim().min(1, '部门名称不能为空').max(50, '部门名称不能超过 50 个字符'),
    pid: deptPid.nullish(),
    enabled: fields.flag.default(true),
    sort: sortField.nullish(),
    deptSort: sortField.nullish(),
  })
  .transform((b): DeptInput & { id: number | null } => ({
    id: b.id,
    name: b.name,
    pid: b.pid ?? 0,
    enabled: b.enabled,
    sort: b.sort ?? b.deptSort ?? 999,
  }));

export const deptQuerySchema = z.object({
  name: optionalSearch,
  enabled: optionalFlag,
  pid: z.preprocess((v) => (v === '' ? undefined : v), deptPid.optional()),
  createTime: listQueryFields.createTime,
  'createTime[]': listQueryFields['createTime[]'],
});

/** `POST api/dept/superior` and `api/menus/superior`: `[ids]`, possibly empty. */
export const superiorBodySchema = z
  .array(fields.id, { error: '请提供 ID 数组' })
  .max(1000, '一次最多 1000 个')
  .nullish()
  .transform((v) => v ?? []);

export const superiorQuerySchema = z.object({ exclude: optionalFlag });
