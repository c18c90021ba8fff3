import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { createSecretKey, isSealed, readSecretKey, SecretBox, secretKeyFile } from '../shared/secret-box';
import { CONFIG_KEYS } from './keys';

/** The keys stored sealed: the write-only ones of `CONFIG_KEYS`. */
export const SECRET_CONFIG_KEYS: readonly string[] = Object.entries(CONFIG_KEYS)
  .filter(([, rule]) => rule.secret)
  .map(([key]) => key);

/**
 * The box sealing the config's secrets, made at start: the key file beside the database
 * (made now when missing), checked against every sealed row, and the plain secrets an
 * earlier version (or yshop's dump) left are sealed in one transaction. This runs at
 * start, not as a migration, because the key is not the database's: a migration sees
 * only the database. A start that cannot open the stored secrets stops with the reason
 * (a missing key is never replaced by a new one that would open nothing).
 */
export function openConfigSecrets(db: Db, dbPath: string): SecretBox {
  const rows = db
    .prepare<string[], { key: string; value: string }>(`SELECT menu_name AS key, value FROM yx_system_config WHERE value <> '' AND menu_name IN (${SECRET_CONFIG_KEYS.map(() => '?').join(', ')})`)
    .all(...SECRET_CONFIG_KEYS);
  const sealed = rows.filter((row) => isSealed(row.value));
  // An in-memory database dies with the process, and so may its key.
  const file = dbPath === ':memory:' ? undefined : secretKeyFile(dbPath);
  let key = file === undefined ? undefined : readSecretKey(file);
  if (key === undefined) {
    if (sealed.length > 0) {
      throw new Error(`the shop config's secrets are encrypted, but their key file ${file} is missing: restore it from where the database came from (or clear ${sealed.map((row) => row.key).join(', ')} in yx_system_config)`);
    }
    key = file === undefined ? randomBytes(32) : createSecretKey(file);
  }
  const box = new SecretBox(key);
  for (const row of sealed) {
    try {
      box.open(row.value, row.key);
    } catch {
      throw new Error(`the secret key file ${file} does not open the stored ${row.key}: it is not this database's key file`);
    }
  }
  const update = db.prepare('UPDATE yx_system_config SET value = ? WHERE menu_name = ?');
  const plain = rows.filter((row) => !isSealed(row.value));
  if (plain.length > 0) db.transaction(() => plain.forEach((row) => update.run(box.seal(row.value, row.key), row.key)))();
  return box;
}
