import { withChildren } from './lazyRows';

describe('withChildren', () => {
  it('adds loaded children, replacing those loaded before and any older copy of the same ids', () => {
    const rows = [
      { id: 1, pid: null, name: '总部' },
      { id: 2, pid: 1, name: '旧' },
      { id: 3, pid: 1, name: '已删除' },
    ];
    const next = withChildren(rows, 1, [{ id: 2, pid: 1, name: '研发部' }]);
    expect(next).toEqual([
      { id: 1, pid: null, name: '总部' },
      { id: 2, pid: 1, name: '研发部' },
    ]);
  });

  it('links children to the node they were asked for, whatever pid they carry', () => {
    expect(withChildren([], 7, [{ id: 9, pid: null }])).toEqual([{ id: 9, pid: 7 }]);
  });
});
