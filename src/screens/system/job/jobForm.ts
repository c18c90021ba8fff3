/*
 * The form of 新增岗位 / 编辑岗位 (CONTRACT-SYSTEM.md section 4, 岗位管理), checked
 * before anything is sent, with the limits the back ends enforce.
 */
import type { Checked, FormErrors } from '../../../kit/crud/formCheck';
import { checkSortText } from '../../../kit/crud/sortField';
import { DEFAULT_SORT, type SysJob } from '../../../kit/system/job';
import type { JobForm } from '../../../kit/system/jobBody';

/** The embedded server's limit (yshop's column is as long). */
export const JOB_NAME_MAX = 50;
export const SORT_MIN = 0;
export const SORT_MAX = 999;

export interface JobFormValues {
  name: string;
  /** As typed. */
  sort: string;
  enabled: boolean;
  deptId: number | null;
}

export function jobFormValues(job: SysJob | undefined): JobFormValues {
  if (!job) return { name: '', sort: String(DEFAULT_SORT), enabled: true, deptId: null };
  return { name: job.name, sort: String(job.sort), enabled: job.enabled, deptId: job.dept?.id ?? null };
}

/** `needsDept`: the back end keeps a job's dept (yshop, embedded), which is then required. */
export function checkJob(values: JobFormValues, id: number | undefined, needsDept: boolean): Checked<JobFormValues, JobForm> {
  const name = values.name.trim();
  const errors: FormErrors<JobFormValues> = {};
  if (name === '') errors.name = '请输入名称';
  else if (name.length > JOB_NAME_MAX) errors.name = `名称不能超过 ${JOB_NAME_MAX} 个字符`;
  const sort = checkSortText(values.sort, { min: SORT_MIN, max: SORT_MAX, empty: '请输入序号' });
  if (!sort.ok) errors.sort = sort.message;
  if (needsDept && values.deptId === null) errors.deptId = '所属部门不能为空';
  if (Object.keys(errors).length > 0 || !sort.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { ...(id === undefined ? {} : { id }), name, sort: sort.value, enabled: values.enabled, deptId: needsDept ? values.deptId : null },
  };
}
