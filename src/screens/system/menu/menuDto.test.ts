import { formatCreateTime, parseMenuList } from './menuDto';

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
    const [root] = parsed!;
    expect(root).toMatchObject({ id: 1, name: '系统管理', type: 0, pid: 0, path: 'system', component: null, createTime: '2026-11-22 10:00:00' });
    expect(root!.children[0]).toMatchObject({ id: 2, name: '菜单管理', pid: 1, hidden: true, cache: true, sort: 999, children: [] });
  });

  it('reads the external-link flag under yshop\'s name (iframe) as well as eladmin\'s (iFrame)', () => {
    const row = (flag: Record<string, unknown>) => parseMenuList({ content: [{ id: 1, name: '文档', type: 1, path: 'https://docs.example.com', ...flag }], totalElements: 1 })?.[0]?.iFrame;
    expect(row({ iframe: true })).toBe(true);
    expect(row({ iFrame: true })).toBe(true);
    expect(row({ iframe: false })).toBe(false);
    expect(row({})).toBe(false);
  });

  it.each([null, {}, { content: {} }, { content: [{ name: 'no id' }] }, { content: [{ id: 1, name: 'x', children: 'nope' }] }, { content: [{ id: 1, name: 'x', children: [{ id: 'a' }] }] }])(
    'marks %j as malformed',
    (body) => expect(parseMenuList(body)).toBeUndefined(),
  );

  it('shows a createTime in any of the three forms as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatCreateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
    expect(formatCreateTime('2026-01-02 03:04:05')).toBe('2026-01-02 03:04:05');
    expect(formatCreateTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatCreateTime(undefined)).toBe('');
  });
});
