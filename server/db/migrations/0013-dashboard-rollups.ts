import type { Migration } from './migration';

/**
 * Issue 34 (首页): the paid orders per day, kept by triggers in the transaction of every
 * write to an order (as the log pages' and the order tabs' counts, migrations 4 and 10),
 * so `api/data/count` and `api/data/chart` add up a few dozen day rows, never the orders.
 *
 * An order counts when it is live, paid and not refunding or refunded (CONTRACT-SHOP 8 with
 * the Rec. of 10.22: deleted orders count in neither the sums nor the counts), on the day
 * of its `pay_time` in the server's time zone (SQLite's `localtime` is the process's `TZ`).
 * Day '' holds paid orders without a pay time (none are written; the totals still count
 * them). The zone the rows were made in is kept in `app_meta` (`order_day_zone`): a server
 * started in another zone makes them again (server/dashboard/rollup.ts).
 */
const DAY_OF = (row: 'NEW' | 'OLD') => `coalesce(date(${row}.pay_time / 1000, 'unixepoch', 'localtime'), '')`;
const COUNTED = (row: 'NEW' | 'OLD') => `(${row}.is_del = 0 AND ${row}.paid = 1 AND ${row}.refund_status = 0)`;

const SCHEMA = `
  CREATE TABLE yx_store_order_days (
    day    TEXT PRIMARY KEY,
    orders INTEGER NOT NULL,
    cents  INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO yx_store_order_days (day, orders, cents)
    SELECT coalesce(date(pay_time / 1000, 'unixepoch', 'localtime'), ''), COUNT(*), SUM(pay_price)
    FROM yx_store_order WHERE is_del = 0 AND paid = 1 AND refund_status = 0
    GROUP BY 1;
  CREATE TRIGGER yx_store_order_days_insert AFTER INSERT ON yx_store_order WHEN ${COUNTED('NEW')} BEGIN
    INSERT INTO yx_store_order_days (day, orders, cents) VALUES (${DAY_OF('NEW')}, 1, NEW.pay_price)
      ON CONFLICT (day) DO UPDATE SET orders = orders + 1, cents = cents + excluded.cents;
  END;
  CREATE TRIGGER yx_store_order_days_delete AFTER DELETE ON yx_store_order WHEN ${COUNTED('OLD')} BEGIN
    UPDATE yx_store_order_days SET orders = orders - 1, cents = cents - OLD.pay_price WHERE day = ${DAY_OF('OLD')};
  END;
  CREATE TRIGGER yx_store_order_days_update
    AFTER UPDATE OF is_del, paid, refund_status, pay_price, pay_time ON yx_store_order
    WHEN ${COUNTED('OLD')} OR ${COUNTED('NEW')} BEGIN
    UPDATE yx_store_order_days SET orders = orders - 1, cents = cents - OLD.pay_price
      WHERE ${COUNTED('OLD')} AND day = ${DAY_OF('OLD')};
    INSERT INTO yx_store_order_days (day, orders, cents)
      SELECT ${DAY_OF('NEW')}, 1, NEW.pay_price WHERE ${COUNTED('NEW')}
      ON CONFLICT (day) DO UPDATE SET orders = orders + 1, cents = cents + excluded.cents;
  END;
  -- 商品销量排行: the ten best sellers without sorting the catalogue.
  CREATE INDEX yx_store_product_sales ON yx_store_product (is_del, sales DESC, id);
`;

export const migration: Migration = {
  version: 13,
  name: 'dashboard day rollups',
  sql: SCHEMA,
  run: (db) => {
    db.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('order_day_zone', ?)").run(Intl.DateTimeFormat().resolvedOptions().timeZone);
  },
};
