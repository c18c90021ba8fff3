/*
 * 岗位 (CONTRACT-SYSTEM.md sections 1-2): eladmin's rows carry `jobSort` and no dept,
 * yshop's `sort` and 所属部门 `dept` (its `deptSuperiorName` is always null, not read).
 * A write sends both sort keys and the dept as `{id}`.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { DEFAULT_SORT, isObject } from '../../api/resource/wire';

const shape = { id: wire.id, name: wire.name, sort: wire.number(DEFAULT_SORT), enabled: wire.flag, dept: wire.ref, createTime: wire.time };
export type Job = RowOf<typeof shape>;

export interface JobForm {
  id?: number;
  name: string;
  sort: number;
  enabled: boolean;
  /** yshop's 所属部门; null on eladmin. */
  deptId: number | null;
}

export const jobs = defineResource({
  name: 'job',
  title: '岗位',
  url: 'api/job',
  row: wireRow(shape, { sort: ['jobSort', 'sort'] }),
  idOf: (job: Job) => job.id,
  labelOf: (job) => job.name,
  newForm: (): JobForm => ({ name: '', sort: DEFAULT_SORT, enabled: true, deptId: null }),
  formOf: (job) => ({ id: job.id, name: job.name, sort: job.sort, enabled: job.enabled, deptId: job.dept?.id ?? null }),
  bodyOf: ({ id, name, sort, enabled, deptId }) => ({ ...(id === undefined ? {} : { id }), name, enabled, sort, jobSort: sort, dept: deptId === null ? null : { id: deptId } }),
  // yshop and the embedded server keep a job's dept: their rows carry the key (unknown for an empty page).
  extra: (body) => ({ rowsHaveDept: isObject(body) && Array.isArray(body.content) && body.content.some((raw) => isObject(raw) && 'dept' in raw) }),
  sort: ['sort,asc', 'id,desc'],
  // The user list shows job names.
  invalidates: ['User'],
});
