import { pinyin } from 'pinyin-pro';
import { createMenuSearch, MAX_QUERY_LENGTH, normaliseQuery, RESULT_LIMIT } from './menuSearch';
import { searchItemsFrom, type SearchableMenuNode, type SearchableRoute } from './searchItems';

const folder = (title: string, path: string, children: [string, string][]): { routes: SearchableRoute[]; node: SearchableMenuNode } => ({
  routes: children.map(([childTitle, childPath]) => ({ path: childPath, title: childTitle, hidden: false, crumbs: [{ title, path }, { title: childTitle, path: childPath }] })),
  node: { path, title, external: false, children: children.map(([childTitle, childPath]) => ({ path: childPath, title: childTitle, external: false })) },
});

const system = folder('系统管理', '/system', [
  ['用户管理', '/system/user'],
  ['角色管理', '/system/role'],
  ['字典管理', '/system/dict'],
]);
const monitor = folder('系统监控', '/monitor', [
  ['操作日志', '/monitor/logs'],
  ['SQL监控', '/monitor/druid'],
]);
const shop = folder('商品管理', '/shop', [['商品分类', '/shop/cate']]);
const items = searchItemsFrom({
  routes: [...system.routes, ...monitor.routes, ...shop.routes],
  menu: [system.node, monitor.node, shop.node, { path: 'https://github.com/elunez/eladmin', title: '项目主页', external: true }],
});

const labels = (results: { label: string }[]) => results.map((result) => result.label);

describe('createMenuSearch without pinyin (before it has loaded)', () => {
  const search = createMenuSearch(items);

  it('finds 字典管理 by 字典 with its title chain', () => {
    expect(labels(search.search('字典'))[0]).toBe('系统管理 > 字典管理');
  });

  it('matches paths too: dict finds 字典管理', () => {
    expect(search.search('dict')[0]).toMatchObject({ path: '/system/dict', label: '系统管理 > 字典管理' });
  });

  it('is fuzzy: one wrong character of five still matches', () => {
    expect(labels(search.search('/systen/dict'))).toContain('系统管理 > 字典管理');
  });

  it('matches the folder titles of the chain: 系统管理 lists its pages', () => {
    expect(labels(search.search('系统管理'))).toEqual(expect.arrayContaining(['系统管理 > 用户管理', '系统管理 > 角色管理', '系统管理 > 字典管理']));
  });

  it('finds external links by title and URL', () => {
    expect(search.search('项目主页')[0]).toMatchObject({ path: 'https://github.com/elunez/eladmin', external: true });
    expect(search.search('elunez')[0]?.label).toBe('项目主页');
  });

  it('does not know pinyin yet', () => {
    expect(search.search('zdgl')).toEqual([]);
  });

  it('gives nothing for an empty or blank query', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });
});

describe('createMenuSearch with pinyin', () => {
  const search = createMenuSearch(items, pinyin);

  it.each(['zdgl', 'zidian', 'ZiDian', 'zi dian', 'zidgl'])('finds 字典管理 first by %s', (query) => {
    expect(labels(search.search(query))[0]).toBe('系统管理 > 字典管理');
  });

  it('ranks a page whose own title matches before pages whose folder matches', () => {
    const found = labels(search.search('xtjk'));
    // 系统监控 is a folder here: its pages match through it.
    expect(found).toEqual(expect.arrayContaining(['系统监控 > 操作日志', '系统监控 > SQL监控']));
    const own = labels(search.search('jiankong'));
    expect(own[0]).toBe('系统监控 > SQL监控');
  });

  it('still finds by characters and path', () => {
    expect(labels(search.search('字典'))[0]).toBe('系统管理 > 字典管理');
    expect(search.search('druid')[0]?.path).toBe('/monitor/druid');
  });
});

describe('query length and result cap', () => {
  it('cuts queries to 32 characters, as the originals’ maxPatternLength did', () => {
    const long = 'zidian'.repeat(10);
    expect(normaliseQuery(long)).toHaveLength(MAX_QUERY_LENGTH);
    expect(normaliseQuery(`  ${'字'.repeat(40)} `)).toBe('字'.repeat(32));
    const search = createMenuSearch(items, pinyin);
    expect(search.search(`/system/dict${'x'.repeat(40)}`)).toEqual(search.search(`/system/dict${'x'.repeat(20)}`));
  });

  it(`returns at most ${RESULT_LIMIT} results, or the limit asked for`, () => {
    const many: SearchableRoute[] = Array.from({ length: 50 }, (_, i) => ({ path: `/report/r${i}`, title: `报表${i}`, hidden: false, crumbs: [] }));
    const manyItems = searchItemsFrom({ routes: many, menu: many.map((route) => ({ path: route.path, title: route.title, external: false })) });
    expect(createMenuSearch(manyItems).search('报表')).toHaveLength(RESULT_LIMIT);
    expect(createMenuSearch(manyItems, pinyin).search('baobiao')).toHaveLength(RESULT_LIMIT);
    expect(createMenuSearch(manyItems, undefined, { limit: 5 }).search('报表')).toHaveLength(5);
  });
});
