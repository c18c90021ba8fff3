import { api } from '../../../api/api';
import { MENU_TAG } from '../../../api/menus';
import { parsePage, type Page } from '../../../kit/system/page';
import { parseRole, type SysRole } from '../../../kit/system/role';
import { buildRoleMenusBody, type RoleBody } from '../../../kit/system/roleBody';
import { ROLE_TAG, USER_TAG } from '../../../kit/system/tags';

/*
 * 角色管理's own calls (CONTRACT-SYSTEM.md section 2, Roles). Every write invalidates
 * ROLE_TAG, so the list, the role shown in 菜单分配 (`roles/{id}`), `roles/all` and the
 * caller's level all refresh; names show in the user list, hence USER_TAG.
 */

const parseRolePage = (body: unknown): Page<SysRole> | undefined => parsePage(body, parseRole);

function parseOneRole(body: unknown): SysRole | undefined {
  const result = parseRole(body);
  return result.ok ? result.value : undefined;
}

export const roleApi = api.enhanceEndpoints({ addTagTypes: [ROLE_TAG, USER_TAG, MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The list query of the CRUD kit: `blurry`, `createTime` x2, `page`, `size`, `sort`. */
    getRoles: build.query<Page<SysRole>, Record<string, unknown>>({
      query: (params) => ({ url: 'api/roles', params, parse: parseRolePage }),
      providesTags: [ROLE_TAG],
    }),
    /** One role with its menus: what 菜单分配 ticks. */
    getRole: build.query<SysRole, number>({
      query: (id) => ({ url: `api/roles/${encodeURIComponent(id)}`, parse: parseOneRole }),
      providesTags: [ROLE_TAG],
    }),
    createRole: build.mutation<unknown, RoleBody>({
      query: (body) => ({ url: 'api/roles', method: 'POST', data: body }),
      invalidatesTags: [ROLE_TAG],
    }),
    updateRole: build.mutation<unknown, RoleBody>({
      query: (body) => ({ url: 'api/roles', method: 'PUT', data: body }),
      invalidatesTags: [ROLE_TAG, USER_TAG],
    }),
    deleteRoles: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/roles', method: 'DELETE', data: ids }),
      invalidatesTags: [ROLE_TAG, USER_TAG],
    }),
    /**
     * 菜单分配's 保存: replaces the role's menus. MENU_TAG too: when the role is one of
     * the operator's own, their sidebar (`menus/build`) must follow at once, and the
     * session's user carries no role ids to tell (docs/decisions.md, 角色管理), so the
     * menus are reloaded after every save (one call).
     */
    saveRoleMenus: build.mutation<unknown, { id: number; menuIds: readonly number[] }>({
      query: ({ id, menuIds }) => ({ url: 'api/roles/menu', method: 'PUT', data: buildRoleMenusBody(id, menuIds) }),
      invalidatesTags: [ROLE_TAG, MENU_TAG],
    }),
  }),
});

export const { useGetRolesQuery, useGetRoleQuery, useCreateRoleMutation, useUpdateRoleMutation, useDeleteRolesMutation, useSaveRoleMenusMutation } = roleApi;
