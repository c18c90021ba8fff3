/*
 * The body of `POST api/dept` / `PUT api/dept` (also the status switch): editable fields
 * only, `sort` + `deptSort` (same value). The top level is sent as the back end showed
 * it: null for eladmin (a dept with pid 0 would not show among eladmin's top level),
 * 0 for yshop (which requires a pid); see DeptPage.topPid.
 */
import type { SysDept } from './dept';

export interface DeptForm {
  id?: number;
  name: string;
  /** null for a top-level dept. */
  pid: number | null;
  enabled: boolean;
  sort: number;
}

export interface DeptBody {
  id?: number;
  name: string;
  pid: number | null;
  enabled: boolean;
  sort: number;
  deptSort: number;
}

export function buildDeptBody(form: DeptForm, topPid: 0 | null): DeptBody {
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    name: form.name,
    pid: form.pid ?? topPid,
    enabled: form.enabled,
    sort: form.sort,
    deptSort: form.sort,
  };
}

export const deptFormOf = (dept: SysDept): DeptForm => ({ id: dept.id, name: dept.name, pid: dept.pid, enabled: dept.enabled, sort: dept.sort });
