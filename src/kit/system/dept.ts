/*
 * A row of `GET api/dept` (CONTRACT-SYSTEM.md section 1 and 6.2) for both back ends:
 * eladmin's top level has `pid` null, children loaded lazily through `hasChildren`, and
 * `deptSort`; yshop's whole tree comes nested (`children` left out when empty) with
 * `pid` 0 at the top and no sort.
 */
import { freeze } from '@reduxjs/toolkit';
import { asFlag, asId, asNumber, asText, asTime, DEFAULT_SORT, isObject } from './fields';
import { parsePage, type Page } from './page';
import { accept, reject, type RowResult, type SkippedRow } from './parseResult';

export interface SysDept {
  id: number;
  name: string;
  /** null at the top level (the back end's null or 0). */
  pid: number | null;
  sort: number;
  enabled: boolean;
  /** Has children, loaded (`children`) or still to load (eladmin's lazy tree). */
  hasChildren: boolean;
  subCount: number;
  /** The children when the answer nested them; undefined when they load lazily. */
  children: SysDept[] | undefined;
  createTime: string;
}

/** Nesting deeper than this in one answer is refused rather than risking the stack. */
const MAX_NESTING = 200;

interface Context {
  skipped: SkippedRow[];
  index: number;
  /** Set when a top-level row came with pid 0 (yshop): what a new top dept should send. */
  sawZeroPid: boolean;
  /** Set when a row carried a sort (eladmin's `deptSort`, the embedded server's `sort`; yshop has none). */
  sawSort: boolean;
}

function parseNode(raw: unknown, depth: number, context: Context): RowResult<SysDept> {
  if (!isObject(raw)) return reject('不是一个部门对象');
  const id = asId(raw.id);
  if (id === undefined) return reject('缺少有效的部门 id');
  const name = asText(raw.name ?? raw.label);
  if (name === '') return reject(`部门 ${id} 缺少名称`);
  if (depth > MAX_NESTING) return reject(`部门 ${id} 的层级过深`);
  const pid = asId(raw.pid);
  if (pid === 0) context.sawZeroPid = true;
  if ((raw.deptSort ?? raw.sort) !== undefined && (raw.deptSort ?? raw.sort) !== null) context.sawSort = true;
  let children: SysDept[] | undefined;
  if (Array.isArray(raw.children)) {
    children = [];
    for (const child of raw.children) {
      const result = parseNode(child, depth + 1, context);
      if (result.ok) children.push(result.value);
      else context.skipped.push({ index: context.index, reason: `部门「${name}」的下级：${result.reason}` });
    }
  }
  const subCount = asNumber(raw.subCount, children?.length ?? 0);
  return accept({
    id,
    name,
    pid: pid === undefined || pid === 0 ? null : pid,
    sort: asNumber(raw.deptSort ?? raw.sort, DEFAULT_SORT),
    enabled: asFlag(raw.enabled),
    // eladmin's leaf flag contradicts hasChildren on no row seen; either says "children".
    hasChildren: asFlag(raw.hasChildren) || (children?.length ?? 0) > 0 || subCount > 0 || raw.leaf === false,
    subCount,
    children,
    createTime: asTime(raw.createTime),
  });
}

/** One dept row with its nested children (bad children are left out). */
export const parseDept = (raw: unknown): RowResult<SysDept> => parseNode(raw, 0, { skipped: [], index: 0, sawZeroPid: false, sawSort: false });

export interface DeptPage extends Page<SysDept> {
  /** What a new top-level dept sends as `pid`: 0 when the back end's top rows had 0 (yshop), else null (eladmin). */
  topPid: 0 | null;
  /** Whether the rows carry a sort (the table's 排序 column); false for yshop and an empty answer. */
  rowsHaveSort: boolean;
}

/**
 * `GET api/dept`: a page (nested or flat), also accepted as a bare array. Skipped rows,
 * nested ones too, are listed with the index of the top-level row they were under.
 */
export function parseDeptPage(body: unknown): DeptPage | undefined {
  const context: Context = { skipped: [], index: 0, sawZeroPid: false, sawSort: false };
  const page = parsePage(Array.isArray(body) ? { content: body } : body, (raw) => {
    const result = parseNode(raw, 0, context);
    context.index += 1;
    return result;
  });
  if (!page) return undefined;
  // Frozen at the top, as immer's performance notes advise for large JSON ("pre-freeze
  // data"): the store then keeps the tree as it is instead of walking every dept to freeze
  // it (10 ms of a 2,000-dept tree's 100 ms budget). Parsed rows are fresh objects nothing
  // writes to.
  return freeze({ ...page, skipped: [...page.skipped, ...context.skipped].sort((a, b) => a.index - b.index), topPid: context.sawZeroPid ? 0 : null, rowsHaveSort: context.sawSort });
}
