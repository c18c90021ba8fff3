import fc from 'fast-check';
import { forestFromRows } from './forest';
import { ancestorIds, countNodes, descendantIds, filterForest, initiallyOpen, parentIds, subtreeIds, textMatcher, visibleRows } from './walks';

interface Dept {
  id: number;
  pid: number | null;
  name: string;
  hasChildren?: boolean;
}
const build = (rows: Dept[]) => forestFromRows(rows, (row) => row.id, (row) => row.pid);

// eladmin's seed shape: 1 root; 7 华南分部 and 8 华北分部 under it; 2, 5 under 7; 6, 11 under 8.
const depts = build([
  { id: 1, pid: null, name: '总部' },
  { id: 7, pid: 1, name: '华南分部' },
  { id: 8, pid: 1, name: '华北分部' },
  { id: 2, pid: 7, name: '研发部' },
  { id: 5, pid: 7, name: '运维部' },
  { id: 6, pid: 8, name: '测试部' },
  { id: 11, pid: 8, name: '人事部' },
]);
const ids = (rows: { node: { id: number } }[]) => rows.map((row) => row.node.id);

describe('visibleRows', () => {
  it('shows the roots, and the children of expanded nodes only, in order with depths', () => {
    expect(ids(visibleRows(depts, new Set()))).toEqual([1]);
    const rows = visibleRows(depts, new Set([1, 8]));
    expect(ids(rows)).toEqual([1, 7, 8, 6, 11]);
    expect(rows.map((row) => row.depth)).toEqual([0, 1, 1, 2, 2]);
    expect(rows.map((row) => row.expanded)).toEqual([true, false, true, false, false]);
  });

  it('does not open a node under a collapsed parent', () => {
    expect(ids(visibleRows(depts, new Set([8])))).toEqual([1]);
  });

  it('marks a lazy node with hasChildren as expandable before its children load', () => {
    const lazy = build([{ id: 1, pid: null, name: '总部', hasChildren: true }]);
    const [row] = visibleRows(lazy, new Set([1]), (item) => item.hasChildren === true);
    expect(row).toMatchObject({ expandable: true, expanded: true });
  });
});

describe('initiallyOpen', () => {
  type Row = { id: number; pid: number | null };
  const chain = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, pid: i === 0 ? null : Math.ceil(i / 3) }));
  const build = (rows: Row[]) => forestFromRows(rows, (row) => row.id, (row) => row.pid);

  it('opens every parent of a small tree', () => {
    const forest = build(chain(50));
    expect(initiallyOpen(forest)).toEqual(parentIds(forest));
    expect(visibleRows(forest, new Set(initiallyOpen(forest)))).toHaveLength(50);
  });

  it('opens nothing of a big one: its top level shows, closed', () => {
    const forest = build(chain(2000));
    expect(initiallyOpen(forest)).toEqual([]);
    expect(visibleRows(forest, new Set(initiallyOpen(forest))).map((row) => row.node.id)).toEqual([1]);
  });
});

describe('descendants and ancestors', () => {
  it('lists the ids below a node, parent first, never the node itself', () => {
    expect(descendantIds(depts, 7)).toEqual([2, 5]);
    expect(descendantIds(depts, 1)).toEqual([7, 2, 5, 8, 6, 11]);
    expect(descendantIds(depts, 2)).toEqual([]);
    expect(descendantIds(depts, 404)).toEqual([]);
    expect(subtreeIds(depts, 8)).toEqual([8, 6, 11]);
    expect(subtreeIds(depts, 404)).toEqual([]);
  });

  it('lists the ancestors root first', () => {
    expect(ancestorIds(depts, 11)).toEqual([1, 8]);
    expect(ancestorIds(depts, 1)).toEqual([]);
    expect(ancestorIds(depts, 404)).toEqual([]);
  });

  it('counts nodes and finds the parents', () => {
    expect(countNodes(depts)).toBe(7);
    expect(parentIds(depts).sort((a, b) => a - b)).toEqual([1, 7, 8]);
  });
});

describe('filterForest', () => {
  it('keeps the matches with their ancestors, not their non-matching children', () => {
    const matcher = textMatcher<Dept>(' 华北 ', (dept) => dept.name)!;
    const filtered = filterForest(depts, matcher);
    expect(ids(visibleRows(filtered, new Set(parentIds(filtered))))).toEqual([1, 8]);
    expect(depts.byId.get(8)?.children).toHaveLength(2); // the original is untouched
  });

  it('keeps several matches in different branches', () => {
    const filtered = filterForest(depts, textMatcher<Dept>('部', (dept) => dept.name.slice(2))!);
    expect(ids(visibleRows(filtered, new Set(parentIds(filtered))))).toEqual([1, 7, 2, 5, 8, 6, 11]);
  });

  it('has no matcher for an empty filter, and an empty forest when nothing matches', () => {
    expect(textMatcher<Dept>('  ', (dept) => dept.name)).toBeUndefined();
    expect(filterForest(depts, () => false).roots).toEqual([]);
  });
});

const rowsArb = fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), pid: fc.option(fc.integer({ min: 0, max: 35 }), { nil: null }) }), { maxLength: 60 });

describe('walks on random graphs (cycles, orphans, duplicates)', () => {
  it('never list a node among its own descendants or ancestors, and agree with each other', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const forest = forestFromRows(rows, (row) => row.id, (row) => row.pid);
        for (const id of forest.byId.keys()) {
          const below = descendantIds(forest, id);
          const above = ancestorIds(forest, id);
          if (below.includes(id) || above.includes(id)) return false;
          if (new Set(below).size !== below.length || new Set(above).size !== above.length) return false;
          for (const ancestor of above) if (!descendantIds(forest, ancestor).includes(id)) return false;
        }
        return true;
      }),
    );
  });

  it('show every node once when all are expanded, and each match with its ancestors when filtered', () => {
    fc.assert(
      fc.property(rowsArb, fc.integer({ min: 1, max: 30 }), (rows, divisor) => {
        const forest = forestFromRows(rows, (row) => row.id, (row) => row.pid);
        const all = ids(visibleRows(forest, new Set(forest.byId.keys())));
        if (all.length !== forest.byId.size || new Set(all).size !== all.length) return false;
        const filtered = filterForest(forest, (row) => row.id % divisor === 0);
        const shown = new Set(ids(visibleRows(filtered, new Set(filtered.byId.keys()))));
        for (const id of forest.byId.keys()) {
          if (id % divisor !== 0) continue;
          if (!shown.has(id) || ancestorIds(forest, id).some((ancestor) => !shown.has(ancestor))) return false;
        }
        return true;
      }),
    );
  });
});
