import { z } from 'zod';
import { optionalId, optionalText, refOf } from '../http/entity-errors';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { integer } from '../http/integer';
import { namedRef, pageOf } from '../http/schema';
import { fields } from '../http/validate';
import { permissionText } from '../http/grants';
import { DATA_SCOPES, type RoleInput } from './repository';

/** 角色管理's write body: eladmin's `description` or yshop's `remark`, the same text. */
export const roleBodySchema = z
  .object({
    id: optionalId,
    name: z.string({ error: '请填写角色名称' }).trim().min(1, '请填写角色名称').max(50, '角色名称不能超过 50 个字符'),
    permission: permissionText(z.string({ error: '请输入权限' }).trim().min(1, '请输入权限').max(100, '权限不能超过 100 个字符')),
    level: integer({ message: '角色级别必须是整数', min: [1, '角色级别不能小于 1'], max: [999, '角色级别不能大于 999'] }).default(3),
    dataScope: z.enum(DATA_SCOPES, { error: '数据范围只能是全部、本级或自定义' }).default('全部'),
    depts: z.array(refOf('部门不存在')).max(10000).nullish(),
    remark: optionalText(255, '描述不能超过 255 个字符'),
    description: optionalText(255, '描述不能超过 255 个字符'),
  })
  .transform((b): RoleInput & { id: number | null } => ({
    id: b.id,
    name: b.name,
    permission: b.permission,
    level: b.level,
    dataScope: b.dataScope,
    remark: b.remark ?? b.description,
    deptIds: b.dataScope === '自定义' ? [...new Set((b.depts ?? []).map((d) => d.id))] : [],
  }))
  .refine((b) => b.dataScope !== '自定义' || b.deptIds.length > 0, '自定义数据权限不能为空');

export const roleMenusSchema = z.object({
  id: fields.id,
  menus: z.array(refOf('菜单不存在'), { error: '请提供菜单数组' }).max(10000),
});

export const roleQuerySchema = z.object({ ...listQueryFields, blurry: optionalSearch });
export const roleIdParamSchema = z.object({ id: fields.id });

/** The role of the wire (docs/system-wire.md): yshop names, eladmin's `depts` kept. */
export const roleDto = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  dataScope: z.enum(DATA_SCOPES),
  remark: z.string().nullable(),
  permission: z.string(),
  depts: z.array(namedRef),
  menus: z.array(z.object({ id: z.number(), pid: z.number() })),
  createTime: z.string(),
});
export const rolePage = pageOf(roleDto);
export const roleList = z.array(roleDto);
export const roleLevel = z.object({ level: z.number() });
