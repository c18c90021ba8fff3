/*
 * A row of `GET api/job` (CONTRACT-SYSTEM.md section 1): eladmin's `jobSort`, yshop's
 * `sort` and `dept` (its `deptSuperiorName` is always null and not read).
 */
import { asFlag, asId, asNumber, asRef, asText, asTime, isObject, type Ref } from './fields';
import { accept, reject, type RowResult } from './parseResult';

/** The originals' default sort for a new job or dept, and for a row that has none. */
export const DEFAULT_SORT = 999;

export interface SysJob {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  /** yshop's 所属部门; null on eladmin. */
  dept: Ref | null;
  createTime: string;
}

export function parseJob(raw: unknown): RowResult<SysJob> {
  if (!isObject(raw)) return reject('不是一个岗位对象');
  const id = asId(raw.id);
  if (id === undefined) return reject('缺少有效的岗位 id');
  const name = asText(raw.name);
  if (name === '') return reject(`岗位 ${id} 缺少名称`);
  return accept({
    id,
    name,
    sort: asNumber(raw.jobSort ?? raw.sort, DEFAULT_SORT),
    enabled: asFlag(raw.enabled),
    dept: asRef(raw.dept),
    createTime: asTime(raw.createTime),
  });
}
