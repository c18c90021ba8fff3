import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { fakeHttp } from '../../testing/fakeHttp';
import { menuRow } from './menu.fixture';
import { fieldsFor, menus, parseMenuTree, type MenuForm } from './menu';

const makeStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

describe('the menu entity reads the tree', () => {
  it('with defaults for missing fields and null pid as top level', () => {
    const parsed = parseMenuTree({
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
    const [root] = parsed!.content;
    expect(root).toMatchObject({ id: 1, name: '系统管理', type: 0, pid: 0, path: 'system', component: null, createTime: '2026-11-22 10:00:00' });
    expect(root!.children[0]).toMatchObject({ id: 2, name: '菜单管理', pid: 1, hidden: true, cache: true, sort: 999, children: [] });
    // A bare array is read too.
    expect(parseMenuTree([{ id: 3, name: '商品' }])?.content.map((menu) => menu.name)).toEqual(['商品']);
  });

  it("reads the external-link flag under yshop's name (iframe) as well as eladmin's (iFrame)", () => {
    const row = (flag: Record<string, unknown>) => parseMenuTree({ content: [{ id: 1, name: '文档', type: 1, path: 'https://docs.example.com', ...flag }], totalElements: 1 })?.content[0]?.iFrame;
    expect(row({ iframe: true })).toBe(true);
    expect(row({ iFrame: true })).toBe(true);
    expect(row({ iframe: false })).toBe(false);
    expect(row({})).toBe(false);
  });

  it.each([null, {}, { content: {} }, { content: [{ name: 'no id' }] }, { content: [{ id: 1, name: 'x', children: 'nope' }] }, { content: [{ id: 1, name: 'x', children: [{ id: 'a' }] }] }])(
    'marks %j as malformed',
    (body) => expect(parseMenuTree(body)).toBeUndefined(),
  );

  it('refuses nesting deeper than 50 levels, without recursing into it', () => {
    const nested = (depth: number): Record<string, unknown> => {
      let node: Record<string, unknown> = { id: depth, name: `第 ${depth} 层` };
      for (let level = depth - 1; level >= 0; level -= 1) node = { id: level, name: `第 ${level} 层`, children: [node] };
      return node;
    };
    expect(parseMenuTree([nested(50)])).toBeDefined();
    expect(parseMenuTree([nested(51)])).toBeUndefined();
    expect(parseMenuTree([nested(100_000)])).toBeUndefined();
  });

  it('shows a createTime in any of the three forms as yyyy-MM-dd HH:mm:ss', () => {
    const shown = (createTime: unknown) => parseMenuTree([{ id: 1, name: 'a', createTime }])?.content[0]?.createTime;
    expect(shown(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
    expect(shown('2026-01-02 03:04:05')).toBe('2026-01-02 03:04:05');
    expect(shown(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(shown(undefined)).toBe('');
  });
});

describe('the menu form and body', () => {
  const page: MenuForm = { ...menus.newForm(), name: '测试页', path: 'test', component: 'test/index' };

  it('has fields per type as eladmin does', () => {
    expect(fieldsFor({ type: 0, iFrame: false })).toEqual({ icon: true, iFrame: true, cache: false, hidden: true, permission: false, path: true, componentName: false, component: false });
    expect(fieldsFor({ type: 1, iFrame: false })).toEqual({ icon: true, iFrame: true, cache: true, hidden: true, permission: true, path: true, componentName: true, component: true });
    expect(fieldsFor({ type: 1, iFrame: true })).toMatchObject({ component: false, componentName: false });
    expect(fieldsFor({ type: 2, iFrame: false })).toEqual({ icon: false, iFrame: false, cache: false, hidden: false, permission: true, path: false, componentName: false, component: false });
  });

  it('sends what the dialog shows for the type, trimmed, with null for empty text', () => {
    expect(menus.bodyOf({ ...page, name: ' 测试页 ', sort: '5', icon: 'menu', permission: ' ' })).toEqual({
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
    const button = menus.bodyOf({ ...page, id: 7, type: 2, pid: 3, permission: 'x:add', cache: true, hidden: true });
    expect(button).toEqual({ id: 7, type: 2, name: '测试页', pid: 3, sort: 999, path: null, component: null, componentName: null, icon: null, permission: 'x:add', iFrame: false, iframe: false, cache: false, hidden: false });
    // Both back ends' names for the external-link flag (each ignores the other's).
    expect(menus.bodyOf({ ...page, iFrame: true, path: 'https://x.test' })).toMatchObject({ iFrame: true, iframe: true, path: 'https://x.test', component: null });
  });

  it('edits a menu from its row', () => {
    const form = menus.formOf(menuRow({ id: 4, name: '字典', pid: 1, sort: 6, path: 'dict', component: 'system/dict/index', icon: 'dictionary', hidden: true }));
    expect(form).toMatchObject({ id: 4, name: '字典', pid: 1, sort: '6', path: 'dict', componentName: '', icon: 'dictionary', hidden: true });
    expect(menus.bodyOf(form)).toMatchObject({ id: 4, sort: 6, componentName: null, hidden: true });
  });

  it('has the permissions by convention, and no 导出', () => {
    expect(menus.permissions).toEqual({ list: ['admin', 'menu:list'], add: ['admin', 'menu:add'], edit: ['admin', 'menu:edit'], del: ['admin', 'menu:del'] });
    expect(menus.exportUrl).toBeUndefined();
    expect(menus.tag).toBe('Menu');
  });
});

describe('the menu calls', () => {
  it('refresh the list after an accepted write and after a refused delete, not after a refused create', async () => {
    const http = await fakeHttp({
      'GET api/menus': { status: 200, data: { content: [{ id: 1, name: '系统管理', type: 0 }], totalElements: 1 } },
      'POST api/menus': { status: 400, data: { status: 400, message: '组件名称 Menu 已存在' } },
      'DELETE api/menus': { status: 400, data: { status: 400, message: '不能删除' } },
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ list: menus.useList({}), create: menus.useCreate()[0], remove: menus.useDelete()[0] }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.content.map((menu) => menu.name)).toEqual(['系统管理']));
    const keys = () => http.calls.map((call) => call.key);
    await act(() => result.current.create(menus.bodyOf({ ...menus.newForm(), name: 'x' })).unwrap().catch(() => undefined));
    await act(() => result.current.remove([1]).unwrap().catch(() => undefined));
    await waitFor(() => expect(keys()).toHaveLength(4));
    expect(keys()).toEqual(['GET api/menus', 'POST api/menus', 'DELETE api/menus', 'GET api/menus']);
    http.set('POST api/menus', { status: 201, data: {} });
    await act(() => result.current.create(menus.bodyOf({ ...menus.newForm(), name: 'x' })).unwrap());
    await waitFor(() => expect(keys()).toHaveLength(6));
    expect(keys().slice(4)).toEqual(['POST api/menus', 'GET api/menus']);
  });
});
