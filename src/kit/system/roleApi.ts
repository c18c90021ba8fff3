/*
 * The role calls more than one screen makes (docs/decisions.md, issue 14): every role for
 * the user dialog, and the caller's level (用户管理, 角色管理). They go to the role entity
 * when 角色管理 moves onto the resource layer (issue 23).
 */
import { api } from '../../api/api';
import { parseArray, type ParsedRows } from './parseResult';
import { parseRole, parseRoleLevel, type SysRole } from './role';
import { ROLE_TAG } from './tags';

const parseRoles = (body: unknown) => parseArray(body, parseRole);

export const roleApi = api.enhanceEndpoints({ addTagTypes: [ROLE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/roles/all`: every role, for the user dialog's 角色 (eladmin sorts by level, yshop not). */
    allRoles: build.query<ParsedRows<SysRole>, void>({
      query: () => ({ url: 'api/roles/all', parse: parseRoles }),
      providesTags: [ROLE_TAG],
    }),
    /** `GET api/roles/level`: the caller's smallest role level (any signed-in user). */
    myRoleLevel: build.query<{ level: number }, void>({
      query: () => ({ url: 'api/roles/level', parse: parseRoleLevel }),
      providesTags: [ROLE_TAG],
    }),
  }),
});

export const { useAllRolesQuery, useMyRoleLevelQuery } = roleApi;
