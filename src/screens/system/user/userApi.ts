/*
 * The calls of 用户管理 (CONTRACT-SYSTEM.md section 2, Users): the list, the writes,
 * 重置密码. The shared reads (roles/all, roles/level, the dept tree, job options) are in
 * src/kit/system/roleApi.ts and deptApi.ts; a user write invalidates USER_TAG there, so every list
 * showing users refreshes.
 */
import { api } from '../../../api/api';
import { MENU_TAG } from '../../../api/menus';
import { isObject } from '../../../kit/system/fields';
import { parsePage, type Page } from '../../../kit/system/page';
import { parseUser, type SysUser } from '../../../kit/system/user';
import type { UserBody } from '../../../kit/system/userBody';
import { ROLE_TAG, USER_TAG } from '../../../kit/system/tags';

export interface UserPage extends Page<SysUser> {
  /**
   * The rows carry eladmin's `jobs: [...]` (several jobs per user) rather than yshop's
   * and the embedded server's single `job`: the dialog's 岗位 is then a multi-select.
   */
  manyJobs: boolean;
}

/** `GET api/users`: a page of users, both flavours; a missing `content` is []. */
export function parseUserPage(body: unknown): UserPage | undefined {
  const page = parsePage(body, parseUser);
  if (!page || !isObject(body)) return undefined;
  const raw = Array.isArray(body.content) ? body.content : [];
  const manyJobs = raw.some((row) => isObject(row) && Array.isArray(row.jobs));
  return { ...page, manyJobs };
}

export interface SaveUserArgs {
  body: UserBody;
  /**
   * The edited user is the signed-in one and their roles changed: what they may see
   * (menus, level) changes at once, so those reads are invalidated too.
   */
  ownRolesChanged?: boolean;
}

const users = { type: USER_TAG } as const;
const afterSave = (args: SaveUserArgs) => (args.ownRolesChanged ? [users, { type: MENU_TAG }, { type: ROLE_TAG }] : [users]);

export const userApi = api.enhanceEndpoints({ addTagTypes: [USER_TAG, MENU_TAG, ROLE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The list query of the CRUD kit: `blurry`, `enabled`, `deptId`, `createTime` x2, paging. */
    getUsers: build.query<UserPage, Record<string, unknown>>({
      query: (params) => ({ url: 'api/users', params, parse: parseUserPage }),
      providesTags: [users],
    }),
    createUser: build.mutation<unknown, SaveUserArgs>({
      query: ({ body }) => ({ url: 'api/users', method: 'POST', data: body }),
      invalidatesTags: (_result, error, args) => (error ? [] : afterSave(args)),
    }),
    updateUser: build.mutation<unknown, SaveUserArgs>({
      query: ({ body }) => ({ url: 'api/users', method: 'PUT', data: body }),
      invalidatesTags: (_result, error, args) => (error ? [] : afterSave(args)),
    }),
    deleteUsers: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/users', method: 'DELETE', data: ids }),
      invalidatesTags: [users],
    }),
    /** eladmin and the embedded server: sets 123456 for each user (yshop has no such call). */
    resetPasswords: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/users/resetPwd', method: 'PUT', data: ids }),
      invalidatesTags: [users],
    }),
  }),
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUsersMutation, useResetPasswordsMutation } = userApi;
