import type { Db } from './connection';

/**
 * Migration 6's data step (issue 22): before user names become unique without regard to
 * case, e-mails unique without regard to case and dept names unique under one parent,
 * the rows an older database may hold against those rules are changed so the indexes can
 * be built. The oldest row of each clash (smallest id) keeps its value; each later one is
 * renamed (`name_<id>`) or, for an e-mail, emptied. Every change is written to
 * `upgrade_changes` with the old value, so nothing is lost and an operator can see whom
 * to tell. The migration's transaction covers it all.
 */
/** The write schemas' limits (users/admin-schemas.ts, depts/schemas.ts). */
const USERNAME_MAX = 20;
const DEPT_NAME_MAX = 50;

export function resolveUniqueClashes(db: Db, migration: number): void {
  const record = db.prepare(
    'INSERT INTO upgrade_changes (migration, table_name, row_id, column_name, old_value, new_value, reason) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const usernameTaken = db.prepare<[string], number>('SELECT 1 FROM users WHERE username = ? COLLATE NOCASE').pluck();
  const renameUser = db.prepare('UPDATE users SET username = ? WHERE id = ?');
  const laterUsers = db
    .prepare<[], { id: number; username: string }>(
      'SELECT id, username FROM users u WHERE EXISTS (SELECT 1 FROM users o WHERE o.username = u.username COLLATE NOCASE AND o.id < u.id) ORDER BY id',
    )
    .all();
  for (const u of laterUsers) {
    const renamed = freeName(u.username, u.id, USERNAME_MAX, (name) => usernameTaken.get(name) !== undefined);
    renameUser.run(renamed, u.id);
    record.run(migration, 'users', u.id, 'username', u.username, renamed, '用户名与已有用户仅大小写不同');
  }

  const laterEmails = db
    .prepare<[], { id: number; email: string }>(
      'SELECT id, email FROM users u WHERE email IS NOT NULL AND EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower(u.email) AND o.id < u.id) ORDER BY id',
    )
    .all();
  const clearEmail = db.prepare('UPDATE users SET email = NULL WHERE id = ?');
  for (const u of laterEmails) {
    clearEmail.run(u.id);
    record.run(migration, 'users', u.id, 'email', u.email, null, '邮箱与已有用户重复');
  }

  const deptTaken = db.prepare<[number, string], number>('SELECT 1 FROM depts WHERE ifnull(pid, 0) = ? AND name = ?').pluck();
  const renameDept = db.prepare('UPDATE depts SET name = ? WHERE id = ?');
  const laterDepts = db
    .prepare<[], { id: number; pid: number | null; name: string }>(
      'SELECT id, pid, name FROM depts d WHERE EXISTS (SELECT 1 FROM depts o WHERE ifnull(o.pid, 0) = ifnull(d.pid, 0) AND o.name = d.name AND o.id < d.id) ORDER BY id',
    )
    .all();
  for (const d of laterDepts) {
    const renamed = freeName(d.name, d.id, DEPT_NAME_MAX, (name) => deptTaken.get(d.pid ?? 0, name) !== undefined);
    renameDept.run(renamed, d.id);
    record.run(migration, 'depts', d.id, 'name', d.name, renamed, '同一上级部门下部门名称重复');
  }
}

/**
 * `name_<id>`, or `name_<id>_2` ... : the first one `taken` says is free, the name cut so
 * the whole fits the field's limit (the edit forms send the name back and check it).
 */
function freeName(name: string, id: number, max: number, taken: (candidate: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? `_${id}` : `_${id}_${n}`;
    const candidate = [...name].slice(0, Math.max(0, max - suffix.length)).join('') + suffix;
    if (!taken(candidate)) return candidate;
  }
}
