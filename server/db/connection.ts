import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { emailKey } from '../shared/email';

export type Db = Database.Database;

/**
 * Durability. The database runs in WAL mode with `synchronous = FULL`: every commit
 * waits for the WAL to reach the disk (one fsync, 1-5 ms here), so a 2xx answer to
 * a write means the change survives a killed process AND a power loss or kernel
 * crash, as the MySQL these back ends normally run on promises
 * (innodb_flush_log_at_trx_commit=1). New write paths get this by default.
 *
 * Session bookkeeping (captchas, tokens issued or extended, login failures) is written
 * through `relaxed`, with `synchronous = NORMAL`: still atomic and safe against a
 * killed process, but it does not wait for the disk, so a power loss may forget the
 * last few of these (a user signs in again, a lockout counter restarts). This keeps
 * fsyncs, which block the event loop with a synchronous driver, off the sign-in path.
 * Revoking tokens (logout, password change) stays durable.
 */
export const DURABILITY = 'FULL';

/** Opens (creating when missing) the one SQLite file the server keeps everything in. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run beside the single writer.
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${DURABILITY}`);
  db.pragma('foreign_keys = ON');
  // A second process (a CLI, a backup) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  registerSqlFunctions(db);
  return db;
}

/**
 * The functions the schema's triggers call (migration 12 keeps `users.email_key` with
 * `email_key_of`). Any other connection that writes users (a benchmark's bulk insert)
 * registers them too; without them SQLite refuses the write ("no such function") rather
 * than store an e-mail without its key.
 */
export function registerSqlFunctions(db: Db): void {
  db.function('email_key_of', { deterministic: true }, (email: unknown) => (typeof email === 'string' ? emailKey(email) : null));
}

/**
 * Runs `fn` as one transaction committed without waiting for the disk (see
 * DURABILITY): for writes whose loss on a power failure is harmless. Inside an
 * enclosing transaction it simply joins it, and the enclosing commit decides
 * (SQLite cannot change the level mid-transaction).
 */
export function relaxed<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return fn();
  // db.pragma, not a kept prepared statement: SQLite applies this pragma when the
  // statement is compiled, so re-running a prepared one is not reliable.
  db.pragma('synchronous = NORMAL');
  try {
    return db.transaction(fn)();
  } finally {
    db.pragma(`synchronous = ${DURABILITY}`);
  }
}
