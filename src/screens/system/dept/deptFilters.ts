/** 部门管理's search: name, 状态 (eladmin's 正常 / 禁用 words) and a date range. */
export type DeptFilters = { name: string; enabled: '' | 'true' | 'false'; createTime: readonly string[] };

export const INITIAL_DEPT_FILTERS: DeptFilters = { name: '', enabled: '', createTime: [] };
