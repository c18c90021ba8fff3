import type { Db } from '../connection';
import { seedShopBaseRows } from './frozen/0008-shop-base-rows';
import type { Migration } from './migration';

/**
 * A database seeded before this version gets the shop's base rows too (the dump's
 * categories, express companies and templates, which SEED_DEMO=0 keeps as well), so an
 * upgraded shop is as usable as a fresh one. A database not seeded yet gets them from
 * the seed that follows the migrations; doing it here as well would insert them twice.
 */
function seedBaseRowsIfSeededBefore(db: Db): void {
  if (!db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'").get()) return;
  // The rows as the live seeds wrote them at release, frozen (issue 31: no live seed here).
  seedShopBaseRows(db, Date.now());
}

export const migration: Migration = {
  // Issue 24: 商品分类, 运费模板 (with their region and free-shipping rows) and 快递公司,
  // under yshop's table and column names (CONTRACT-SHOP section 3) so the products
  // (migration 9) and a reader of either schema find the same names. Soft-deleted rows
  // keep is_del = 1 (yshop's @TableLogic). Amounts are integer hundredths: cents for
  // money, and 0.01 piece / KG / m³ for the templates' quantities (yshop's decimal(10,2)).
  // A database seeded before this version also gets the base rows (run below).
  version: 8,
  name: 'shop categories, shipping templates and express companies',
  sql: `
      CREATE TABLE yx_store_category (
        id          INTEGER PRIMARY KEY,
        pid         INTEGER NOT NULL DEFAULT 0,
        cate_name   TEXT NOT NULL,
        sort        INTEGER NOT NULL DEFAULT 1,
        pic         TEXT NOT NULL DEFAULT '',
        is_show     INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER NOT NULL,
        update_time INTEGER NOT NULL,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX yx_store_category_live_pid ON yx_store_category (pid) WHERE is_del = 0;

      CREATE TABLE yx_express (
        id          INTEGER PRIMARY KEY,
        code        TEXT NOT NULL,
        name        TEXT NOT NULL,
        sort        INTEGER NOT NULL DEFAULT 0,
        is_show     INTEGER NOT NULL DEFAULT 0,
        create_time INTEGER NOT NULL,
        update_time INTEGER NOT NULL,
        is_del      INTEGER NOT NULL DEFAULT 0
      );
      -- 发货 finds a company by its name: two live companies may not share one.
      CREATE UNIQUE INDEX yx_express_live_name ON yx_express (name) WHERE is_del = 0;

      CREATE TABLE yx_shipping_templates (
        id           INTEGER PRIMARY KEY,
        name         TEXT NOT NULL,
        -- 1 按件数, 2 按重量, 3 按体积
        type         INTEGER NOT NULL DEFAULT 1,
        -- The console's JSON as last saved, values as strings (yshop's form).
        region_info  TEXT NOT NULL DEFAULT '[]',
        appoint      INTEGER NOT NULL DEFAULT 0,
        appoint_info TEXT NOT NULL DEFAULT '[]',
        sort         INTEGER NOT NULL DEFAULT 0,
        create_time  INTEGER NOT NULL,
        update_time  INTEGER NOT NULL,
        is_del       INTEGER NOT NULL DEFAULT 0
      );

      -- Price per city, rebuilt with every save; city_id 0 = the whole province (or, with
      -- province_id 0, 默认全国).
      CREATE TABLE yx_shipping_templates_region (
        id             INTEGER PRIMARY KEY,
        temp_id        INTEGER NOT NULL REFERENCES yx_shipping_templates (id),
        province_id    INTEGER NOT NULL,
        city_id        INTEGER NOT NULL,
        first          INTEGER NOT NULL,
        first_price    INTEGER NOT NULL,
        continues      INTEGER NOT NULL,
        continue_price INTEGER NOT NULL,
        type           INTEGER NOT NULL,
        uniqid         TEXT NOT NULL
      );
      CREATE INDEX yx_shipping_templates_region_temp ON yx_shipping_templates_region (temp_id);

      -- Free-shipping cities (指定包邮), rebuilt with every save.
      CREATE TABLE yx_shipping_templates_free (
        id          INTEGER PRIMARY KEY,
        temp_id     INTEGER NOT NULL REFERENCES yx_shipping_templates (id),
        province_id INTEGER NOT NULL,
        city_id     INTEGER NOT NULL,
        number      INTEGER NOT NULL,
        price       INTEGER NOT NULL,
        type        INTEGER NOT NULL,
        uniqid      TEXT NOT NULL
      );
      CREATE INDEX yx_shipping_templates_free_temp ON yx_shipping_templates_free (temp_id);
    `,
  run: seedBaseRowsIfSeededBefore,
};
