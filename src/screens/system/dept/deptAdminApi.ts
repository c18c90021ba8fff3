/*
 * The calls of 部门管理 beyond the kit's shared dept tree and children (CONTRACT-SYSTEM.md
 * section 2, Depts): the search (flat matches), create, update (also the status switch)
 * and delete (each dept with its whole subtree on eladmin and the embedded server). Every
 * write invalidates the dept reads and the lists that show dept names (users, jobs, roles).
 */
import { api } from '../../../api/api';
import { parseDeptPage, type DeptPage } from '../../../kit/system/dept';
import type { DeptBody } from '../../../kit/system/deptBody';
import { jobs } from '../../../entities/job/job';
import { DEPT_TAG, ROLE_TAG, USER_TAG } from '../../../kit/system/tags';

const writes = [DEPT_TAG, USER_TAG, jobs.tag, ROLE_TAG];

export const deptAdminApi = api.enhanceEndpoints({ addTagTypes: writes }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/dept` with `name`, `enabled` or `createTime`: every back end answers flat matches. */
    searchDepts: build.query<DeptPage, Record<string, unknown>>({
      query: (params) => ({ url: 'api/dept', params, parse: parseDeptPage }),
      providesTags: [DEPT_TAG],
    }),
    createDept: build.mutation<unknown, DeptBody>({
      query: (body) => ({ url: 'api/dept', method: 'POST', data: body }),
      invalidatesTags: writes,
    }),
    updateDept: build.mutation<unknown, DeptBody>({
      query: (body) => ({ url: 'api/dept', method: 'PUT', data: body }),
      invalidatesTags: writes,
    }),
    deleteDepts: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/dept', method: 'DELETE', data: ids }),
      invalidatesTags: writes,
    }),
  }),
});

export const { useSearchDeptsQuery, useCreateDeptMutation, useUpdateDeptMutation, useDeleteDeptsMutation } = deptAdminApi;
