import { z } from 'zod';
import { optionalId, sortField } from '../http/entity-errors';
import { listQueryFields, optionalFlag, optionalSearch } from '../http/list-query';
import { integer } from '../http/integer';
import { pageOf } from '../http/schema';
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

export const superiorQuerySchema = z.object({ exclude: optionalFlag });

/** The dept of the yshop-named wire (docs/system-wire.md); `children` only in nested answers. */
export interface DeptDto {
  id: number;
  name: string;
  pid: number;
  sort: number;
  enabled: boolean;
  hasChildren: boolean;
  subCount: number;
  leaf: boolean;
  label: string;
  createTime: string;
  children?: DeptDto[];
}

export const deptDto: z.ZodType<DeptDto> = z.object({
  id: z.number(),
  name: z.string(),
  pid: z.number(),
  sort: z.number(),
  enabled: z.boolean(),
  hasChildren: z.boolean(),
  subCount: z.number(),
  leaf: z.boolean(),
  label: z.string(),
  createTime: z.string(),
  get children() {
    return z.array(deptDto).optional();
  },
});

/** A nested tree or flat rows, with how many depts they hold. */
export const deptList = pageOf(deptDto);
