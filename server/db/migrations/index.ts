import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../connection';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** `0007-log-counts-per-operator.ts`: four digits (the version), a name, nothing else. */
const FILE = /^(\d{4})-[a-z0-9-]+\.(ts|js)$/;

/**
 * Every migration of this folder, by version. A new version is a new file and nothing
 * else: no list to edit, so two branches adding one each only collide on the number,
 * and that collision fails here at start-up (and in the tests) instead of in a database.
 */
function collect(dir: string): Migration[] {
  const found = fs
    .readdirSync(dir)
    .map((file) => ({ file, match: FILE.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map(({ file, match }) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder is the list
      const { migration } = require(path.join(dir, file)) as { migration: Migration };
      if (migration.version !== Number(match[1])) throw new Error(`${file} holds version ${migration.version}`);
      return migration;
    })
    .sort((a, b) => a.version - b.version);
  found.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 1, 2, 3...: version ${i + 1} is missing or doubled`);
  });
  return found;
}

export const MIGRATIONS: readonly Migration[] = collect(__dirname);

/**
 * Applies each pending migration once, each in its own transaction, recording it in
 * `schema_migrations`. Returns the versions applied by this call.
 */
export function runMigrations(db: Db, migrations: readonly Migration[] = MIGRATIONS, now: () => number = Date.now): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    // IMMEDIATE takes the write lock first, so two processes starting together
    // cannot both apply the same migration.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version);
      if (again) return;
      db.exec(m.sql);
      m.run?.(db);
      record.run(m.version, m.name, now());
      done.push(m.version);
    }).immediate();
  }
  return done;
}
