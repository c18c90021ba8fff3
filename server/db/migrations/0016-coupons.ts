import type { Migration } from './migration';

/**
 * Issue 32: 优惠券制作 and 已发布管理 (CONTRACT-MEMBERS 3.4). The members' coupons
 * (`yx_store_coupon_user`) came with migration 10. As in migration 9, times are epoch ms
 * and amounts INTEGER hundredths; both tables are soft-deleted (`is_del`).
 * `yx_store_coupon_issue_user` (who claimed which issue) is not made: claims are the
 * app's, and the console has no screen of it at yshop's HEAD.
 */
export const migration: Migration = {
  version: 16,
  name: 'coupons and their issues',
  sql: `
      -- 优惠券 (3.4): type 0 通用券, 1 商品券 (product_id the products' ids joined by ','); status 0 关闭, 1 开启.
      CREATE TABLE yx_store_coupon (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        title         TEXT NOT NULL,
        integral      INTEGER NOT NULL DEFAULT 0,
        coupon_price  INTEGER NOT NULL DEFAULT 0 CHECK (coupon_price >= 0),
        use_min_price INTEGER NOT NULL DEFAULT 0 CHECK (use_min_price >= 0),
        coupon_time   INTEGER NOT NULL DEFAULT 1,
        sort          INTEGER NOT NULL DEFAULT 1,
        status        INTEGER NOT NULL DEFAULT 0,
        type          INTEGER NOT NULL DEFAULT 0,
        product_id    TEXT,
        create_time   INTEGER NOT NULL,
        update_time   INTEGER,
        is_del        INTEGER NOT NULL DEFAULT 0
      );

      -- 发布 (3.4): a claim window; is_permanent 1 不限量; status 1 开启, 0 关闭, -1 已无效.
      CREATE TABLE yx_store_coupon_issue (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        cname        TEXT NOT NULL,
        cid          INTEGER NOT NULL REFERENCES yx_store_coupon(id),
        ctype        INTEGER NOT NULL DEFAULT 0,
        start_time   INTEGER NOT NULL,
        end_time     INTEGER NOT NULL,
        total_count  INTEGER NOT NULL DEFAULT 0 CHECK (total_count >= 0),
        remain_count INTEGER NOT NULL DEFAULT 0,
        is_permanent INTEGER NOT NULL DEFAULT 0,
        status       INTEGER NOT NULL DEFAULT 1,
        create_time  INTEGER NOT NULL,
        update_time  INTEGER,
        is_del       INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_store_coupon_issue_coupon ON yx_store_coupon_issue (cid);
    `,
};
