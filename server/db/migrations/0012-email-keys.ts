import type { Db } from '../connection';
import type { Migration } from './migration';

/**
 * Issue 30: e-mails are unique as people read them, not only without regard to ASCII case
 * (migration 6). Each user's e-mail gets its key (shared/email.ts: NFKC, hidden characters
 * dropped, case folded) in `email_key`, kept by triggers through the `email_key_of`
 * function every app connection registers (db/connection.ts), under a unique index. An
 * older database may hold e-mails that only differ in width, case or a hidden character:
 * the oldest row keeps its e-mail, each later one is emptied and the change kept in
 * `upgrade_changes`, as migration 6 did.
 */
function emptyLaterClashes(db: Db): void {
  const rows = db.prepare<[], { id: number; email: string; key: string }>('SELECT id, email, email_key_of(email) AS key FROM users WHERE email IS NOT NULL ORDER BY id').all();
  const clear = db.prepare('UPDATE users SET email = NULL WHERE id = ?');
  const record = db.prepare(
    "INSERT INTO upgrade_changes (migration, table_name, row_id, column_name, old_value, new_value, reason) VALUES (12, 'users', ?, 'email', ?, NULL, ?)",
  );
  const owners = new Set<string>();
  for (const row of rows) {
    if (!owners.has(row.key)) {
      owners.add(row.key);
      continue;
    }
    clear.run(row.id);
    record.run(row.id, row.email, '邮箱与已有用户的邮箱看起来相同（全角、大小写或不可见字符不同）');
  }
}

export const migration: Migration = {
  version: 12,
  name: 'e-mails unique after Unicode normalisation and case folding',
  sql: `
      ALTER TABLE users ADD COLUMN email_key TEXT;
    `,
  run: (db) => {
    emptyLaterClashes(db);
    db.exec(`
        UPDATE users SET email_key = email_key_of(email) WHERE email IS NOT NULL;
        CREATE UNIQUE INDEX users_email_key ON users(email_key) WHERE email_key IS NOT NULL;
        CREATE TRIGGER users_email_key_insert AFTER INSERT ON users WHEN new.email IS NOT NULL BEGIN
          UPDATE users SET email_key = email_key_of(new.email) WHERE id = new.id;
        END;
        CREATE TRIGGER users_email_key_update AFTER UPDATE OF email ON users BEGIN
          UPDATE users SET email_key = email_key_of(new.email) WHERE id = new.id;
        END;
      `);
  },
};
