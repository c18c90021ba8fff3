/*
 * 部门 (CONTRACT-SYSTEM.md sections 1, 2 and 6.2) for both back ends: eladmin's top level has
 * `pid` null, its levels load by `pid` (each row's `hasChildren`), and `deptSort`; yshop's
 * whole tree comes nested (`children` left out when empty) with `pid` 0 at the top and no
 * sort. A node's own fields are read by readDept, the nesting by parseDeptPage.
 * A write sends `sort` + `deptSort`, and the top level as the back end spells it.
 */
import { freeze } from '@reduxjs/toolkit';
import { defineResource } from '../../api/resource/defineResource';
import { parsePage, type Page } from '../../api/resource/page';
import { accept, reject, type RowResult, type SkippedRow } from '../../api/resource/rows';
import { parseWith, wire, type RowSchema } from '../../api/resource/schema';
import { asFlag, asId, asNumber, asText, asTime, DEFAULT_SORT, isObject } from '../../api/resource/wire';

export interface Dept {
  id: number;
  name: string;
  /** null at the top level (the back end's null or 0). */
  pid: number | null;
  /** 0 where the row came with pid 0 (yshop, embedded server): what its body sends back at the top. */
  topPid: 0 | undefined;
  sort: number;
  enabled: boolean;
  /** Has children, loaded (`children`) or still to load (eladmin's lazy tree). */
  hasChildren: boolean;
  subCount: number;
  /** The children when the answer nested them; undefined when they load lazily. */
  children: Dept[] | undefined;
  createTime: string;
}

export interface DeptForm {
  id?: number;
  name: string;
  /** null for a top-level dept. */
  pid: number | null;
  enabled: boolean;
  sort: number;
  /** What a top-level dept sends as `pid` on this back end: 0 (yshop, embedded) or null (eladmin). */
  topPid?: 0 | null;
}

/**
 * One node's own fields (its nesting is parseDeptPage's). Read by hand rather than with the
 * wire readers' object schema: a 2,000-dept answer must be on screen within 100 ms of its
 * arrival, and the schema took ten times as long to read one (60 ms against 6 in a test run).
 */
function readDept(raw: unknown): Dept | undefined {
  if (!isObject(raw)) return undefined;
  const id = asId(raw.id);
  const name = asText(raw.name ?? raw.label);
  if (id === undefined || name.trim() === '') return undefined;
  const pid = asId(raw.pid);
  const subCount = asNumber(raw.subCount, 0);
  return {
    id,
    name,
    pid: pid || null,
    topPid: pid === 0 ? 0 : undefined,
    sort: asNumber(raw.deptSort ?? raw.sort, DEFAULT_SORT),
    enabled: asFlag(raw.enabled),
    // eladmin's leaf flag contradicts hasChildren on no row seen; either says "children".
    hasChildren: asFlag(raw.hasChildren) || subCount > 0 || raw.leaf === false,
    subCount,
    children: undefined,
    createTime: asTime(raw.createTime),
  };
}
/** A row without a usable id or name is refused, with the reason (`部门 4 缺少名称`). */
const row: RowSchema<Dept> = wire.required(readDept, '名称');

/** Nesting deeper than this in one answer is refused rather than risking the stack. */
const MAX_NESTING = 200;

interface Walk {
  skipped: SkippedRow[];
  /** The top-level row being read: where a bad child is reported. */
  index: number;
  sawZeroPid: boolean;
  /** A row carried a sort (eladmin's `deptSort`, the embedded server's `sort`; yshop has none). */
  sawSort: boolean;
}

function parseNode(raw: unknown, depth: number, walk: Walk): RowResult<Dept> {
  const own = parseWith(row, '部门', raw);
  if (!own.ok || !isObject(raw)) return own;
  const dept = own.value;
  if (depth > MAX_NESTING) return reject(`部门 ${dept.id} 的层级过深`);
  if (dept.topPid === 0) walk.sawZeroPid = true;
  if ((raw.deptSort ?? raw.sort ?? null) !== null) walk.sawSort = true;
  let children: Dept[] | undefined;
  if (Array.isArray(raw.children)) {
    children = [];
    for (const child of raw.children) {
      const result = parseNode(child, depth + 1, walk);
      if (result.ok) children.push(result.value);
      else walk.skipped.push({ index: walk.index, reason: `部门「${dept.name}」的下级：${result.reason}` });
    }
  }
  if (!children) return own;
  return accept({ ...dept, children, subCount: asNumber(raw.subCount, children.length), hasChildren: dept.hasChildren || children.length > 0 });
}

export interface DeptPage extends Page<Dept> {
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
  const walk: Walk = { skipped: [], index: 0, sawZeroPid: false, sawSort: false };
  const page = parsePage(Array.isArray(body) ? { content: body } : body, (raw) => {
    const result = parseNode(raw, 0, walk);
    walk.index += 1;
    return result;
  });
  if (!page) return undefined;
  // Frozen at the top, as immer's performance notes advise for large JSON ("pre-freeze
  // data"): the store then keeps the tree as it is instead of walking every dept to freeze
  // it (10 ms of a 2,000-dept tree's 100 ms budget). Parsed rows are fresh objects nothing
  // writes to.
  return freeze({ ...page, skipped: [...page.skipped, ...walk.skipped].sort((a, b) => a.index - b.index), topPid: walk.sawZeroPid ? 0 : null, rowsHaveSort: walk.sawSort });
}

export const depts = defineResource({
  name: 'dept',
  title: '部门',
  url: 'api/dept',
  row,
  page: parseDeptPage,
  idOf: (dept: Dept) => dept.id,
  labelOf: (dept) => dept.name,
  newForm: (): DeptForm => ({ name: '', pid: null, enabled: true, sort: DEFAULT_SORT }),
  formOf: (dept) => ({ id: dept.id, name: dept.name, pid: dept.pid, enabled: dept.enabled, sort: dept.sort, topPid: dept.topPid ?? null }),
  // A top dept goes as the back end showed it: null for eladmin (a dept with pid 0 would not
  // show among its top level), 0 for yshop (which requires a pid).
  bodyOf: ({ id, name, pid, enabled, sort, topPid = null }) => ({ ...(id === undefined ? {} : { id }), name, pid: pid ?? topPid, enabled, sort, deptSort: sort }),
  // The user, job and role lists show dept names.
  invalidates: ['User', 'Job', 'Role'],
});
