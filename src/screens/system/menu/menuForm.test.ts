import { menuDto as dto } from './menuDto.fixture';
import { checkMenuForm, emptyMenuForm, fieldsFor, menuBodyOf, menuFormOf, validateMenuForm, type MenuForm } from './menuForm';

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
      iframe: false,
      cache: false,
      hidden: false,
    });
    const button = menuBodyOf({ ...page, id: 7, type: 2, pid: 3, permission: 'x:add', cache: true, hidden: true });
    expect(button).toEqual({ id: 7, type: 2, name: '测试页', pid: 3, sort: 999, path: null, component: null, componentName: null, icon: null, permission: 'x:add', iFrame: false, iframe: false, cache: false, hidden: false });
    // Both back ends' names for the external-link flag (each ignores the other's).
    expect(menuBodyOf({ ...page, iFrame: true, path: 'https://x.test' })).toMatchObject({ iFrame: true, iframe: true, path: 'https://x.test', component: null });
  });

  it('edits a menu from its row', () => {
    const form = menuFormOf(dto({ id: 4, name: '字典', pid: 1, sort: 6, path: 'dict', component: 'system/dict/index', icon: 'dictionary', hidden: true }));
    expect(form).toMatchObject({ id: 4, name: '字典', pid: 1, sort: '6', path: 'dict', componentName: '', icon: 'dictionary', hidden: true });
    expect(menuBodyOf(form)).toMatchObject({ id: 4, sort: 6, componentName: null, hidden: true });
  });

  it('checks the form for the dialog: the body when valid, the messages otherwise', () => {
    expect(checkMenuForm(page)).toEqual({ ok: true, value: menuBodyOf(page) });
    expect(checkMenuForm({ ...page, name: ' ' })).toEqual({ ok: false, errors: { name: '请输入菜单标题' } });
  });
});
