/*
 * 角色 (CONTRACT-SYSTEM.md sections 1-2): eladmin's `description` and `depts`, yshop's
 * `remark` and `permission` (角色权限, which eladmin has not). Of the menus only `id` and
 * `pid` are kept (the MenuDto / Menu around them differ and are not used). A write sends
 * `remark` + `description`, `depts` only for 自定义, `permission` only where the back end
 * has it. Beyond CRUD: the caller's level, one role with its menus, and 菜单分配's 保存.
 */
import { api } from '../../api/api';
import { MENU_TAG } from '../../api/menus';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asId, asText, isObject } from '../../api/resource/wire';

/** 数据范围 (CONTRACT-SYSTEM.md section 1). */
export const DATA_SCOPES = ['全部', '本级', '自定义'] as const;
export const CUSTOM_SCOPE = '自定义';
/** eladmin sends no level for a broken row; the least powerful one is the safe reading. */
export const UNKNOWN_LEVEL = Number.MAX_SAFE_INTEGER;

export interface RoleMenu {
  id: number;
  pid: number | null;
}

const menusOf = (value: unknown): RoleMenu[] =>
  (Array.isArray(value) ? value : []).flatMap((raw) => {
    const id = isObject(raw) ? asId(raw.id) : undefined;
    return id === undefined || !isObject(raw) ? [] : [{ id, pid: asId(raw.pid) || null }];
  });

const shape = {
  id: wire.id,
  name: wire.name,
  level: wire.read((value) => asId(value) ?? UNKNOWN_LEVEL),
  /** 全部, 本级 or 自定义 as sent. */
  dataScope: wire.text,
  /** eladmin's description or yshop's remark ('' for none). */
  description: wire.text,
  /** yshop's (and the embedded server's) 角色权限; undefined when the row has no such key (eladmin). */
  permission: wire.read((value) => (value === undefined ? undefined : asText(value))),
  depts: wire.refs,
  menus: wire.read(menusOf),
  createTime: wire.time,
};
export type Role = RowOf<typeof shape>;

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

export const roles = defineResource({
  name: 'role',
  title: '角色',
  url: 'api/roles',
  allUrl: 'api/roles/all',
  permission: 'roles',
  row: wireRow(shape, { description: ['description', 'remark'] }),
  idOf: (role: Role) => role.id,
  labelOf: (role) => role.name,
  newForm: (): RoleForm => ({ name: '', level: 3, dataScope: '全部', deptIds: [], description: '', permission: undefined }),
  formOf: (role) => ({ id: role.id, name: role.name, level: role.level, dataScope: role.dataScope, deptIds: role.depts.map((dept) => dept.id), description: role.description, permission: role.permission }),
  bodyOf: ({ id, name, level, dataScope, deptIds, description, permission }) => ({
    ...(id === undefined ? {} : { id }),
    name,
    level,
    dataScope,
    depts: dataScope === CUSTOM_SCOPE ? [...new Set(deptIds)].map((dept) => ({ id: dept })) : [],
    remark: description,
    description,
    ...(permission === undefined ? {} : { permission }),
  }),
  // Whether the back end has 角色权限 (yshop, embedded): some row carries the key.
  extra: (_body, rows) => ({ hasPermission: rows.some((role) => role.permission !== undefined) }),
  sort: ['level,asc'],
  // The user list shows role names.
  invalidates: ['User'],
});

/** Who writes roles: their level (`roles/level`; undefined while unknown) and whether they hold `admin`. */
export interface RoleWriter {
  level: number | undefined;
  admin: boolean;
}

/**
 * Issue 22: a role is written only strictly below the writer's level (a bigger number);
 * one at their level, their own included, is read-only to them; `admin` writes any.
 * While the level is unknown nothing is, the server deciding anyway.
 */
export const mayWriteRole = (level: number, writer: RoleWriter): boolean => writer.admin || (writer.level !== undefined && level > writer.level);

/** `GET api/roles/level`: `{ level }`, else malformed. */
export function parseRoleLevel(body: unknown): { level: number } | undefined {
  const level = isObject(body) ? asId(body.level) : undefined;
  return level === undefined ? undefined : { level };
}

const parseOneRole = (body: unknown): Role | undefined => {
  const result = roles.parseRow(body);
  return result.ok ? result.value : undefined;
};

/** `PUT api/roles/menu`: the role and the menus it keeps (replacing the stored ones). */
export const roleMenusBody = (roleId: number, menuIds: Iterable<number>) => ({ id: roleId, menus: [...new Set(menuIds)].map((id) => ({ id })) });

export const roleCalls = api.enhanceEndpoints({ addTagTypes: [roles.tag, MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The caller's smallest role level (any signed-in user). */
    myRoleLevel: build.query<{ level: number }, void>({
      query: () => ({ url: 'api/roles/level', parse: parseRoleLevel }),
      providesTags: [roles.tag],
    }),
    /** One role with its menus: what 菜单分配 ticks. */
    role: build.query<Role, number>({
      query: (id) => ({ url: `api/roles/${encodeURIComponent(id)}`, parse: parseOneRole }),
      providesTags: [roles.tag],
    }),
    /**
     * 菜单分配's 保存: replaces the role's menus. MENU_TAG too: when the role is one of the
     * operator's own, their sidebar (`menus/build`) must follow at once, and the session's
     * user carries no role ids to tell (docs/decisions.md, 角色管理), so the menus are
     * reloaded after every save (one call).
     */
    saveRoleMenus: build.mutation<unknown, { id: number; menuIds: readonly number[] }>({
      query: ({ id, menuIds }) => ({ url: 'api/roles/menu', method: 'PUT', data: roleMenusBody(id, menuIds) }),
      invalidatesTags: [roles.tag, MENU_TAG],
    }),
  }),
});

export const { useMyRoleLevelQuery, useRoleQuery, useSaveRoleMenusMutation } = roleCalls;
