import { forestFromRows } from './forest';

/** Test data: a dept row as the kit's trees receive it. */
export interface TestDept {
  id: number;
  pid: number | null;
  name: string;
  hasChildren?: boolean;
}

export const deptLabel = (dept: TestDept) => dept.name;
export const buildDepts = (rows: readonly TestDept[]) => forestFromRows(rows, (row) => row.id, (row) => row.pid);

// eladmin's seed shape: 1 总部; 7 华南分部 and 8 华北分部 under it; 2, 5 under 7; 6, 11 under 8.
export const SEED_DEPTS: TestDept[] = [
  { id: 1, pid: null, name: '总部' },
  { id: 7, pid: 1, name: '华南分部' },
  { id: 8, pid: 1, name: '华北分部' },
  { id: 2, pid: 7, name: '研发部' },
  { id: 5, pid: 7, name: '运维部' },
  { id: 6, pid: 8, name: '测试部' },
  { id: 11, pid: 8, name: '人事部' },
];

/** 2,000 depts: 10 roots, each with 9 branches of 21 leaves (10 + 90 + 1,890 + 10 = 2,000). */
export function bigDeptRows(): TestDept[] {
  const rows: TestDept[] = [];
  let id = 1;
  for (let r = 0; r < 10; r += 1) {
    const root = id++;
    rows.push({ id: root, pid: null, name: `分公司${r}` });
    for (let b = 0; b < 9; b += 1) {
      const branch = id++;
      rows.push({ id: branch, pid: root, name: `部门${r}-${b}` });
      for (let l = 0; l < 21; l += 1) rows.push({ id: id++, pid: branch, name: `小组${r}-${b}-${l}` });
    }
    rows.push({ id: id++, pid: root, name: `办公室${r}` });
  }
  return rows;
}
