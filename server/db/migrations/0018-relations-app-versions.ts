import type { Migration } from './migration';

/**
 * Issue 33: 商品收藏 / 用户足迹 (`yx_store_product_relation`, CONTRACT-MEMBERS 3.7) and
 * App版本 (`yx_app_version`, 3.12). Times are epoch ms, booleans 0/1, both soft-deleted
 * (`is_del`) as the other shop tables. A relation's `type` is `collect` or `foot`; the
 * index serves each screen's list (its kind, live rows, newest first).
 */
export const migration: Migration = {
  version: 18,
  name: 'product relations and app versions',
  sql: `
      CREATE TABLE yx_store_product_relation (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        uid         INTEGER NOT NULL,
        product_id  INTEGER NOT NULL,
        type        TEXT NOT NULL CHECK (type IN ('collect', 'foot')),
        category    TEXT NOT NULL DEFAULT 'product',
        create_time INTEGER NOT NULL,
        update_time INTEGER,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_store_product_relation_list ON yx_store_product_relation (is_del, type, id);

      CREATE TABLE yx_app_version (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        version_code   TEXT NOT NULL,
        version_name   TEXT NOT NULL,
        version_info   TEXT NOT NULL DEFAULT '',
        android_url    TEXT NOT NULL DEFAULT '',
        ios_url        TEXT NOT NULL DEFAULT '',
        force_update   INTEGER NOT NULL DEFAULT 0 CHECK (force_update IN (0, 1)),
        create_time    INTEGER NOT NULL,
        update_time    INTEGER,
        is_del         INTEGER NOT NULL DEFAULT 0
      );
    `,
};
