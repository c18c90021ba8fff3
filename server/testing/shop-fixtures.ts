/**
 * Test helpers for the shop resources (not a test file): a live product filed under a
 * category and shipped with a template, which the category and template deletes refuse
 * to orphan, and a user holding chosen authority strings.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { signInAs, deptId, makeRole } from './system-fixtures';

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/**
 * Inserts a live `yx_store_product` row with this category and template. The products'
 * own migration (9) creates the table with yshop's many NOT NULL columns; before it has
 * landed this creates the three columns the deletes read. Either way every NOT NULL
 * column without a default gets an empty value of its type, so the row is a real row of
 * whatever table is there.
 */
export function insertLiveProduct(db: Db, refs: { cateId: number; tempId: number }): number {
  db.exec('CREATE TABLE IF NOT EXISTS yx_store_product (id INTEGER PRIMARY KEY, cate_id TEXT NOT NULL, temp_id INTEGER, is_del INTEGER NOT NULL DEFAULT 0)');
  const columns = db.prepare<[], Column>("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info('yx_store_product')").all();
  const values: Record<string, unknown> = { cate_id: String(refs.cateId), temp_id: refs.tempId, is_del: 0 };
  for (const c of columns) {
    if (c.name in values || c.pk || !c.notnull || c.dflt_value !== null) continue;
    values[c.name] = /INT|REAL|NUM|DEC/i.test(c.type) ? 0 : '';
  }
  const names = Object.keys(values);
  const sql = `INSERT INTO yx_store_product (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  return Number(db.prepare(sql).run(...names.map((n) => values[n])).lastInsertRowid);
}

/**
 * Soft-deletes the demo shop's products (issue 24's seed files them under 11, 24, 31 and 36
 * and ships them with both templates), for tests of categories and templates that start
 * from a shop no product refers to. Returns how many went.
 */
export function withoutDemoProducts(db: Db): number {
  return db.prepare('UPDATE yx_store_product SET is_del = 1 WHERE is_del = 0').run().changes;
}

let serial = 0;

/** Signs in a new user whose one role's code is each of these authority strings. */
export async function signInWith(app: FastifyInstance, authorities: readonly string[]): Promise<string> {
  const roles = authorities.map((authority) => makeRole(app, authority, 3, []));
  return signInAs(app, `shop_user_${process.pid}_${++serial}`, roles, deptId(app, '总部'));
}
