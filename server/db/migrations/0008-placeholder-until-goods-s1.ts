import type { Migration } from './migration';

/**
 * TEMPORARY, branch goods-s2 only: version 8 belongs to goods-s1 (categories, shipping
 * templates, express). Until that lands on main this stands in for it, with the two
 * tables products read, in CONTRACT-SHOP section 3's columns, so that version 9 can be
 * applied. Replaced by goods-s1's file when main is merged in; never released.
 */
export const migration: Migration = {
  version: 8,
  name: 'placeholder for goods-s1',
  sql: `
      CREATE TABLE yx_store_category (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        pid         INTEGER NOT NULL DEFAULT 0,
        cate_name   TEXT NOT NULL,
        sort        INTEGER NOT NULL DEFAULT 1,
        pic         TEXT NOT NULL DEFAULT '',
        is_show     INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER,
        update_time INTEGER,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE yx_shipping_templates (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        name        TEXT NOT NULL,
        type        INTEGER NOT NULL DEFAULT 1,
        region_info TEXT NOT NULL DEFAULT '[]',
        appoint     INTEGER NOT NULL DEFAULT 0,
        appoint_info TEXT NOT NULL DEFAULT '[]',
        sort        INTEGER NOT NULL DEFAULT 0,
        create_time INTEGER,
        update_time INTEGER,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
    `,
};
