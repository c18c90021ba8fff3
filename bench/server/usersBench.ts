/**
 * 用户管理's list on the embedded server with 10,000 users seeded into a throwaway
 * database (issue 14): `GET api/users?page=0&size=10` and a blurry search, each p99 at
 * 32 connections, 10 s after a 2 s warm-up, against a server without test mode.
 *
 *   node -r ts-node/register/transpile-only bench/server/usersBench.ts
 */
import Database from 'better-sqlite3';
import { registerSqlFunctions } from '../../server/db/connection';
import { p99At32 } from './p99';
import { onSeededServer, withBenchDb } from './seededServer';
import { runAlone, type Figure } from '../figure';

export const SEEDED_USERS = 10_000;

/** 10,000 users spread over the seeded depts, jobs and roles, as an import would add them. */
export function seedUsers(dbPath: string, count: number): void {
  const db = new Database(dbPath);
  // The users triggers key each e-mail with the app's function (migration 12).
  registerSqlFunctions(db);
  try {
    const depts = db.prepare('SELECT id FROM depts').pluck().all() as number[];
    const jobs = db.prepare('SELECT id FROM jobs').pluck().all() as number[];
    const roles = db.prepare("SELECT id FROM roles WHERE permission <> 'admin'").pluck().all() as number[];
    // Never used to sign in: no bcrypt cost for 10,000 rows.
    const hash = db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").pluck().get() as string;
    const insert = db.prepare(`INSERT INTO users (username, nick_name, sex, email, phone, password_hash, enabled, dept_id, job_id, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const link = db.prepare('INSERT INTO users_roles (user_id, role_id) VALUES (?, ?)');
    const start = Date.UTC(2025, 0, 1);
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const id = insert.run(
          `user${i}`,
          `用户${i}`,
          i % 2 ? '女' : '男',
          `user${i}@shop.example.com`,
          `138${String(i).padStart(8, '0')}`,
          hash,
          i % 10 === 0 ? 0 : 1,
          depts[i % depts.length] ?? null,
          jobs[i % jobs.length] ?? null,
          start + i * 60_000,
        ).lastInsertRowid;
        const role = roles[i % roles.length];
        if (role !== undefined) link.run(id, role);
      }
    })();
  } finally {
    db.close();
  }
}

export async function benchUsers(): Promise<Figure[]> {
  return withBenchDb('users', async ({ dbPath }) => {
    const { measured } = await onSeededServer(
      { dbPath },
      (file) => seedUsers(file, SEEDED_USERS),
      async (url, token) => {
        const first = await p99At32(`${url}/api/users?page=0&size=10&sort=id,desc`, token);
        const blurry = await p99At32(`${url}/api/users?page=0&size=10&sort=id,desc&blurry=${encodeURIComponent('user12')}`, token);
        return { first, blurry };
      },
    );
    const { first, blurry } = measured;
    return [
      { name: `server: api/users first page p99, ${SEEDED_USERS} users, 32 connections`, value: first.p99, unit: 'ms', budget: '< 20', pass: first.p99 < 20 && first.errors === 0 },
      { name: `server: api/users blurry search p99, ${SEEDED_USERS} users, 32 connections`, value: blurry.p99, unit: 'ms', budget: '< 50', pass: blurry.p99 < 50 && blurry.errors === 0 },
    ];
  });
}

if (require.main === module) runAlone(benchUsers);
