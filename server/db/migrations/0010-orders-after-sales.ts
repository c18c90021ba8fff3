import { seedDemoOrders } from './frozen/0010-demo-orders';
import type { Migration } from './migration';

/**
 * Issue 25 (orders-s): orders with their frozen cart lines and status log, the counts the
 * list's tabs read, 售后 applications with their lines and log, and the two member tables a
 * refund writes (`yx_user_bill`, `yx_store_coupon_user`, CONTRACT-MEMBERS 3.2 and 3.4).
 *
 * Column names are yshop's (CONTRACT-SHOP 3). As in migration 9, times are epoch ms and
 * every two-decimal amount (money and yshop's decimal points) is an INTEGER of hundredths.
 * `tab` and `kind` are derived: `tab` is the list's `orderStatus` an order answers to
 * (CONTRACT-SHOP 5.1: 0 未支付, 1 未发货, 2 待收货, 3 待评价, 4 交易完成, -1 退款中, -2 已退款,
 * NULL for none), `kind` the bits the 订单类型 filter reads (1 拼团, 2 秒杀, 4 积分).
 */
const SCHEMA = `
  CREATE TABLE yx_store_order (
    id                        INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id                  TEXT NOT NULL,
    extend_order_id           TEXT,
    uid                       INTEGER NOT NULL,
    real_name                 TEXT NOT NULL,
    user_phone                TEXT NOT NULL,
    user_address              TEXT NOT NULL,
    cart_id                   TEXT NOT NULL DEFAULT '[]',
    freight_price             INTEGER NOT NULL DEFAULT 0,
    total_num                 INTEGER NOT NULL DEFAULT 0,
    total_price               INTEGER NOT NULL DEFAULT 0,
    total_postage             INTEGER NOT NULL DEFAULT 0,
    pay_price                 INTEGER NOT NULL DEFAULT 0 CHECK (pay_price >= 0),
    pay_postage               INTEGER NOT NULL DEFAULT 0,
    deduction_price           INTEGER NOT NULL DEFAULT 0,
    coupon_id                 INTEGER NOT NULL DEFAULT 0,
    coupon_price              INTEGER NOT NULL DEFAULT 0,
    paid                      INTEGER NOT NULL DEFAULT 0,
    pay_time                  INTEGER,
    pay_type                  TEXT NOT NULL DEFAULT '',
    create_time               INTEGER NOT NULL,
    update_time               INTEGER,
    status                    INTEGER NOT NULL DEFAULT 0,
    refund_status             INTEGER NOT NULL DEFAULT 0,
    refund_reason_wap_img     TEXT,
    refund_reason_wap_explain TEXT,
    refund_reason_time        INTEGER,
    refund_reason_wap         TEXT,
    refund_reason             TEXT,
    refund_price              INTEGER NOT NULL DEFAULT 0 CHECK (refund_price >= 0 AND refund_price <= pay_price),
    delivery_sn               TEXT NOT NULL DEFAULT '',
    delivery_name             TEXT,
    delivery_type             TEXT,
    delivery_id               TEXT,
    gain_integral             INTEGER NOT NULL DEFAULT 0,
    use_integral              INTEGER NOT NULL DEFAULT 0,
    back_integral             INTEGER NOT NULL DEFAULT 0,
    pay_integral              INTEGER NOT NULL DEFAULT 0,
    mark                      TEXT NOT NULL DEFAULT '',
    is_del                    INTEGER NOT NULL DEFAULT 0,
    "unique"                  TEXT NOT NULL UNIQUE,
    remark                    TEXT,
    mer_id                    INTEGER NOT NULL DEFAULT 0,
    combination_id            INTEGER NOT NULL DEFAULT 0,
    pink_id                   INTEGER NOT NULL DEFAULT 0,
    cost                      INTEGER NOT NULL DEFAULT 0,
    seckill_id                INTEGER NOT NULL DEFAULT 0,
    bargain_id                INTEGER NOT NULL DEFAULT 0,
    verify_code               TEXT NOT NULL DEFAULT '',
    store_id                  INTEGER NOT NULL DEFAULT 0,
    shipping_type             INTEGER NOT NULL DEFAULT 1,
    is_channel                INTEGER NOT NULL DEFAULT 0,
    is_system_del             INTEGER NOT NULL DEFAULT 0,
    tab  INTEGER GENERATED ALWAYS AS (CASE
           WHEN paid = 0 THEN (CASE WHEN status = 0 AND refund_status = 0 THEN 0 END)
           WHEN refund_status = 1 THEN -1
           WHEN refund_status = 2 THEN -2
           WHEN refund_status = 0 AND status BETWEEN 0 AND 3 THEN status + 1
         END) VIRTUAL,
    kind INTEGER GENERATED ALWAYS AS ((combination_id <> 0) + 2 * (seckill_id <> 0) + 4 * (pay_integral > 0)) VIRTUAL,
    UNIQUE (order_id, uid)
  );
  -- A tab's first page newest first, with or without the pickup filter; 全部 by id (without
  -- yx_store_order_live the planner took the time index and sorted every order).
  CREATE INDEX yx_store_order_live ON yx_store_order (is_del, id);
  CREATE INDEX yx_store_order_tab ON yx_store_order (is_del, tab, id);
  CREATE INDEX yx_store_order_ship_tab ON yx_store_order (is_del, shipping_type, tab, id);
  CREATE INDEX yx_store_order_ship ON yx_store_order (is_del, shipping_type, id);
  CREATE INDEX yx_store_order_time ON yx_store_order (is_del, create_time);
  -- The order-number search is a prefix (the whole number included): a range of this index.
  CREATE INDEX yx_store_order_number ON yx_store_order (order_id);
  -- 发货 and 退款 find the order by order_id, unique or extend_order_id (5.3): all three
  -- indexed, or the OR scans every order.
  CREATE INDEX yx_store_order_extend ON yx_store_order (extend_order_id) WHERE extend_order_id IS NOT NULL;
  CREATE INDEX yx_store_order_verify ON yx_store_order (verify_code) WHERE verify_code <> '';
  CREATE INDEX yx_store_order_user ON yx_store_order (uid);

  -- Live orders per (shipping_type, kind, tab), kept by triggers in the writing
  -- transaction as the log pages keep theirs (migration 4): the eight tab counts are eight
  -- small sums, never a COUNT over the orders. tab 99 = none of the tabs.
  CREATE TABLE yx_store_order_counts (
    shipping_type INTEGER NOT NULL,
    kind          INTEGER NOT NULL,
    tab           INTEGER NOT NULL,
    n             INTEGER NOT NULL,
    PRIMARY KEY (shipping_type, kind, tab)
  ) WITHOUT ROWID;
  CREATE TRIGGER yx_store_order_counted_insert AFTER INSERT ON yx_store_order WHEN NEW.is_del = 0 BEGIN
    INSERT INTO yx_store_order_counts (shipping_type, kind, tab, n) VALUES (NEW.shipping_type, NEW.kind, coalesce(NEW.tab, 99), 1)
      ON CONFLICT (shipping_type, kind, tab) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER yx_store_order_counted_delete AFTER DELETE ON yx_store_order WHEN OLD.is_del = 0 BEGIN
    UPDATE yx_store_order_counts SET n = n - 1 WHERE shipping_type = OLD.shipping_type AND kind = OLD.kind AND tab = coalesce(OLD.tab, 99);
  END;
  CREATE TRIGGER yx_store_order_counted_update
    AFTER UPDATE OF is_del, paid, status, refund_status, shipping_type, combination_id, seckill_id, pay_integral ON yx_store_order BEGIN
    UPDATE yx_store_order_counts SET n = n - 1
      WHERE OLD.is_del = 0 AND shipping_type = OLD.shipping_type AND kind = OLD.kind AND tab = coalesce(OLD.tab, 99);
    INSERT INTO yx_store_order_counts (shipping_type, kind, tab, n)
      SELECT NEW.shipping_type, NEW.kind, coalesce(NEW.tab, 99), 1 WHERE NEW.is_del = 0
      ON CONFLICT (shipping_type, kind, tab) DO UPDATE SET n = n + 1;
  END;

  -- An order's lines, each the cart line frozen as JSON at order time (CONTRACT-SHOP 3).
  CREATE TABLE yx_store_order_cart_info (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    oid            INTEGER NOT NULL REFERENCES yx_store_order(id),
    order_id       TEXT NOT NULL,
    cart_id        INTEGER NOT NULL DEFAULT 0,
    product_id     INTEGER NOT NULL,
    cart_info      TEXT NOT NULL,
    "unique"       TEXT NOT NULL,
    is_after_sales INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX yx_store_order_cart_info_oid ON yx_store_order_cart_info (oid);

  CREATE TABLE yx_store_order_status (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    oid            INTEGER NOT NULL REFERENCES yx_store_order(id),
    change_type    TEXT NOT NULL,
    change_message TEXT NOT NULL,
    change_time    INTEGER NOT NULL
  );
  CREATE INDEX yx_store_order_status_oid ON yx_store_order_status (oid, id);

  -- A member's balance and points movements (CONTRACT-MEMBERS 3.2); number and balance in hundredths.
  CREATE TABLE yx_user_bill (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    uid         INTEGER NOT NULL,
    link_id     TEXT NOT NULL DEFAULT '0',
    pm          INTEGER NOT NULL,
    title       TEXT NOT NULL,
    category    TEXT NOT NULL,
    type        TEXT NOT NULL,
    number      INTEGER NOT NULL,
    balance     INTEGER NOT NULL,
    mark        TEXT NOT NULL DEFAULT '',
    create_time INTEGER NOT NULL,
    update_time INTEGER,
    status      INTEGER NOT NULL DEFAULT 1,
    is_del      INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_user_bill_user ON yx_user_bill (uid, id);

  -- A member's coupon (CONTRACT-MEMBERS 3.4): status 0 未使用, 1 已使用, 2 已过期.
  CREATE TABLE yx_store_coupon_user (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    cid           INTEGER NOT NULL DEFAULT 0,
    uid           INTEGER NOT NULL,
    coupon_title  TEXT NOT NULL,
    coupon_price  INTEGER NOT NULL DEFAULT 0,
    use_min_price INTEGER NOT NULL DEFAULT 0,
    create_time   INTEGER NOT NULL,
    update_time   INTEGER,
    end_time      INTEGER NOT NULL,
    use_time      INTEGER,
    type          TEXT NOT NULL DEFAULT 'send',
    status        INTEGER NOT NULL DEFAULT 0,
    is_fail       INTEGER NOT NULL DEFAULT 0,
    is_del        INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_store_coupon_user_user ON yx_store_coupon_user (uid);

  -- 售后 (CONTRACT-SHOP 3, 6). Soft-deleted (10.19). order_status is the order's status when
  -- the application was made: a refusal puts it back (6's Rec.: kept in the row, not in Redis).
  CREATE TABLE yx_store_after_sales (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    order_code    TEXT NOT NULL,
    refund_amount INTEGER NOT NULL DEFAULT 0,
    service_type  INTEGER NOT NULL,
    reasons       TEXT NOT NULL DEFAULT '',
    explains      TEXT NOT NULL DEFAULT '',
    explain_img   TEXT NOT NULL DEFAULT '',
    shipper_code  TEXT,
    delivery_sn   TEXT,
    delivery_name TEXT,
    state         INTEGER NOT NULL DEFAULT 0,
    sales_state   INTEGER NOT NULL DEFAULT 0,
    create_time   INTEGER NOT NULL,
    is_del        INTEGER NOT NULL DEFAULT 0,
    user_id       INTEGER NOT NULL,
    consignee     TEXT,
    phone_number  TEXT,
    address       TEXT,
    order_status  INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_store_after_sales_list ON yx_store_after_sales (is_del, create_time);
  CREATE INDEX yx_store_after_sales_order ON yx_store_after_sales (order_code);

  CREATE TABLE yx_store_after_sales_item (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    store_after_sales_id INTEGER NOT NULL REFERENCES yx_store_after_sales(id),
    product_id           INTEGER NOT NULL,
    cart_info            TEXT NOT NULL,
    is_del               INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX yx_store_after_sales_item_sales ON yx_store_after_sales_item (store_after_sales_id);

  CREATE TABLE yx_store_after_sales_status (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    store_after_sales_id INTEGER NOT NULL REFERENCES yx_store_after_sales(id),
    change_type          INTEGER NOT NULL,
    change_message       TEXT NOT NULL,
    change_time          INTEGER NOT NULL,
    operator             TEXT NOT NULL
  );
  CREATE INDEX yx_store_after_sales_status_sales ON yx_store_after_sales_status (store_after_sales_id, id);
`;

export const migration: Migration = {
  version: 10,
  name: 'orders and after-sales',
  sql: SCHEMA,
  run: (db) => {
    // A new database gets its demo orders from the seed, which runs after the migrations;
    // one seeded before gets them here, when it has the demo shop's products and members
    // (SEED_DEMO=0 has neither, and stays without orders).
    if (db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'").get() === undefined) return;
    seedDemoOrders(db, Date.now());
  },
};
