import { menus, type MenuForm } from '@/entities/menu/menu';
import { checkMenuForm, validateMenuForm } from './menuForm';

const emptyMenuForm = menus.newForm;

describe('the menu form', () => {
  const page: MenuForm = { ...emptyMenuForm(), name: '测试页', path: 'test', component: 'test/index' };

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

  it('checks the form for the dialog: the body when valid, the messages otherwise', () => {
    expect(checkMenuForm(page)).toEqual({ ok: true, value: menus.bodyOf(page) });
    expect(checkMenuForm({ ...page, name: ' ' })).toEqual({ ok: false, errors: { name: '请输入菜单标题' } });
  });
});
