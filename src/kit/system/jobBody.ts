/*
 * The body of `POST api/job` / `PUT api/job` (also the status switch): editable fields
 * only, `sort` + `jobSort` (same value), yshop's 所属部门 as `dept`.
 */
import type { SysJob } from './job';

export interface JobForm {
  id?: number;
  name: string;
  enabled: boolean;
  sort: number;
  deptId: number | null;
}

export interface JobBody {
  id?: number;
  name: string;
  enabled: boolean;
  sort: number;
  jobSort: number;
  dept: { id: number } | null;
}

export function buildJobBody(form: JobForm): JobBody {
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    name: form.name,
    enabled: form.enabled,
    sort: form.sort,
    jobSort: form.sort,
    dept: form.deptId === null ? null : { id: form.deptId },
  };
}

export const jobFormOf = (job: SysJob): JobForm => ({ id: job.id, name: job.name, enabled: job.enabled, sort: job.sort, deptId: job.dept?.id ?? null });
