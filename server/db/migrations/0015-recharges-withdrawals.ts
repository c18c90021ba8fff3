import type { Migration } from './migration';

/**
 * Issue 32: 充值管理 and 提现管理 (CONTRACT-MEMBERS 3.3). Money (`price`, `give_price`,
 * `refund_price`, `extract_price`, `balance`) is INTEGER hundredths, times epoch ms, as
 * the other shop tables. A withdrawal's `status` is -1 未通过, 0 审核中, 1 已提现; the
 * review moves it only from 0 (one guarded UPDATE). The indexes serve the lists: live
 * rows newest first, the status filter (首页's 提现待审核), and a member's rows.
 */
export const migration: Migration = {
  version: 15,
  name: 'recharges and withdrawals',
  sql: `
      CREATE TABLE yx_user_recharge (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        uid           INTEGER NOT NULL,
        nickname      TEXT NOT NULL DEFAULT '',
        order_id      TEXT NOT NULL,
        price         INTEGER NOT NULL CHECK (price >= 0),
        give_price    INTEGER NOT NULL DEFAULT 0 CHECK (give_price >= 0),
        recharge_type TEXT NOT NULL DEFAULT 'weixin',
        paid          INTEGER NOT NULL DEFAULT 0,
        pay_time      INTEGER,
        create_time   INTEGER NOT NULL,
        update_time   INTEGER,
        refund_price  INTEGER NOT NULL DEFAULT 0 CHECK (refund_price >= 0),
        is_del        INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_user_recharge_live ON yx_user_recharge (is_del, id);
      CREATE INDEX yx_user_recharge_user ON yx_user_recharge (uid, id);

      CREATE TABLE yx_user_extract (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        uid           INTEGER NOT NULL,
        real_name     TEXT NOT NULL DEFAULT '',
        extract_type  TEXT NOT NULL DEFAULT 'bank',
        bank_code     TEXT NOT NULL DEFAULT '0',
        bank_address  TEXT NOT NULL DEFAULT '',
        alipay_code   TEXT NOT NULL DEFAULT '',
        extract_price INTEGER NOT NULL CHECK (extract_price >= 0),
        mark          TEXT NOT NULL DEFAULT '',
        balance       INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
        fail_msg      TEXT NOT NULL DEFAULT '',
        fail_time     INTEGER,
        create_time   INTEGER NOT NULL,
        update_time   INTEGER,
        status        INTEGER NOT NULL DEFAULT 0 CHECK (status IN (-1, 0, 1)),
        wechat        TEXT NOT NULL DEFAULT '',
        is_del        INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_user_extract_live ON yx_user_extract (is_del, id);
      CREATE INDEX yx_user_extract_status ON yx_user_extract (is_del, status, id);
      CREATE INDEX yx_user_extract_user ON yx_user_extract (uid, id);
    `,
};
