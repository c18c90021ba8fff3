import { parseMenuChildIds, parseMenuNodes } from './menuNode';

describe('menu trees for 菜单分配', () => {
  it('reads yshop’s menus/tree: nested {id, label, children}', () => {
    const parsed = parseMenuNodes([{ id: 1, label: '系统管理', children: [{ id: 2, label: '用户管理', children: [{ id: 127, label: '用户新增' }] }] }])!;
    const [top] = parsed.rows;
    expect(top).toMatchObject({ id: 1, pid: null, label: '系统管理', hasChildren: true });
    expect(top?.children?.[0]?.children?.[0]).toEqual({ id: 127, pid: null, label: '用户新增', hasChildren: false, children: undefined });
  });

  it('reads eladmin’s menus/lazy: MenuDto rows with label, leaf and hasChildren', () => {
    const parsed = parseMenuNodes([
      { id: 1, pid: null, title: '系统管理', label: '系统管理', leaf: false, hasChildren: true, subCount: 7 },
      { id: 6, pid: 0, title: '系统监控', leaf: true, hasChildren: false },
    ])!;
    expect(parsed.rows).toEqual([
      { id: 1, pid: null, label: '系统管理', hasChildren: true, children: undefined },
      { id: 6, pid: null, label: '系统监控', hasChildren: false, children: undefined },
    ]);
  });

  it('skips bad nodes, names a node without a label by its id, and refuses a non-list', () => {
    const parsed = parseMenuNodes([{ id: 3 }, null, { label: 'x' }])!;
    expect(parsed.rows.map((node) => node.label)).toEqual(['#3']);
    expect(parsed.skipped.map((skip) => skip.index)).toEqual([1, 2]);
    expect(parseMenuNodes({ content: [] })).toBeUndefined();
  });

  it('reads menus/child as distinct ids', () => {
    expect(parseMenuChildIds([5, 6, '7', 6, null])).toEqual([5, 6, 7]);
    expect(parseMenuChildIds({})).toBeUndefined();
  });
});
