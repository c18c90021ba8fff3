/*
 * The system contract's calls that more than one screen makes (docs/decisions.md, issue
 * 14): roles for the user dialog, the caller's level, the dept tree (user filter, user
 * dialog, dept dialog, role 数据权限, dept table) and the menu trees of 菜单分配 (the jobs
 * are the job entity's, src/entities/job). Each screen's own list and write calls stay in the screen,
 * and invalidate these through the exported tags.
 */
import { api } from '../../api/api';
import { MENU_TAG } from '../../api/menus';
import { parseDeptPage, type DeptPage } from './dept';
import { parseMenuChildIds, parseMenuNodes, type MenuNode } from './menuNode';
import { parseArray, type ParsedRows } from './parseResult';
import { parseRole, parseRoleLevel, type SysRole } from './role';

/** Role lists and the caller's level: a role write or a change of the caller's roles invalidates it. */
export const ROLE_TAG = 'Role' as const;
/** Every dept read (tree, children, lists): any dept write invalidates it. */
export const DEPT_TAG = 'Dept' as const;
// Menus use MENU_TAG of src/api/menus.ts, which every menu write already invalidates.
/** User lists (the user screen's own): a user write invalidates it; so does a dept or role change the rows show. */
export const USER_TAG = 'User' as const;

const parseRoles = (body: unknown) => parseArray(body, parseRole);

export const systemApi = api.enhanceEndpoints({ addTagTypes: [ROLE_TAG, DEPT_TAG, USER_TAG, MENU_TAG] }).injectEndpoints({
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
    /**
     * `GET api/dept` with no filter: yshop and the embedded server send the whole nested
     * tree, eladmin the top level only (each with `hasChildren`; see deptChildren).
     */
    deptTree: build.query<DeptPage, void>({
      query: () => ({ url: 'api/dept', parse: parseDeptPage }),
      providesTags: [DEPT_TAG],
    }),
    /** `GET api/dept?pid=`: the direct children of a dept, for eladmin's lazy tree. */
    deptChildren: build.query<DeptPage, number>({
      query: (pid) => ({ url: 'api/dept', params: { pid }, parse: parseDeptPage }),
      providesTags: [DEPT_TAG],
    }),
    /** `GET api/menus/tree`: the whole menu tree, nested (yshop, embedded). */
    menuTreeNodes: build.query<ParsedRows<MenuNode>, void>({
      query: () => ({ url: 'api/menus/tree', parse: parseMenuNodes }),
      providesTags: [MENU_TAG],
    }),
    /** `GET api/menus/lazy?pid=`: the children of `pid`, 0 for the top level (eladmin, embedded). */
    menuChildren: build.query<ParsedRows<MenuNode>, number>({
      query: (pid) => ({ url: 'api/menus/lazy', params: { pid }, parse: parseMenuNodes }),
      providesTags: [MENU_TAG],
    }),
    /** `GET api/menus/child?id=`: the id and all its descendants' ids (eladmin's cascading tick). */
    menuChildIds: build.query<number[], number>({
      query: (id) => ({ url: 'api/menus/child', params: { id }, parse: parseMenuChildIds }),
      providesTags: [MENU_TAG],
    }),
  }),
});

export const {
  useAllRolesQuery,
  useMyRoleLevelQuery,
  useDeptTreeQuery,
  useDeptChildrenQuery,
  useLazyDeptChildrenQuery,
  useMenuTreeNodesQuery,
  useMenuChildrenQuery,
  useLazyMenuChildrenQuery,
  useLazyMenuChildIdsQuery,
} = systemApi;
