import fc from 'fast-check';
import { forestFromNested, forestFromRows, type Forest } from './forest';

interface Row {
  id: number;
  pid: number | null;
}
const fromRows = (rows: Row[]) => forestFromRows(rows, (row) => row.id, (row) => row.pid);

/** The forest as `id(children...)` text, to compare shapes at a glance. */
function shape<T>(forest: Forest<T>): string {
  const show = (node: Forest<T>['roots'][number]): string => (node.children.length ? `${node.id}(${node.children.map(show).join(' ')})` : `${node.id}`);
  return forest.roots.map(show).join(' ');
}

describe('forestFromRows', () => {
  it('links rows by pid, with null and 0 both meaning top level, keeping input order', () => {
    const forest = fromRows([
      { id: 1, pid: null },
      { id: 7, pid: 1 },
      { id: 2, pid: 7 },
      { id: 9, pid: 0 },
      { id: 5, pid: 7 },
    ]);
    expect(shape(forest)).toBe('1(7(2 5)) 9');
    expect(forest.byId.get(2)).toMatchObject({ parentId: 7, depth: 2 });
    expect(forest.problems).toEqual([]);
  });

  it('makes an orphan a root and lists it (yshop dept 46 points at a missing parent)', () => {
    const forest = fromRows([
      { id: 1, pid: 0 },
      { id: 46, pid: 999 },
      { id: 47, pid: 46 },
    ]);
    expect(shape(forest)).toBe('1 46(47)');
    expect(forest.problems).toEqual([{ kind: 'orphan', id: 46, pid: 999 }]);
  });

  it('breaks a pid cycle at its first member and lists it (yshop 2 <-> 7)', () => {
    const forest = fromRows([
      { id: 1, pid: 0 },
      { id: 2, pid: 7 },
      { id: 7, pid: 2 },
      { id: 11, pid: 7 },
    ]);
    expect(shape(forest)).toBe('1 2(7(11))');
    expect(forest.problems).toEqual([{ kind: 'cycle', id: 2, pid: 7 }]);
  });

  it('makes a self-parent a root', () => {
    const forest = fromRows([{ id: 3, pid: 3 }]);
    expect(shape(forest)).toBe('3');
    expect(forest.problems).toEqual([{ kind: 'self-parent', id: 3, pid: 3 }]);
  });

  it('keeps the first of duplicate ids', () => {
    const first = { id: 4, pid: null };
    const forest = fromRows([first, { id: 4, pid: 1 }]);
    expect(forest.byId.get(4)?.item).toBe(first);
    expect(forest.problems).toEqual([{ kind: 'duplicate', id: 4 }]);
  });

  it('builds a chain 100,000 deep without overflowing the stack', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, pid: i === 0 ? null : i }));
    const forest = fromRows(rows);
    expect(forest.roots).toHaveLength(1);
    expect(forest.byId.get(100_000)?.depth).toBe(99_999);
  });
});

describe('forestFromNested', () => {
  it('keeps the nesting, and leaves out a repeated id with its subtree', () => {
    type Node = { id: number; children?: Node[] };
    const roots: Node[] = [{ id: 1, children: [{ id: 2, children: [{ id: 3 }] }, { id: 2, children: [{ id: 8 }] }] }];
    const forest = forestFromNested(roots, (node) => node.id, (node) => node.children);
    expect(shape(forest)).toBe('1(2(3))');
    expect(forest.byId.has(8)).toBe(false);
    expect(forest.problems).toEqual([{ kind: 'duplicate', id: 2 }]);
  });

  it('stops on an object that contains itself', () => {
    type Node = { id: number; children: Node[] };
    const loop: Node = { id: 1, children: [] };
    loop.children.push(loop);
    const forest = forestFromNested([loop], (node) => node.id, (node) => node.children);
    expect(shape(forest)).toBe('1');
  });
});

/** Random id/pid graphs: small ids so that cycles, self-parents, orphans and duplicates are common. */
const rowsArb = fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), pid: fc.option(fc.integer({ min: 0, max: 35 }), { nil: null }) }), { maxLength: 60 });

describe('forestFromRows on random graphs', () => {
  it('holds every distinct id exactly once, reachable from a root, with consistent links and depths', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const forest = fromRows(rows);
        const distinct = new Set(rows.map((row) => row.id));
        const reached: number[] = [];
        const stack = forest.roots.map((node) => ({ node, depth: 0, parentId: null as number | null }));
        while (stack.length > 0) {
          const { node, depth, parentId } = stack.pop()!;
          reached.push(node.id);
          if (reached.length > distinct.size) return false; // a node met twice: a loop in the output
          if (node.depth !== depth || node.parentId !== parentId) return false;
          for (const child of node.children) stack.push({ node: child, depth: depth + 1, parentId: node.id });
        }
        return reached.length === distinct.size && new Set(reached).size === distinct.size && forest.byId.size === distinct.size;
      }),
    );
  });

  it('keeps every parent the data named when it leads to a root, and lists each change', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const forest = fromRows(rows);
        const firstRow = new Map<number, Row>();
        for (const row of rows) if (!firstRow.has(row.id)) firstRow.set(row.id, row);
        const repaired = new Set(forest.problems.filter((problem) => problem.kind !== 'duplicate').map((problem) => problem.id));
        for (const node of forest.byId.values()) {
          const named = firstRow.get(node.id)!.pid;
          const top = named === null || named === 0;
          if (top) {
            if (node.parentId !== null) return false;
          } else if (node.parentId !== named && !(node.parentId === null && repaired.has(node.id))) return false;
        }
        const duplicates = forest.problems.filter((problem) => problem.kind === 'duplicate').length;
        return duplicates === rows.length - firstRow.size;
      }),
    );
  });
});

describe('forestFromNested on random trees', () => {
  type Node = { id: number; children: Node[] };
  const id = fc.integer({ min: 1, max: 25 });
  const nodeArb: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof({ maxDepth: 5 }, fc.record({ id, children: fc.constant<Node[]>([]) }), fc.record({ id, children: fc.array(tie('node'), { maxLength: 3 }) })),
  })).node;

  it('holds each id once, whatever repeats', () => {
    fc.assert(
      fc.property(fc.array(nodeArb, { maxLength: 4 }), (roots) => {
        const forest = forestFromNested(roots, (node) => node.id, (node) => node.children);
        const ids: number[] = [];
        const stack = [...forest.roots];
        while (stack.length > 0) {
          const node = stack.pop()!;
          ids.push(node.id);
          stack.push(...node.children);
        }
        return new Set(ids).size === ids.length && ids.length === forest.byId.size;
      }),
    );
  });
});
