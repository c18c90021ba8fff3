import { assembleMenuTree, page } from './seed-menus';

describe('assembleMenuTree', () => {
  const folders = [
    { path: 'b', title: '乙', icon: 'x', sort: 20 },
    { path: 'a', title: '甲', icon: 'x', sort: 10 },
    { path: 'empty', title: '空', icon: 'x', sort: 30 },
  ];

  it('orders folders and entries by their places and leaves an empty folder out', () => {
    const tree = assembleMenuTree(folders, [
      { folder: 'b', sort: 2, menu: page('二', 'two', 'x/two', 'Two', 'x') },
      { folder: 'b', sort: 1, menu: page('一', 'one', 'x/one', 'One', 'x') },
      { folder: 'a', sort: 5, menu: page('五', 'five', 'x/five', 'Five', 'x', { editor: true }) },
    ]);
    expect(tree.map((f) => [f.title, f.sort, f.editor, f.children?.map((c) => [c.title, c.sort])])).toEqual([
      ['甲', 10, true, [['五', 5]]],
      ['乙', 20, false, [['一', 1], ['二', 2]]],
    ]);
  });

  it('refuses an entry of an undeclared folder and two entries in one place', () => {
    expect(() => assembleMenuTree(folders, [{ folder: 'nowhere', sort: 1, menu: page('一', 'one', 'x/one', 'One', 'x') }])).toThrow('no menu folder declared for: nowhere/一');
    expect(() =>
      assembleMenuTree(folders, [
        { folder: 'a', sort: 1, menu: page('一', 'one', 'x/one', 'One', 'x') },
        { folder: 'a', sort: 1, menu: page('二', 'two', 'x/two', 'Two', 'x') },
      ]),
    ).toThrow('two menus share a place in 甲');
  });
});
