import { assembleTree, superiorRows, withDescendants, type TreeNode } from './tree';

const row = (id: number, pid: number, sort = 1) => ({ id, pid, sort });
const shape = (nodes: readonly TreeNode<{ id: number }>[]): unknown[] =>
  nodes.map((n) => (n.children.length > 0 ? { [n.item.id]: shape(n.children) } : n.item.id));

describe('assembleTree', () => {
  const rows = [row(5, 1, 2), row(1, 0), row(4, 1, 1), row(9, 7), row(2, 0, 0)];

  it('nests by pid, siblings by sort then id; a row of an absent parent is dropped or becomes a root', () => {
    expect(shape(assembleTree(rows, 'drop'))).toEqual([2, { 1: [4, 5] }]);
    expect(shape(assembleTree(rows, 'root'))).toEqual([2, { 1: [4, 5] }, 9]);
  });

  it('ends on a pid cycle written by hand: dropped, or shown at the top once', () => {
    const cycle = [row(1, 0), row(2, 3), row(3, 2)];
    expect(shape(assembleTree(cycle, 'drop'))).toEqual([1]);
    expect(shape(assembleTree(cycle, 'root'))).toEqual([1, { 2: [3] }]);
  });
});

describe('withDescendants', () => {
  const rows = [row(1, 0), row(2, 1), row(3, 2), row(4, 1), row(5, 4)];

  it('takes the ids and everything below them, level by level', () => {
    expect([...withDescendants(rows, [1])]).toEqual([1, 2, 4, 3, 5]);
  });

  it('leaves out a row refused by `follow` with its subtree, never a starting id', () => {
    expect([...withDescendants(rows, [1, 4], (r) => r.id !== 4 && r.id !== 1)]).toEqual([1, 4, 2, 5, 3]);
    expect([...withDescendants(rows, [1], (r) => r.id !== 2)]).toEqual([1, 4, 5]);
  });

  it('ends on a cycle', () => {
    expect([...withDescendants([row(1, 2), row(2, 1)], [1])]).toEqual([1, 2]);
  });
});

describe('superiorRows', () => {
  const rows = [row(1, 0), row(2, 0), row(3, 1), row(4, 1), row(5, 3)];
  const find = (id: number) => rows.find((r) => r.id === id) ?? null;
  const childrenOf = (pid: number) => rows.filter((r) => r.pid === pid);

  it('keeps the siblings up the ancestry, with or without the ids; the top level for none', () => {
    expect(superiorRows([5], find, childrenOf, false).map((r) => r.id)).toEqual([5, 3, 4, 1, 2]);
    expect(superiorRows([5], find, childrenOf, true).map((r) => r.id)).toEqual([3, 4, 1, 2]);
    expect(superiorRows([], find, childrenOf, false).map((r) => r.id)).toEqual([1, 2]);
  });
});
