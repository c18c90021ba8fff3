import type { Db } from '../db/connection';

/** The zone the process's local days follow (SQLite's `localtime` uses the same `TZ`). */
export const currentZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const REBUILD = `INSERT INTO yx_store_order_days (day, orders, cents)
  SELECT coalesce(date(pay_time / 1000, 'unixepoch', 'localtime'), ''), COUNT(*), SUM(pay_price)
  FROM yx_store_order WHERE is_del = 0 AND paid = 1 AND refund_status = 0 GROUP BY 1`;

/**
 * Makes the day rows again from the orders: once, at start-up, when the server runs in
 * another time zone than the one they were made in (a day's boundaries moved). One
 * transaction, so no call reads half of them. Returns whether it rebuilt.
 */
export function ensureDayZone(db: Db, zone: string = currentZone()): boolean {
  const kept = db.prepare("SELECT value FROM app_meta WHERE key = 'order_day_zone'").pluck().get() as string | undefined;
  if (kept === zone) return false;
  db.transaction(() => {
    db.prepare('DELETE FROM yx_store_order_days').run();
    db.prepare(REBUILD).run();
    db.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('order_day_zone', ?)").run(zone);
  })();
  return true;
}
