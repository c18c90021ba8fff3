import bcrypt from 'bcrypt';
import { RESOURCES } from '../resources';
import { openDatabase, type Db } from './connection';
import { addDeclaredDicts, addDeclaredMenus, bringDeclaredUpToDate } from './declared';
import { runMigrations } from './migrations';
import { declarationsOf, seedIfEmpty, type ResourceSeed } from './seed';
import { button, page } from './seed-menus';

type Seeded = { seed?: ResourceSeed };

const hashPassword = (p: string) => bcrypt.hash(p, 4);

/** Roles first, then the menus and dictionaries steps as the real menus and dicts resources run them. */
const base: Seeded[] = [
  {
    seed: {
      rows: ({ db, at }) => {
        const insert = db.prepare('INSERT INTO roles (name, permission, level, data_scope, create_time) VALUES (?, ?, ?, ?, ?)');
        for (const [name, permission, level] of [['超级管理员', 'admin', 1], ['编辑', 'editor', 2], ['客服', 'service', 3]] as const) insert.run(name, permission, level, '本级', at);
      },
    },
  },
  { seed: { rows: ({ db, at, menus }) => void addDeclaredMenus(db, menus, at) } },
  { seed: { rows: ({ db, at, dicts }) => void addDeclaredDicts(db, dicts, at) } },
];

const folders: ResourceSeed = {
  folders: [
    { path: 'alpha', title: '甲目录', icon: 'shop', sort: 10 },
    { path: 'gamma', title: '丙目录', icon: 'order', sort: 30 },
    { path: 'beta', title: '乙目录', icon: 'money', sort: 20 },
  ],
};

/** What an earlier release declared: two pages in 甲目录, one to be retired in an old folder. */
const before: Seeded[] = [
  ...base,
  { seed: { ...folders, folders: [...folders.folders!, { path: 'old', title: '旧目录', icon: 'app', sort: 40 }] } },
  {
    seed: {
      menus: [
        { folder: 'alpha', sort: 1, menu: page('甲页', 'a', 'x/a/index', 'A', 'list', { permission: 'a:list', editor: true, children: [button('甲新增', 'a:add')] }) },
        { folder: 'old', sort: 1, menu: page('旧页', 'o', 'x/o/index', 'O', 'app', { permission: 'o:list', children: [button('旧新增', 'o:add')] }) },
      ],
      dicts: [{ name: 'a_status', remark: '甲状态', entries: [['启用', '1'], ['停用', '0']], sort: 1 }],
    },
  },
];

/** What this release declares: a new button, a new page in a new folder, a new entry and dictionary; 旧页 retired. */
const now: Seeded[] = [
  ...base,
  { seed: folders },
  {
    seed: {
      menus: [
        { folder: 'alpha', sort: 1, menu: page('甲页', 'a', 'x/a/index', 'A', 'list', { permission: 'a:list', editor: true, children: [button('甲新增', 'a:add'), button('甲删除', 'a:del')] }) },
        { folder: 'beta', sort: 2, menu: page('乙页', 'b', 'x/b/index', 'B', 'money', { permission: 'b:list', editor: true }) },
        { folder: 'beta', sort: 1, menu: page('乙隐藏', 'b/:id', 'x/b/detail', 'BDetail', 'money', { hidden: true }) },
      ],
      retiredMenus: [
        { folder: 'old', title: '旧页', component: 'x/o/index' },
        { folder: 'old', title: '旧目录' },
      ],
      dicts: [
        { name: 'a_status', remark: '甲状态', entries: [['启用', '1'], ['停用', '0'], ['冻结', '2']], sort: 1 },
        { name: 'b_status', remark: '乙状态', entries: [['是', '1'], ['否', '0']], sort: 2 },
      ],
    },
  },
];

async function seeded(resources: readonly Seeded[]): Promise<Db> {
  const db = openDatabase(':memory:');
  runMigrations(db);
  await seedIfEmpty(db, { now: () => 1000, hashPassword }, resources);
  return db;
}

/** Every menu row as its title path with what a sidebar and the role screens read, and the roles holding it. */
const menuState = (db: Db) =>
  db
    .prepare(
      `WITH RECURSIVE t(id, at) AS (SELECT id, name FROM menus WHERE pid IS NULL UNION ALL SELECT m.id, t.at || ' > ' || m.name FROM menus m JOIN t ON m.pid = t.id)
       SELECT t.at, m.type, m.path, m.component, m.component_name AS componentName, m.icon, m.sort, m.hidden, m.permission,
         (SELECT group_concat(r.permission, ',') FROM (SELECT r.permission FROM roles_menus rm JOIN roles r ON r.id = rm.role_id WHERE rm.menu_id = m.id ORDER BY r.permission) r) AS roles
       FROM t JOIN menus m ON m.id = t.id ORDER BY t.at`,
    )
    .all();
const dictState = (db: Db) =>
  db.prepare('SELECT d.name, d.remark, dd.label, dd.value, dd.sort FROM dicts d JOIN dict_details dd ON dd.dict_id = d.id ORDER BY d.name, dd.sort').all();

describe('bringDeclaredUpToDate (a database seeded before gets what the resources declare now)', () => {
  it('brings an earlier release\'s database to what a fresh one gets, and a second run changes nothing', async () => {
    const fresh = await seeded(now);
    const old = await seeded(before);
    expect(menuState(old).map((r) => (r as { at: string }).at)).toContain('旧目录 > 旧页');

    const changes = bringDeclaredUpToDate(old, declarationsOf(now), 2000);
    // 甲删除; 乙目录 with its two pages; 旧页 (its button with it), then the emptied 旧目录.
    expect(changes).toEqual({ menusAdded: 4, menusRemoved: 2, dictsAdded: 1, dictEntriesAdded: 3 });
    expect(menuState(old)).toEqual(menuState(fresh));
    expect(dictState(old)).toEqual(dictState(fresh));

    const snapshot = [menuState(old), dictState(old)];
    expect(bringDeclaredUpToDate(old, declarationsOf(now), 3000)).toEqual({ menusAdded: 0, menusRemoved: 0, dictsAdded: 0, dictEntriesAdded: 0 });
    expect([menuState(old), dictState(old)]).toEqual(snapshot);
    fresh.close();
    old.close();
  });

  it('leaves what an operator made or changed alone, and a retired page someone put pages under', async () => {
    const old = await seeded(before);
    old.exec(`
      UPDATE menus SET sort = 7, icon = 'edit' WHERE name = '甲页';
      DELETE FROM roles_menus WHERE role_id = (SELECT id FROM roles WHERE permission = 'editor');
      INSERT INTO menus (pid, type, name, path, component, sort, permission, create_time)
        SELECT id, 1, '自建页', 'mine', 'x/mine/index', 3, 'mine:list', 5 FROM menus WHERE name = '甲目录';
      INSERT INTO menus (pid, type, name, path, component, sort, create_time)
        SELECT id, 1, '旧页下的页', 'under', 'x/under/index', 1, 5 FROM menus WHERE name = '旧页';
      UPDATE dict_details SET label = '正常' WHERE value = '1' AND dict_id = (SELECT id FROM dicts WHERE name = 'a_status');
    `);
    const service = old.prepare<[], number>("SELECT id FROM roles WHERE permission = 'service'").pluck().get()!;
    old.prepare("INSERT INTO roles_menus (role_id, menu_id) SELECT ?, id FROM menus WHERE name = '自建页'").run(service);

    bringDeclaredUpToDate(old, declarationsOf(now), 2000);

    const rows = menuState(old) as Array<{ at: string; sort: number; icon: string | null; roles: string | null }>;
    const at = (path: string) => rows.find((r) => r.at === path);
    expect(at('甲目录 > 甲页')).toMatchObject({ sort: 7, icon: 'edit', roles: 'admin' });
    expect(at('甲目录 > 自建页')).toMatchObject({ sort: 3, roles: 'service' });
    // The new editor page brings its folder to the editor with it; the editor's old grants stay removed.
    expect(at('乙目录')).toMatchObject({ roles: 'admin,editor' });
    expect(at('甲目录 > 甲页 > 甲删除')).toMatchObject({ roles: 'admin' });
    expect(at('旧目录 > 旧页 > 旧页下的页')).toBeDefined();
    expect(at('旧目录')).toBeDefined();
    expect(dictState(old)).toContainEqual({ name: 'a_status', remark: '甲状态', label: '正常', value: '1', sort: 1 });
    expect((dictState(old) as Array<{ name: string; value: string }>).filter((d) => d.name === 'a_status').map((d) => d.value)).toEqual(['1', '0', '2']);
    old.close();
  });

  it('leaves a database not seeded yet to the seed', async () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    expect(bringDeclaredUpToDate(db, declarationsOf(now), 1)).toEqual({ menusAdded: 0, menusRemoved: 0, dictsAdded: 0, dictEntriesAdded: 0 });
    expect(db.prepare('SELECT count(*) FROM menus').pluck().get()).toBe(0);
    db.close();
  });

  it('finds nothing missing in a database this release seeded (the seed writes what the resources declare)', async () => {
    const db = await seeded(RESOURCES);
    expect(bringDeclaredUpToDate(db, declarationsOf(RESOURCES), 2000)).toEqual({ menusAdded: 0, menusRemoved: 0, dictsAdded: 0, dictEntriesAdded: 0 });
    db.close();
  });

  it('gives a database seeded without some resources\' menus and dictionaries the same tree and dictionaries as a fresh one', async () => {
    const fresh = await seeded(RESOURCES);
    // Every other resource's declarations missing, as if an earlier release had not had them.
    const earlier = RESOURCES.map((r, i) => (i % 2 === 0 && r.seed ? { ...r, seed: { ...r.seed, menus: [], dicts: [] } } : r));
    const old = await seeded(earlier);
    expect(menuState(old)).not.toEqual(menuState(fresh));
    bringDeclaredUpToDate(old, declarationsOf(RESOURCES), 1000);
    expect(menuState(old)).toEqual(menuState(fresh));
    expect(dictState(old)).toEqual(dictState(fresh));
    fresh.close();
    old.close();
  });
});
