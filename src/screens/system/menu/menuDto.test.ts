import { filterIconNames } from './IconPicker';
import {
  ancestorIds,
  emptyMenuForm,
  fieldsFor,
  formatCreateTime,
  idsToDelete,
  labelOf,
  menuBodyOf,
  menuFormOf,
  parseMenuList,
  parseMenuTree,
  subtreeIds,
  validateMenuForm,
  type MenuDto,
  type MenuForm,
} from './menuDto';

const dto = (over: Partial<MenuDto> & { id: number; name: string }): MenuDto => ({
  type: 1,
  pid: 0,
  sort: 1,
  path: null,
  component: null,
  componentName: null,
  icon: null,
  permission: null,
  iFrame: false,
  cache: false,
  hidden: false,
  createTime: '',
  children: [],
  ...over,
});

describe('parseMenuList', () => {
  it('reads the tree with defaults for missing fields and null pid as top level', () => {
    const parsed = parseMenuList({
      content: [
        {
          id: 1,
          name: '系统管理',
          type: 0,
          pid: null,
          sort: 1,
          path: 'system',
          icon: 'system',
          iFrame: false,
          createTime: '2026-11-22 10:00:00',
          children: [{ id: 2, label: '菜单管理', pid: 1, type: 1, component: 'system/menu/index', hidden: 1, cache: 'true' }],
        },
      ],
      totalElements: 2,
    });
    expect(parsed?.totalElements).toBe(2);
    const [root] = parsed!.content;
    expect(root).toMatchObject({ id: 1, name: '系统管理', type: 0, pid: 0, path: 'system', component: null, createTime: '2026-11-22 10:00:00' });
    expect(root!.children[0]).toMatchObject({ id: 2, name: '菜单管理', pid: 1, hidden: true, cache: true, sort: 999, children: [] });
  });

  it.each([null, {}, { content: {} }, { content: [{ name: 'no id' }] }, { content: [{ id: 1, name: 'x', children: 'nope' }] }, { content: [{ id: 1, name: 'x', children: [{ id: 'a' }] }] }])(
    'marks %j as malformed',
    (body) => expect(parseMenuList(body)).toBeUndefined(),
  );

  it('formats an epoch createTime', () => {
    expect(formatCreateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
    expect(formatCreateTime(undefined)).toBe('');
  });
});

describe('parseMenuTree and tree helpers', () => {
  const tree = parseMenuTree([{ id: 1, label: '系统管理', children: [{ id: 2, label: '菜单管理', children: [{ id: 3, label: '菜单新增' }] }] }, { id: 9, label: '商品' }])!;

  it('reads id / label / children', () => {
    expect(tree).toEqual([
      { id: 1, label: '系统管理', children: [{ id: 2, label: '菜单管理', children: [{ id: 3, label: '菜单新增', children: [] }] }] },
      { id: 9, label: '商品', children: [] },
    ]);
    expect(parseMenuTree({})).toBeUndefined();
    expect(parseMenuTree([{ id: 1 }])).toBeUndefined();
  });

  it('finds labels, ancestors and subtrees', () => {
    expect(labelOf(tree, 0)).toBe('顶级类目');
    expect(labelOf(tree, 3)).toBe('菜单新增');
    expect(labelOf(tree, 77)).toBeUndefined();
    expect(ancestorIds(tree, 3)).toEqual([1, 2]);
    expect(ancestorIds(tree, 77)).toBeUndefined();
    expect(subtreeIds(tree[0]!)).toEqual([1, 2, 3]);
  });

  it('deletes the row subtree, completed from the full tree when the table is filtered', () => {
    const filteredRow = dto({ id: 1, name: '系统管理', children: [dto({ id: 2, name: '菜单管理' })] });
    expect(idsToDelete(filteredRow, undefined)).toEqual([1, 2]);
    expect(idsToDelete(filteredRow, tree)).toEqual([1, 2, 3]);
  });
});

describe('the menu form', () => {
  const page: MenuForm = { ...emptyMenuForm(), name: '测试页', path: 'test', component: 'test/index' };

  it('shows fields per type as eladmin does', () => {
    expect(fieldsFor({ type: 0, iFrame: false })).toEqual({ icon: true, iFrame: true, cache: false, hidden: true, permission: false, path: true, componentName: false, component: false });
    expect(fieldsFor({ type: 1, iFrame: false })).toEqual({ icon: true, iFrame: true, cache: true, hidden: true, permission: true, path: true, componentName: true, component: true });
    expect(fieldsFor({ type: 1, iFrame: true })).toMatchObject({ component: false, componentName: false });
    expect(fieldsFor({ type: 2, iFrame: false })).toEqual({ icon: false, iFrame: false, cache: false, hidden: false, permission: true, path: false, componentName: false, component: false });
  });

  it('requires a title, a path for folders and pages, a component for pages, and a numeric sort', () => {
    expect(validateMenuForm(page)).toEqual({});
    expect(validateMenuForm({ ...emptyMenuForm(), sort: 'x' })).toEqual({
      name: '请输入菜单标题',
      path: '请输入路由地址',
      component: '请输入组件路径',
      sort: '排序须为 0 到 99999 之间的整数',
    });
    expect(validateMenuForm({ ...emptyMenuForm(), type: 0, name: '目录', path: 'dir' })).toEqual({});
    expect(validateMenuForm({ ...emptyMenuForm(), type: 2, name: '', sort: '' })).toEqual({ name: '请输入按钮名称', sort: '请输入排序' });
    expect(validateMenuForm({ ...page, sort: '-1' }).sort).toBeDefined();
    expect(validateMenuForm({ ...page, sort: '100000' }).sort).toBeDefined();
    expect(validateMenuForm({ ...page, name: 'x'.repeat(101) }).name).toBe('菜单标题不能超过 100 个字符');
  });

  it('requires an http(s) URL for an external link, and no component then', () => {
    expect(validateMenuForm({ ...page, iFrame: true, component: '' })).toEqual({ path: '外链必须以 http:// 或 https:// 开头' });
    expect(validateMenuForm({ ...page, iFrame: true, path: 'mailto:a@b.c' }).path).toBeDefined();
    expect(validateMenuForm({ ...page, iFrame: true, path: 'https://example.com/x', component: '' })).toEqual({});
  });

  it('sends what the dialog shows for the type, trimmed, with null for empty text', () => {
    expect(menuBodyOf({ ...page, name: ' 测试页 ', sort: '5', icon: 'menu', permission: ' ' })).toEqual({
      type: 1,
      name: '测试页',
      pid: 0,
      sort: 5,
      path: 'test',
      component: 'test/index',
      componentName: null,
      icon: 'menu',
      permission: null,
      iFrame: false,
      cache: false,
      hidden: false,
    });
    const button = menuBodyOf({ ...page, id: 7, type: 2, pid: 3, permission: 'x:add', cache: true, hidden: true });
    expect(button).toEqual({ id: 7, type: 2, name: '测试页', pid: 3, sort: 999, path: null, component: null, componentName: null, icon: null, permission: 'x:add', iFrame: false, cache: false, hidden: false });
    expect(menuBodyOf({ ...page, iFrame: true, path: 'https://x.test' })).toMatchObject({ iFrame: true, path: 'https://x.test', component: null });
  });

  it('edits a menu from its row', () => {
    const form = menuFormOf(dto({ id: 4, name: '字典', pid: 1, sort: 6, path: 'dict', component: 'system/dict/index', icon: 'dictionary', hidden: true }));
    expect(form).toMatchObject({ id: 4, name: '字典', pid: 1, sort: '6', path: 'dict', componentName: '', icon: 'dictionary', hidden: true });
    expect(menuBodyOf(form)).toMatchObject({ id: 4, sort: 6, componentName: null, hidden: true });
  });
});

describe('filterIconNames', () => {
  it('matches every typed word, case-insensitively', () => {
    expect(filterIconNames('SYS', ['system', 'sys-tools', 'user'])).toEqual(['system', 'sys-tools']);
    expect(filterIconNames('task man', ['task manege', 'user'])).toEqual(['task manege']);
    expect(filterIconNames('  ', ['a', 'b'])).toEqual(['a', 'b']);
  });
});
