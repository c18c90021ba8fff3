/*
 * A row of `GET api/roles`, `roles/all` and `roles/{id}` (CONTRACT-SYSTEM.md section 1):
 * eladmin's `description` and `depts`, yshop's `remark` and `permission`. Of the menus
 * only `id` and `pid` are kept (the MenuDto / Menu around them differ and are not used).
 */
import { asId, asRefs, asText, asTime, isObject, type Ref } from './fields';
import { accept, reject, type RowResult } from './parseResult';

/** 数据范围 (CONTRACT-SYSTEM.md section 1). */
export const DATA_SCOPES = ['全部', '本级', '自定义'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export interface RoleMenu {
  id: number;
  pid: number | null;
}

export interface SysRole {
  id: number;
  name: string;
  level: number;
  /** 全部, 本级 or 自定义 as sent. */
  dataScope: string;
  /** eladmin's description or yshop's remark ('' for none). */
  description: string;
  /**
   * yshop's (and the embedded server's) 角色权限; undefined when the back end sends no
   * such key (eladmin), which is how a screen knows whether to show the field.
   */
  permission: string | undefined;
  depts: Ref[];
  menus: RoleMenu[];
  createTime: string;
}

/** eladmin sends no level for a broken row; the least powerful one is the safe reading. */
export const UNKNOWN_LEVEL = Number.MAX_SAFE_INTEGER;

function asRoleMenus(value: unknown): RoleMenu[] {
  if (!Array.isArray(value)) return [];
  const menus: RoleMenu[] = [];
  for (const raw of value) {
    const id = isObject(raw) ? asId(raw.id) : undefined;
    if (id === undefined || !isObject(raw)) continue;
    const pid = asId(raw.pid);
    menus.push({ id, pid: pid === undefined || pid === 0 ? null : pid });
  }
  return menus;
}

export function parseRole(raw: unknown): RowResult<SysRole> {
  if (!isObject(raw)) return reject('不是一个角色对象');
  const id = asId(raw.id);
  if (id === undefined) return reject('缺少有效的角色 id');
  const name = asText(raw.name);
  if (name === '') return reject(`角色 ${id} 缺少名称`);
  return accept({
    id,
    name,
    level: asId(raw.level) ?? UNKNOWN_LEVEL,
    dataScope: asText(raw.dataScope),
    description: asText(raw.description ?? raw.remark),
    permission: 'permission' in raw ? asText(raw.permission) : undefined,
    depts: asRefs(raw.depts),
    menus: asRoleMenus(raw.menus),
    createTime: asTime(raw.createTime),
  });
}

/** The back end has 角色权限 (yshop, embedded): some role row carries the key. */
export const rolesHavePermission = (roles: readonly SysRole[]): boolean => roles.some((role) => role.permission !== undefined);

/** `GET api/roles/level`: `{ level }`, else malformed. */
export function parseRoleLevel(body: unknown): { level: number } | undefined {
  const level = isObject(body) ? asId(body.level) : undefined;
  return level === undefined ? undefined : { level };
}
