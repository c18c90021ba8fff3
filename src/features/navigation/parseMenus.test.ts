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
      problems: [],
    });
  });

  // The developer's warning (console) and the operator's message (banner), which names
  // the entry as 菜单管理 shows it and says what is wrong in words.
  it.each([
    [{ meta: { title: '无路径' } }, 'missing path', '「无路径」：缺少路由地址（path）'],
    [{ path: '   ' }, 'missing path', '第 1 项菜单：缺少路由地址（path）'],
    [{ path: '/a', extra: 1 }, 'unknown keys extra', '路由地址为 /a 的菜单：含有无法识别的字段：extra'],
    [{ path: '/a', hidden: 'yes' }, 'hidden or alwaysShow is not a boolean', '路由地址为 /a 的菜单：是否隐藏或总是显示（hidden / alwaysShow）不是“是/否”'],
    [{ path: '/a', component: 5 }, 'name, component or redirect is not a string', '路由地址为 /a 的菜单：组件名称、组件路径或重定向（name / component / redirect）不是文本'],
    [{ path: '/a', children: {}, meta: { title: '商品' } }, 'children is not a list', '「商品」：子菜单（children）不是列表'],
    [{ path: '/a', meta: { title: 3 } }, 'meta.title is not a string', '路由地址为 /a 的菜单：菜单标题（meta.title）不是文本'],
    [{ path: '/a', meta: { title: 't', colour: 'red' } }, 'unknown meta keys colour', '「t」：菜单信息（meta）含有无法识别的字段：colour'],
    [{ path: '/a', meta: 'x' }, 'meta is not an object', '路由地址为 /a 的菜单：菜单信息（meta）格式不正确'],
    ['text', 'not an object', '第 1 项菜单：不是有效的菜单项'],
  ])('skips %j, telling the developer %j and the operator %j', (entry, reason, message) => {
    const result = parseMenus([entry, { path: '/ok', component: 'v', meta: { title: '好' } }]);
    expect(result.entries).toEqual([{ path: '/ok', component: 'v', meta: { title: '好' } }]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.warning).toContain(reason);
    expect(result.problems[0]?.message).toBe(message);
  });

  it('skips only the bad child and keeps its siblings, saying under which folder it sits', () => {
    const result = parseMenus([{ path: '/s', meta: { title: '系统工具' }, children: [{ path: 'a', meta: { title: 'A' } }, { nope: true }] }]);
    expect(result.entries[0]?.children).toEqual([{ path: 'a', meta: { title: 'A' } }]);
    expect(result.problems[0]?.warning).toMatch(/^menu entry menus\[0\] > \/s\[1\] skipped/);
    expect(result.problems[0]?.message).toBe('第 2 项菜单（位于「系统工具」下）：含有无法识别的字段：nope');
  });

  it('breaks cycles instead of recursing forever', () => {
    const loop: Record<string, unknown> = { path: '/loop', meta: { title: '环' } };
    loop.children = [loop];
    const result = parseMenus([loop]);
    expect(result.entries).toEqual([{ path: '/loop', meta: { title: '环' } }]);
    expect(result.problems[0]?.warning).toContain('cycle');
    expect(result.problems[0]?.message).toBe('「环」（位于「环」下）：子菜单中包含它自己（循环引用）');
  });

  it('reports an answer that is not a list', () => {
    expect(parseMenus({ content: [] })).toEqual({
      entries: [],
      problems: [{ warning: 'the menu answer is not a list', message: '服务器返回的菜单不是列表，无法显示任何菜单' }],
    });
  });
});
