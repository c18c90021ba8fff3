/*
 * The form of 新增部门 / 编辑部门 (CONTRACT-SYSTEM.md section 4, 部门管理, eladmin's
 * dialog), checked before anything is sent.
 */
import type { Checked, FormErrors } from '@/kit/crud/formCheck';
import { checkSortText } from '@/kit/crud/sortField';
import { DEFAULT_SORT } from '@/api/resource/wire';
import type { Dept, DeptForm } from '@/entities/dept/dept';

/** The embedded server's limit. */
export const DEPT_NAME_MAX = 50;
export const SORT_MIN = 0;
export const SORT_MAX = 999;

export interface DeptFormValues {
  name: string;
  /** As typed. */
  sort: string;
  /** 顶级部门 是. */
  top: boolean;
  /** 上级部门, when not top. */
  pid: number | null;
  enabled: boolean;
}

export function deptFormValues(dept: Dept | undefined): DeptFormValues {
  if (!dept) return { name: '', sort: String(DEFAULT_SORT), top: true, pid: null, enabled: true };
  return { name: dept.name, sort: String(dept.sort), top: dept.pid === null, pid: dept.pid, enabled: dept.enabled };
}

export function checkDept(values: DeptFormValues, id: number | undefined): Checked<DeptFormValues, DeptForm> {
  const name = values.name.trim();
  const errors: FormErrors<DeptFormValues> = {};
  if (name === '') errors.name = '请输入名称';
  else if (name.length > DEPT_NAME_MAX) errors.name = `名称不能超过 ${DEPT_NAME_MAX} 个字符`;
  const sort = checkSortText(values.sort, { min: SORT_MIN, max: SORT_MAX, empty: '请输入序号' });
  if (!sort.ok) errors.sort = sort.message;
  // eladmin's wording for both a missing parent and the dept itself as its parent (sic).
  if (!values.top && (values.pid === null || values.pid === id)) errors.pid = '上级部门不能为空';
  if (Object.keys(errors).length > 0 || !sort.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { ...(id === undefined ? {} : { id }), name, sort: sort.value, pid: values.top ? null : values.pid, enabled: values.enabled },
  };
}
