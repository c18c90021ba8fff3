import { parseMenus } from './parseMenus';

describe('parseMenus', () => {
  it('keeps well-formed entries and drops nulls the server left in', () => {
    const raw = [{ name: 'S', path: '/system', hidden: false, redirect: null, component: 'Layout', alwaysShow: true, meta: { title: '系统管理', icon: 'system', noCache: true }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理', icon: null, noCache: false } }] }];
    expect(parseMenus(raw)).toEqual({
      entries: [
        {
          name: 'S',
          path: '/system',
          component: 'Layout',
          alwaysShow: true,
          meta: { title: '系统管理', icon: 'system', noCache: true },
          children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理', noCache: false } }],
        },
      ],
      warnings: [],
    });
  });

  it.each([
    [{ meta: { title: '无路径' } }, 'missing path'],
    [{ path: '   ' }, 'missing path'],
    [{ path: '/a', extra: 1 }, 'unknown keys extra'],
    [{ path: '/a', hidden: 'yes' }, 'hidden or alwaysShow is not a boolean'],
    [{ path: '/a', component: 5 }, 'name, component or redirect is not a string'],
    [{ path: '/a', children: {} }, 'children is not a list'],
    [{ path: '/a', meta: { title: 3 } }, 'meta.title is not a string'],
    [{ path: '/a', meta: { title: 't', colour: 'red' } }, 'unknown meta keys colour'],
    ['text', 'not an object'],
  ])('skips %j with a warning naming the reason', (entry, reason) => {
    const result = parseMenus([entry, { path: '/ok', component: 'v', meta: { title: '好' } }]);
    expect(result.entries).toEqual([{ path: '/ok', component: 'v', meta: { title: '好' } }]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(reason);
  });

  it('skips only the bad child and keeps its siblings', () => {
    const result = parseMenus([{ path: '/s', meta: { title: 'S' }, children: [{ path: 'a', meta: { title: 'A' } }, { nope: true }] }]);
    expect(result.entries[0]?.children).toEqual([{ path: 'a', meta: { title: 'A' } }]);
    expect(result.warnings[0]).toMatch(/^menu entry menus\[0\] > \/s\[1\] skipped/);
  });

  it('breaks cycles instead of recursing forever', () => {
    const loop: Record<string, unknown> = { path: '/loop', meta: { title: '环' } };
    loop.children = [loop];
    const result = parseMenus([loop]);
    expect(result.entries).toEqual([{ path: '/loop', meta: { title: '环' } }]);
    expect(result.warnings[0]).toContain('cycle');
  });

  it('reports an answer that is not a list', () => {
    expect(parseMenus({ content: [] })).toEqual({ entries: [], warnings: ['the menu answer is not a list'] });
  });
});
