/*
 * The body of `POST api/roles` / `PUT api/roles`: editable fields only, `remark` +
 * `description` (same text), `depts` only for 自定义 (system-wire.md).
 */
import type { SysRole } from './role';

export interface RoleForm {
  id?: number;
  name: string;
  level: number;
  dataScope: string;
  /** 数据权限; sent only when dataScope is 自定义. */
  deptIds: number[];
  description: string;
  /** 角色权限; undefined on a back end without it (eladmin): then not sent. */
  permission: string | undefined;
}

export interface RoleBody {
  id?: number;
  name: string;
  level: number;
  dataScope: string;
  depts: { id: number }[];
  remark: string;
  description: string;
  permission?: string;
}

export const CUSTOM_SCOPE = '自定义';

export function buildRoleBody(form: RoleForm): RoleBody {
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    name: form.name,
    level: form.level,
    dataScope: form.dataScope,
    depts: form.dataScope === CUSTOM_SCOPE ? [...new Set(form.deptIds)].map((id) => ({ id })) : [],
    remark: form.description,
    description: form.description,
    ...(form.permission === undefined ? {} : { permission: form.permission }),
  };
}

/** `PUT api/roles/menu`: the role and the menus it keeps (replacing the stored ones). */
export const buildRoleMenusBody = (roleId: number, menuIds: Iterable<number>) => ({ id: roleId, menus: [...new Set(menuIds)].map((id) => ({ id })) });

export function roleFormOf(role: SysRole): RoleForm {
  return {
    id: role.id,
    name: role.name,
    level: role.level,
    dataScope: role.dataScope,
    deptIds: role.depts.map((dept) => dept.id),
    description: role.description,
    permission: role.permission,
  };
}
