/*
 * The dept tree more than one screen reads (docs/decisions.md, issue 14): 用户管理's filter
 * and dialog, 部门管理, 角色管理's 数据权限, 岗位管理's 所属部门. It goes to the dept entity
 * when 部门管理 moves onto the resource layer (issue 23).
 */
import { api } from '../../api/api';
import { parseDeptPage, type DeptPage } from './dept';
import { DEPT_TAG } from './tags';

export const deptApi = api.enhanceEndpoints({ addTagTypes: [DEPT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useDeptTreeQuery, useDeptChildrenQuery, useLazyDeptChildrenQuery } = deptApi;
