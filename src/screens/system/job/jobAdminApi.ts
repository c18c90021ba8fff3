/*
 * The calls of 岗位管理 (CONTRACT-SYSTEM.md section 2, Jobs): the paged list, create,
 * update (also the status switch) and delete. Every write invalidates the kit's job tag
 * (the user dialog's job options) and the user lists (which show job names).
 */
import { api } from '../../../api/api';
import { isObject } from '../../../kit/system/fields';
import { parseJob, type SysJob } from '../../../kit/system/job';
import type { JobBody } from '../../../kit/system/jobBody';
import { parsePage, type Page } from '../../../kit/system/page';
import { JOB_TAG, USER_TAG } from '../../../kit/system/systemApi';

export interface JobPage extends Page<SysJob> {
  /**
   * Whether the rows carry a `dept` key (yshop and the embedded server; eladmin's jobs
   * have none): the screen then shows 所属部门. Unknown (false) for an empty page.
   */
  rowsHaveDept: boolean;
}

export function parseJobPage(body: unknown): JobPage | undefined {
  const page = parsePage(body, parseJob);
  if (!page) return undefined;
  const content: unknown = isObject(body) ? body.content : undefined;
  const rowsHaveDept = Array.isArray(content) && content.some((raw) => isObject(raw) && 'dept' in raw);
  return { ...page, rowsHaveDept };
}

const writes = [JOB_TAG, USER_TAG];

export const jobAdminApi = api.enhanceEndpoints({ addTagTypes: [JOB_TAG, USER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The list query of the CRUD kit: `name`, `enabled`, `createTime` x2, `page`, `size`, `sort`. */
    getJobs: build.query<JobPage, Record<string, unknown>>({
      query: (params) => ({ url: 'api/job', params, parse: parseJobPage }),
      providesTags: [JOB_TAG],
    }),
    createJob: build.mutation<unknown, JobBody>({
      query: (body) => ({ url: 'api/job', method: 'POST', data: body }),
      invalidatesTags: writes,
    }),
    updateJob: build.mutation<unknown, JobBody>({
      query: (body) => ({ url: 'api/job', method: 'PUT', data: body }),
      invalidatesTags: writes,
    }),
    deleteJobs: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/job', method: 'DELETE', data: ids }),
      invalidatesTags: writes,
    }),
  }),
});

export const { useGetJobsQuery, useCreateJobMutation, useUpdateJobMutation, useDeleteJobsMutation } = jobAdminApi;
