import bcrypt from 'bcrypt';
import { RESOURCES } from '../resources';
import { openDatabase, type Db } from './connection';
import { bringDeclaredUpToDate } from './declared';
import { MIGRATIONS, runMigrations } from './migrations';
import { declarationsOf, seedIfEmpty } from './seed';

/** The 商品管理 and 订单管理 subtrees as rows a sidebar and the role screens read. */
const shopTree = (db: Db) =>
  db
    .prepare(
      `SELECT f.name AS folder, f.path AS folderPath, m.name, m.type, m.path, m.component, m.component_name, m.icon, m.sort, m.hidden, m.permission,
         (SELECT group_concat(b.name || '=' || b.permission, ';') FROM (SELECT * FROM menus WHERE pid = m.id ORDER BY sort) b) AS buttons
       FROM menus f JOIN menus m ON m.pid = f.id
       WHERE f.pid IS NULL AND f.name IN ('商品管理', '订单管理') ORDER BY f.name, m.sort`,
    )
    .all();

/** Which roles see which entries of the two folders (pages and buttons), by role permission. */
const grants = (db: Db, role: string) =>
  db
    .prepare(
      `SELECT m.name FROM roles r JOIN roles_menus rm ON rm.role_id = r.id JOIN menus m ON m.id = rm.menu_id
       WHERE r.permission = ? AND (m.name IN ('商品管理', '订单管理') OR m.pid IN (SELECT id FROM menus WHERE name IN ('商品管理', '订单管理'))
         OR m.pid IN (SELECT id FROM menus WHERE pid IN (SELECT id FROM menus WHERE name IN ('商品管理', '订单管理'))))
       ORDER BY m.name`,
    )
    .pluck()
    .all(role);

describe('migration 9 on a database seeded before issue 24', () => {
  let old: Db;
  let fresh: Db;
  beforeAll(async () => {
    fresh = openDatabase(':memory:');
    runMigrations(fresh);
    await seedIfEmpty(fresh, { now: () => 0, hashPassword: (p) => bcrypt.hash(p, 4) }, RESOURCES);

    old = openDatabase(':memory:');
    runMigrations(old, MIGRATIONS.filter((m) => m.version <= 8));
    // The old seed's made-up entries, as issue 23's seed wrote them, plus a page an operator added.
    old.exec(`
      INSERT INTO roles (id, name, permission, level, data_scope, create_time) VALUES
        (1, '超级管理员', 'admin', 1, '全部', 0), (2, '编辑', 'editor', 2, '本级', 0), (3, '客服', 'service', 3, '本级', 0);
      INSERT INTO menus (id, pid, type, name, path, icon, sort, create_time) VALUES (100, NULL, 0, '商品管理', 'goods', 'shop', 1, 0);
      INSERT INTO menus (id, pid, type, name, path, component, component_name, icon, sort, hidden, permission, create_time) VALUES
        (101, 100, 1, '商品列表', 'goods', 'shop/goods/index', 'Goods', 'list', 1, 0, 'goods:list', 0),
        (102, 101, 2, '商品新增', NULL, NULL, NULL, NULL, 1, 0, 'goods:add', 0),
        (103, 100, 1, '发布商品', 'goodsAdd', 'shop/goods/form', 'GoodsForm', 'add', 2, 1, 'goods:add', 0),
        (104, 100, 1, '商品分类', 'category', 'shop/cate/index', 'Category', 'icon', 3, 0, 'category:list', 0),
        (105, 100, 1, '商品规格', 'rule', 'shop/rule/index', 'GoodsRule', 'dengji', 4, 0, 'rule:list', 0),
        (106, 100, 1, '商品评论', 'reply', 'shop/reply/index', 'GoodsReply', 'reply', 5, 0, 'reply:list', 0),
        (107, 100, 1, '自定义页', 'mine', 'shop/mine/index', 'Mine', 'app', 6, 0, 'mine:list', 0);
      INSERT INTO menus (id, pid, type, name, path, icon, sort, create_time) VALUES (200, NULL, 0, '订单管理', 'order', 'order', 2, 0);
      INSERT INTO menus (id, pid, type, name, path, component, component_name, icon, sort, hidden, permission, create_time) VALUES
        (201, 200, 1, '订单列表', 'order', 'shop/order/index', 'Order', 'order', 1, 0, 'order:list', 0),
        (202, 201, 2, '订单发货', NULL, NULL, NULL, NULL, 1, 0, 'order:deliver', 0),
        (203, 200, 1, '售后管理', 'afterSales', 'shop/aftersales/index', 'AfterSales', 'rec', 2, 0, 'aftersales:list', 0),
        (204, 200, 1, '快递公司', 'express', 'shop/express/index', 'Express', 'express', 3, 0, 'express:list', 0);
      INSERT INTO roles_menus (role_id, menu_id) SELECT 1, id FROM menus;
      INSERT INTO roles_menus (role_id, menu_id) VALUES (3, 100), (3, 101), (3, 102), (3, 107), (3, 200), (3, 201);
      INSERT INTO app_meta (key, value) VALUES ('seeded_at', '0');
    `);
    expect(runMigrations(old)).toEqual(MIGRATIONS.filter((m) => m.version > 8).map((m) => m.version));
    // As the app starts (server/app.ts): the pages resources declared after migration 9 (商品收藏, 用户足迹) come from their seeds.
    bringDeclaredUpToDate(old, declarationsOf(RESOURCES), 0);
  });
  afterAll(() => {
    old.close();
    fresh.close();
  });

  it('rewrites both folders to CONTRACT-SHOP section 1 exactly as a fresh seed has them, keeping the operator’s own page', () => {
    const upgraded = shopTree(old) as Array<{ name: string }>;
    expect(upgraded.filter((m) => m.name !== '自定义页')).toEqual(shopTree(fresh));
    expect(upgraded.map((m) => m.name)).toContain('自定义页');
    expect(old.prepare("SELECT COUNT(*) FROM menus WHERE permission IN ('goods:list', 'goods:add', 'order:deliver', 'category:list')").pluck().get()).toBe(0);
  });

  it('gives admin every new entry, the editor the read pages (no hidden form, no button), and a role its old page’s successor', () => {
    expect(grants(old, 'admin').filter((n) => n !== '自定义页')).toEqual(grants(fresh, 'admin'));
    expect(grants(old, 'editor')).toEqual(grants(fresh, 'editor'));
    expect(grants(old, 'editor')).not.toContain('商品修改');
    expect(grants(old, 'service')).toEqual(['商品管理', '管理商品', '自定义页', '订单', '订单管理', '订单详情'].sort());
  });

  it('leaves a new database to its seed', () => {
    const db = openDatabase(':memory:');
    try {
      runMigrations(db);
      expect(db.prepare('SELECT COUNT(*) FROM menus').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('yx_user (CONTRACT-MEMBERS 3.1)', () => {
  it('keeps usernames unique among live members only, and money in non-negative hundredths', () => {
    const db = openDatabase(':memory:');
    try {
      runMigrations(db);
      const insert = db.prepare("INSERT INTO yx_user (username, nickname, now_money, create_time, is_del) VALUES ('13800000000', 'a', ?, 0, ?)");
      insert.run(999780, 0);
      expect(() => insert.run(0, 0)).toThrow(/UNIQUE/);
      expect(insert.run(0, 1).changes).toBe(1);
      expect(() => db.prepare("UPDATE yx_user SET now_money = -1 WHERE is_del = 0").run()).toThrow(/CHECK/);
      expect(db.prepare('SELECT now_money FROM yx_user WHERE is_del = 0').pluck().get()).toBe(999780);
    } finally {
      db.close();
    }
  });
});
