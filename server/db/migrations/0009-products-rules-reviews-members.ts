import type { Db } from '../connection';
import type { Migration } from './migration';

/**
 * Issue 24 (goods-s2): products with their specs, SKUs and saved spec result, 规格模板,
 * reviews, and the members table (yx_user) reviews join and later issues extend; the
 * 商品管理 and 订单管理 menus of CONTRACT-SHOP section 1 for databases seeded before.
 *
 * Column names are yshop's (CONTRACT-SHOP 3, CONTRACT-MEMBERS 3.1). As everywhere here,
 * times are epoch ms and flags 0/1; every two-decimal amount (money, yshop's decimal
 * points, weights, volumes) is an INTEGER of hundredths: `price` 1005 is 10.05 yuan,
 * `integral` 150 on a member is 1.50 points. Whole counts (stock, sales, the points a
 * SKU costs) are plain integers. `cate_id` is an INTEGER (yshop's varchar holds one id;
 * the API sends it as text).
 */
const SCHEMA = `
  CREATE TABLE yx_user (
    uid             INTEGER PRIMARY KEY AUTOINCREMENT,
    username        TEXT NOT NULL,
    password        TEXT,
    real_name       TEXT NOT NULL DEFAULT '',
    birthday        INTEGER NOT NULL DEFAULT 0,
    card_id         TEXT NOT NULL DEFAULT '',
    mark            TEXT NOT NULL DEFAULT '',
    partner_id      INTEGER NOT NULL DEFAULT 0,
    group_id        INTEGER NOT NULL DEFAULT 0,
    nickname        TEXT NOT NULL DEFAULT '',
    avatar          TEXT NOT NULL DEFAULT '',
    phone           TEXT NOT NULL DEFAULT '',
    add_ip          TEXT NOT NULL DEFAULT '',
    last_ip         TEXT NOT NULL DEFAULT '',
    create_time     INTEGER NOT NULL,
    update_time     INTEGER,
    now_money       INTEGER NOT NULL DEFAULT 0 CHECK (now_money >= 0),
    brokerage_price INTEGER NOT NULL DEFAULT 0,
    integral        INTEGER NOT NULL DEFAULT 0 CHECK (integral >= 0),
    sign_num        INTEGER NOT NULL DEFAULT 0,
    status          INTEGER NOT NULL DEFAULT 1,
    level           INTEGER NOT NULL DEFAULT 0,
    spread_uid      INTEGER NOT NULL DEFAULT 0,
    spread_time     INTEGER,
    user_type       TEXT NOT NULL DEFAULT '',
    is_promoter     INTEGER NOT NULL DEFAULT 0,
    pay_count       INTEGER NOT NULL DEFAULT 0,
    spread_count    INTEGER NOT NULL DEFAULT 0,
    addres          TEXT NOT NULL DEFAULT '',
    adminid         INTEGER NOT NULL DEFAULT 0,
    login_type      TEXT NOT NULL DEFAULT '',
    wx_profile      TEXT,
    is_del          INTEGER NOT NULL DEFAULT 0
  );
  -- Unique among live members only (CONTRACT-MEMBERS Rec. 11): a deleted member's phone may sign up again.
  CREATE UNIQUE INDEX yx_user_username ON yx_user (username) WHERE is_del = 0;
  CREATE INDEX yx_user_live ON yx_user (is_del, uid);
  CREATE INDEX yx_user_phone ON yx_user (phone);

  CREATE TABLE yx_store_product (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    mer_id        INTEGER NOT NULL DEFAULT 0,
    image         TEXT NOT NULL,
    slider_image  TEXT NOT NULL,
    store_name    TEXT NOT NULL,
    store_info    TEXT NOT NULL DEFAULT '',
    keyword       TEXT NOT NULL DEFAULT '',
    bar_code      TEXT NOT NULL DEFAULT '',
    cate_id       INTEGER NOT NULL,
    price         INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
    vip_price     INTEGER NOT NULL DEFAULT 0,
    ot_price      INTEGER NOT NULL DEFAULT 0 CHECK (ot_price >= 0),
    postage       INTEGER NOT NULL DEFAULT 0,
    unit_name     TEXT NOT NULL DEFAULT '',
    sort          INTEGER NOT NULL DEFAULT 0,
    sales         INTEGER NOT NULL DEFAULT 0,
    stock         INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    is_show       INTEGER NOT NULL DEFAULT 1,
    is_hot        INTEGER NOT NULL DEFAULT 0,
    is_benefit    INTEGER NOT NULL DEFAULT 0,
    is_best       INTEGER NOT NULL DEFAULT 0,
    is_new        INTEGER NOT NULL DEFAULT 0,
    description   TEXT NOT NULL DEFAULT '',
    is_postage    INTEGER NOT NULL DEFAULT 0,
    is_del        INTEGER NOT NULL DEFAULT 0,
    mer_use       INTEGER NOT NULL DEFAULT 0,
    give_integral INTEGER NOT NULL DEFAULT 0,
    cost          INTEGER NOT NULL DEFAULT 0 CHECK (cost >= 0),
    is_seckill    INTEGER NOT NULL DEFAULT 0,
    is_good       INTEGER NOT NULL DEFAULT 0,
    is_sub        INTEGER NOT NULL DEFAULT 0,
    ficti         INTEGER NOT NULL DEFAULT 100,
    browse        INTEGER NOT NULL DEFAULT 0,
    code_path     TEXT NOT NULL DEFAULT '',
    temp_id       INTEGER,
    spec_type     INTEGER NOT NULL DEFAULT 0,
    is_integral   INTEGER NOT NULL DEFAULT 0,
    integral      INTEGER NOT NULL DEFAULT 0,
    -- What a create saved, by whom (products/repository.ts): the same create sent again
    -- within seconds (a double click) is answered without a second product.
    create_digest TEXT,
    create_time   INTEGER NOT NULL,
    update_time   INTEGER
  );
  -- The list's tabs (is_show) newest first, and the category filter; a category or a
  -- template "in use" (goods-s1's refused deletes) is one index probe.
  CREATE INDEX yx_store_product_list ON yx_store_product (is_del, is_show, id);
  CREATE INDEX yx_store_product_cate ON yx_store_product (cate_id, is_del, is_show, id);
  CREATE INDEX yx_store_product_temp ON yx_store_product (temp_id, is_del);
  CREATE INDEX yx_store_product_digest ON yx_store_product (create_digest) WHERE create_digest IS NOT NULL;

  -- Live products per (is_show, cate_id, is_integral), kept by triggers in the writing
  -- transaction: the list's total without a COUNT over 100,000 rows.
  CREATE TABLE yx_store_product_counts (
    is_show     INTEGER NOT NULL,
    cate_id     INTEGER NOT NULL,
    is_integral INTEGER NOT NULL,
    n           INTEGER NOT NULL,
    PRIMARY KEY (is_show, cate_id, is_integral)
  ) WITHOUT ROWID;
  CREATE TRIGGER yx_store_product_counted_insert AFTER INSERT ON yx_store_product WHEN NEW.is_del = 0 BEGIN
    INSERT INTO yx_store_product_counts (is_show, cate_id, is_integral, n) VALUES (NEW.is_show, NEW.cate_id, NEW.is_integral, 1)
      ON CONFLICT (is_show, cate_id, is_integral) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER yx_store_product_counted_delete AFTER DELETE ON yx_store_product WHEN OLD.is_del = 0 BEGIN
    UPDATE yx_store_product_counts SET n = n - 1 WHERE is_show = OLD.is_show AND cate_id = OLD.cate_id AND is_integral = OLD.is_integral;
  END;
  CREATE TRIGGER yx_store_product_counted_update AFTER UPDATE OF is_del, is_show, cate_id, is_integral ON yx_store_product BEGIN
    UPDATE yx_store_product_counts SET n = n - 1
      WHERE OLD.is_del = 0 AND is_show = OLD.is_show AND cate_id = OLD.cate_id AND is_integral = OLD.is_integral;
    INSERT INTO yx_store_product_counts (is_show, cate_id, is_integral, n)
      SELECT NEW.is_show, NEW.cate_id, NEW.is_integral, 1 WHERE NEW.is_del = 0
      ON CONFLICT (is_show, cate_id, is_integral) DO UPDATE SET n = n + 1;
  END;

  -- The name search (storeName, a substring) from a trigram index, as users_search.
  CREATE VIRTUAL TABLE yx_store_product_search USING fts5(store_name, content='yx_store_product', content_rowid='id', tokenize='trigram');
  CREATE TRIGGER yx_store_product_search_insert AFTER INSERT ON yx_store_product BEGIN
    INSERT INTO yx_store_product_search(rowid, store_name) VALUES (new.id, new.store_name);
  END;
  CREATE TRIGGER yx_store_product_search_delete AFTER DELETE ON yx_store_product BEGIN
    INSERT INTO yx_store_product_search(yx_store_product_search, rowid, store_name) VALUES ('delete', old.id, old.store_name);
  END;
  CREATE TRIGGER yx_store_product_search_update AFTER UPDATE OF store_name ON yx_store_product BEGIN
    INSERT INTO yx_store_product_search(yx_store_product_search, rowid, store_name) VALUES ('delete', old.id, old.store_name);
    INSERT INTO yx_store_product_search(rowid, store_name) VALUES (new.id, new.store_name);
  END;

  -- One row per spec (规格 name), rebuilt on every save.
  CREATE TABLE yx_store_product_attr (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id  INTEGER NOT NULL REFERENCES yx_store_product(id),
    attr_name   TEXT NOT NULL,
    attr_values TEXT NOT NULL
  );
  CREATE INDEX yx_store_product_attr_product ON yx_store_product_attr (product_id);

  -- One row per SKU. A save updates the rows whose combination string (sku) it keeps, so
  -- "unique" (the key carts and orders hold) and sales survive; detail is the SKU's
  -- { spec: value } as JSON.
  CREATE TABLE yx_store_product_attr_value (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id    INTEGER NOT NULL REFERENCES yx_store_product(id),
    sku           TEXT NOT NULL,
    detail        TEXT NOT NULL DEFAULT '{}',
    stock         INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    sales         INTEGER NOT NULL DEFAULT 0,
    price         INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
    image         TEXT NOT NULL DEFAULT '',
    "unique"      TEXT NOT NULL UNIQUE,
    cost          INTEGER NOT NULL DEFAULT 0,
    bar_code      TEXT NOT NULL DEFAULT '',
    ot_price      INTEGER NOT NULL DEFAULT 0,
    weight        INTEGER NOT NULL DEFAULT 0,
    volume        INTEGER NOT NULL DEFAULT 0,
    brokerage     INTEGER NOT NULL DEFAULT 0,
    brokerage_two INTEGER NOT NULL DEFAULT 0,
    pink_price    INTEGER NOT NULL DEFAULT 0,
    pink_stock    INTEGER NOT NULL DEFAULT 0,
    seckill_price INTEGER NOT NULL DEFAULT 0,
    seckill_stock INTEGER NOT NULL DEFAULT 0,
    integral      INTEGER NOT NULL DEFAULT 0,
    UNIQUE (product_id, sku)
  );

  -- The specs and SKUs as last saved ({ attr, value }), one row per product.
  CREATE TABLE yx_store_product_attr_result (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id  INTEGER NOT NULL UNIQUE REFERENCES yx_store_product(id),
    result      TEXT NOT NULL,
    change_time INTEGER NOT NULL
  );

  CREATE TABLE yx_store_product_rule (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    rule_name   TEXT NOT NULL,
    rule_value  TEXT NOT NULL,
    create_time INTEGER NOT NULL,
    update_time INTEGER,
    is_del      INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_store_product_rule_live ON yx_store_product_rule (is_del, id);

  -- oid and "unique" name the order line reviewed; 0 and '' until orders exist (issue 25).
  CREATE TABLE yx_store_product_reply (
    id                     INTEGER PRIMARY KEY AUTOINCREMENT,
    uid                    INTEGER NOT NULL,
    oid                    INTEGER NOT NULL DEFAULT 0,
    "unique"               TEXT NOT NULL DEFAULT '',
    product_id             INTEGER NOT NULL,
    reply_type             TEXT NOT NULL DEFAULT 'product',
    product_score          INTEGER NOT NULL,
    service_score          INTEGER NOT NULL,
    comment                TEXT NOT NULL DEFAULT '',
    pics                   TEXT NOT NULL DEFAULT '',
    create_time            INTEGER NOT NULL,
    update_time            INTEGER,
    merchant_reply_content TEXT,
    merchant_reply_time    INTEGER,
    is_del                 INTEGER NOT NULL DEFAULT 0,
    is_reply               INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_store_product_reply_live ON yx_store_product_reply (is_del, id);
  CREATE INDEX yx_store_product_reply_product ON yx_store_product_reply (product_id);
`;

/** A menu entry as this migration writes it (a frozen copy: the seed may change later, this may not). */
interface Entry {
  title: string;
  type: 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  hidden?: boolean;
  editor?: boolean;
  /** The made-up page of the old seed whose roles see this one now (pages only, never a write). */
  replaces?: string;
  children?: Entry[];
}

const button = (title: string, permission: string): Entry => ({ title, type: 2, permission });

/** CONTRACT-SHOP section 1, as server/menus/seed.ts and the resources' seeds place it (issue 24). */
const SHOP: Entry[] = [
  {
    title: '商品分类', type: 1, path: 'cate', component: 'shop/cate/index', componentName: 'Cate', icon: 'list',
    permission: 'cate:list,YXSTORECATEGORY_SELECT', editor: true, replaces: '商品分类',
    children: [button('新增分类', 'YXSTORECATEGORY_CREATE'), button('分类编辑', 'YXSTORECATEGORY_EDIT'), button('分类删除', 'YXSTORECATEGORY_DELETE')],
  },
  {
    title: '管理商品', type: 1, path: 'goods', component: 'shop/goods/tab', componentName: 'Goods', icon: 'shopping',
    permission: 'YXSTOREPRODUCT_SELECT,YXSTORECATEGORY_SELECT', editor: true, replaces: '商品列表',
    children: [button('删除', 'YXSTOREPRODUCT_DELETE')],
  },
  { title: '商品新增', type: 1, path: 'goodsAdd', component: 'shop/goods/form', componentName: 'GoodsAdd', icon: 'add', permission: 'YXSTOREPRODUCT_EDIT', hidden: true },
  { title: '商品修改', type: 1, path: 'goodsEdit/:id', component: 'shop/goods/form', componentName: 'GoodsEdit', icon: 'edit', permission: 'YXSTOREPRODUCT_CREATE', hidden: true },
  {
    title: '商品规格', type: 1, path: 'productRule', component: 'shop/storeProductRule/index', componentName: 'StoreProductRule', icon: 'dengji',
    permission: 'yxStoreProductRule:list', editor: true, replaces: '商品规格',
    children: [button('规格新增、修改', 'yxStoreProductRule:add'), button('规格删除', 'yxStoreProductRule:del')],
  },
  {
    title: '运费模板', type: 1, path: 'shippingTemplates', component: 'shop/shippingTemplates/index', componentName: 'ShippingTemplates', icon: 'price',
    permission: 'yxShippingTemplates:list', editor: true,
    children: [button('新增、修改模板', 'yxShippingTemplates:add'), button('删除模板', 'yxShippingTemplates:del')],
  },
];

const ORDER: Entry[] = [
  {
    title: '订单', type: 1, path: 'order', component: 'shop/order/index', componentName: 'Order', icon: 'order',
    permission: 'YXSTOREORDER_SELECT', editor: true, replaces: '订单列表', children: [button('编辑', 'YXSTOREORDER_EDIT')],
  },
  { title: '订单详情', type: 1, path: 'detail/:id', component: 'shop/order/detail', componentName: 'OrderDetail', icon: 'order', hidden: true, editor: true, replaces: '订单列表' },
  {
    title: '评论管理', type: 1, path: 'reply', component: 'shop/reply/index', componentName: 'Reply', icon: 'comment',
    permission: 'YXSTOREPRODUCTREPLY_SELECT', editor: true, replaces: '商品评论', children: [button('评论删除', 'YXSTOREPRODUCTREPLY_DELETE')],
  },
  {
    title: '物流快递', type: 1, path: 'express', component: 'shop/express/index', componentName: 'Express', icon: 'express',
    permission: 'YXEXPRESS_SELECT', editor: true, replaces: '快递公司',
    children: [button('新增物流', 'YXEXPRESS_CREATE'), button('编辑物流', 'YXEXPRESS_EDIT'), button('删除物流', 'YXEXPRESS_DELETE')],
  },
  {
    title: '售后', type: 1, path: 'afterSeals', component: 'shop/afterSeals/index', componentName: 'AfterSeals', icon: 'rec',
    permission: 'yxStoreAfterSales:list', editor: true, replaces: '售后管理',
    children: [button('新增', 'yxStoreAfterSales:add'), button('修改', 'yxStoreAfterSales:edit'), button('删除', 'yxStoreAfterSales:del')],
  },
];

/** The old seed's made-up entries (name, component), removed with their buttons. */
const OLD_SHOP = [
  ['商品列表', 'shop/goods/index'],
  ['发布商品', 'shop/goods/form'],
  ['商品分类', 'shop/cate/index'],
  ['商品规格', 'shop/rule/index'],
  ['商品评论', 'shop/reply/index'],
] as const;
const OLD_ORDER = [
  ['订单列表', 'shop/order/index'],
  ['售后管理', 'shop/aftersales/index'],
  ['快递公司', 'shop/express/index'],
] as const;

/**
 * Rewrites the two folders of a database seeded before: the old seed's entries (matched by
 * title and view path, so pages an operator added stay) go with their buttons, the
 * contract's come in at places 1, 2 ...; roles that saw an old page see its successor
 * (pages only), `admin` roles get every new entry, `editor` the read pages.
 */
function rewriteShopMenus(db: Db): void {
  const folderOf = db.prepare<[string], { id: number; create_time: number }>('SELECT id, create_time FROM menus WHERE pid IS NULL AND type = 0 AND name = ? ORDER BY id LIMIT 1');
  const topSort = db.prepare<[], number>('SELECT coalesce(max(sort), 0) FROM menus WHERE pid IS NULL').pluck();
  const insert = db.prepare(`INSERT INTO menus (pid, type, name, path, component, component_name, icon, sort, i_frame, cache, hidden, permission, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`);
  const oldEntry = db.prepare<[number, string, string], number>('SELECT id FROM menus WHERE pid = ? AND name = ? AND component = ?').pluck();
  const rolesOf = db.prepare<[number], number>('SELECT role_id FROM roles_menus WHERE menu_id = ?').pluck();
  const deleteMenu = db.prepare('DELETE FROM menus WHERE id = ?');
  const link = db.prepare('INSERT OR IGNORE INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
  const adminRoles = db.prepare<[], number>("SELECT id FROM roles WHERE permission = 'admin'").pluck().all();
  const editorRoles = db.prepare<[], number>("SELECT id FROM roles WHERE permission = 'editor'").pluck().all();
  const setPath = db.prepare('UPDATE menus SET path = ? WHERE id = ?');

  const rewrite = (title: string, path: string, old: ReadonlyArray<readonly [string, string]>, entries: readonly Entry[]): void => {
    let folder = folderOf.get(title);
    if (!folder) {
      const at = Date.now();
      folder = { id: Number(insert.run(null, 0, title, path, null, null, path === 'shop' ? 'shop' : 'order', topSort.get()! + 1, 0, null, at).lastInsertRowid), create_time: at };
    }
    setPath.run(path, folder.id);
    const rolesByOld = new Map<string, number[]>();
    for (const [name, component] of old) {
      const id = oldEntry.get(folder.id, name, component);
      if (id === undefined) continue;
      rolesByOld.set(name, rolesOf.all(id));
      deleteMenu.run(id);
    }
    const add = (list: readonly Entry[], pid: number): void => {
      list.forEach((e, i) => {
        const id = Number(
          insert.run(pid, e.type, e.title, e.path ?? null, e.component ?? null, e.componentName ?? null, e.icon ?? null, i + 1, e.hidden ? 1 : 0, e.permission ?? null, folder.create_time).lastInsertRowid,
        );
        for (const role of adminRoles) link.run(role, id);
        if (e.editor) for (const role of editorRoles) link.run(role, id);
        for (const role of e.replaces ? (rolesByOld.get(e.replaces) ?? []) : []) link.run(role, id);
        if (e.children) add(e.children, id);
      });
    };
    add(entries, folder.id);
    for (const role of [...adminRoles, ...editorRoles]) link.run(role, folder.id);
  };
  rewrite('商品管理', 'shop', OLD_SHOP, SHOP);
  rewrite('订单管理', 'order', OLD_ORDER, ORDER);
}

export const migration: Migration = {
  version: 9,
  name: 'products, rules, reviews and members',
  sql: SCHEMA,
  run: (db) => {
    // A new database gets these menus from its seed, which runs after the migrations.
    if (db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'").get() === undefined) return;
    rewriteShopMenus(db);
  },
};

/** For the migration's test: what it writes, to compare with a fresh seed. */
export const SHOP_MENU_ENTRIES = { shop: SHOP, order: ORDER };
