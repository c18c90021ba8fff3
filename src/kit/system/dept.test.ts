import { parseDeptPage, parseDept, type SysDept } from './dept';

const ok = (raw: unknown): SysDept => {
  const result = parseDept(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

// eladmin, `GET api/dept` with no filter: the top level, children to load.
const eladminTop = {
  content: [{ id: 1, name: '华南分部', pid: null, deptSort: 0, enabled: true, subCount: 2, hasChildren: true, leaf: false, label: '华南分部', createTime: '2019-03-25 09:15:32' }],
  totalElements: 1,
};
// yshop: the whole tree nested, pid 0 at the top, children left out when empty, ISO dates.
const yshopTree = {
  content: [
    {
      id: 1,
      name: '1111',
      pid: 0,
      enabled: true,
      label: '1111',
      createTime: '2019-03-25T09:14:05.000+08:00',
      children: [
        { id: 7, name: '华南分部', pid: 1, enabled: true, label: '华南分部', createTime: '2019-03-25T09:15:32.000+08:00', children: [{ id: 2, name: '研发部1', pid: 7, enabled: false, label: '研发部1', createTime: 1553476532000 }] },
        { id: 8, name: '华北分部', pid: 1, enabled: true, label: '华北分部', createTime: '2019-03-25 09:15:32' },
      ],
    },
  ],
  totalElements: 4,
};

describe('parseDept', () => {
  it('reads eladmin’s lazy row: pid null as top, deptSort, hasChildren without children', () => {
    const page = parseDeptPage(eladminTop)!;
    expect(page.content).toEqual([{ id: 1, name: '华南分部', pid: null, sort: 0, enabled: true, hasChildren: true, subCount: 2, children: undefined, createTime: '2019-03-25 09:15:32' }]);
    expect(page.topPid).toBeNull();
    expect(page.rowsHaveSort).toBe(true);
  });

  it('hands the tree over frozen at the top, so the store keeps it without walking every dept', () => {
    const page = parseDeptPage(yshopTree)!;
    expect(Object.isFrozen(page)).toBe(true);
    expect(() => {
      (page as { topPid: number | null }).topPid = 5;
    }).toThrow(TypeError);
  });

  it('reads yshop’s nested tree: pid 0 as top, children nested, the three date forms', () => {
    const page = parseDeptPage(yshopTree)!;
    expect(page.rowsHaveSort).toBe(false);
    const [root] = page.content;
    expect(root).toMatchObject({ id: 1, pid: null, sort: 999, hasChildren: true });
    expect(root?.children?.map((dept) => dept.id)).toEqual([7, 8]);
    const south = root!.children![0]!;
    expect(south.children?.[0]).toMatchObject({ id: 2, pid: 7, enabled: false, hasChildren: false });
    expect(south.children?.[0]?.createTime).toMatch(/^2019-03-2\d \d\d:15:32$/);
    expect(root!.children![1]).toMatchObject({ children: undefined, hasChildren: false, createTime: '2019-03-25 09:15:32' });
    expect(page.topPid).toBe(0);
    expect(page.totalElements).toBe(4);
  });

  it('skips a bad child and lists it under its top-level row', () => {
    const page = parseDeptPage({ content: [{ id: 1, name: 'a', children: [{ id: 'x' }, { id: 3, name: 'c' }] }, 5, { id: 4, name: 'd' }] })!;
    expect(page.content.map((dept) => dept.id)).toEqual([1, 4]);
    expect(page.content[0]?.children?.map((dept) => dept.id)).toEqual([3]);
    expect(page.skipped).toEqual([
      { index: 0, reason: '部门「a」的下级：缺少有效的部门 id' },
      { index: 1, reason: '不是一个部门对象' },
    ]);
  });

  it('accepts a bare array and a missing content; refuses what is not a page', () => {
    expect(parseDeptPage([{ id: 1, name: 'a', pid: 0 }])?.content).toHaveLength(1);
    expect(parseDeptPage({ totalElements: 0 })).toEqual({ content: [], totalElements: 0, skipped: [], topPid: null, rowsHaveSort: false });
    expect(parseDeptPage('x')).toBeUndefined();
  });

  it('reads the label when the name is missing, and refuses nesting deeper than an answer can sensibly have', () => {
    expect(ok({ id: 1, label: '总部' }).name).toBe('总部');
    let deep: Record<string, unknown> = { id: 1000, name: 'leaf' };
    for (let i = 999; i >= 1; i -= 1) deep = { id: i, name: `d${i}`, children: [deep] };
    const parsed = parseDeptPage({ content: [deep] })!;
    expect(parsed.content).toHaveLength(1);
    expect(parsed.skipped).toHaveLength(1);
  });
});
