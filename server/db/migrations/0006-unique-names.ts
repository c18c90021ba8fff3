import { resolveUniqueClashes } from '../unique-names';
import type { Migration } from './migration';

export const migration: Migration = {
  // Issue 22 (privilege rules): user names unique without regard to case, e-mails
  // likewise, dept names unique under one parent, enforced by the database. Rows of an
  // older database that clash are changed first and the changes kept in upgrade_changes
  // (db/unique-names.ts).
  version: 6,
  name: 'unique user names and e-mails without regard to case, unique dept names under one parent',
  sql: `
      CREATE TABLE upgrade_changes (
        id          INTEGER PRIMARY KEY,
        migration   INTEGER NOT NULL,
        table_name  TEXT NOT NULL,
        row_id      INTEGER NOT NULL,
        column_name TEXT NOT NULL,
        old_value   TEXT,
        new_value   TEXT,
        reason      TEXT NOT NULL
      );
    `,
  run: (db) => {
    resolveUniqueClashes(db, 6);
    db.exec(`
        CREATE UNIQUE INDEX users_username_nocase ON users(username COLLATE NOCASE);
        -- lower() folds ASCII only, as NOCASE does; the look-ups use the same expression.
        DROP INDEX users_email;
        CREATE UNIQUE INDEX users_email_lower ON users(lower(email)) WHERE email IS NOT NULL;
        -- A top-level dept has pid NULL, and NULLs never clash in a UNIQUE index: hence ifnull.
        CREATE UNIQUE INDEX depts_parent_name ON depts(ifnull(pid, 0), name);
      `);
  },
};
