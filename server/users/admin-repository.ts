import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { VersionedCache, type DbVersion } from '../db/version';
import { emailKey } from '../shared/email';
import { formatDateTime } from '../shared/time';
import type { UserDto, UserInput } from './admin-schemas';
import { userFields, type UserFieldsRecord } from './user-fields';

/** A trigram index answers substrings of at least three characters; shorter ones scan. */
const TRIGRAM = 3;

export type { UserDto, UserInput } from './admin-schemas';

export interface UserFilter {
  blurry?: string | undefined;
  enabled?: boolean | undefined;
  /** The dept filter already widened to its enabled descendants. */
  deptIds?: ReadonlySet<number> | undefined;
  createTime: [number, number] | null;
  /** The caller's data scope; null = no limit. */
  scope: ReadonlySet<number> | null;
}

interface UserRecord extends UserFieldsRecord {
  pwd_reset_time: number | null;
}

/** Sortable user columns: API name -> SQL, a closed list. */
export const USER_SORT = {
  id: 'u.id',
  username: 'u.username',
  nickName: 'u.nick_name',
  email: 'u.email',
  phone: 'u.phone',
  sex: 'u.sex',
  gender: 'u.sex',
  enabled: 'u.enabled',
  createTime: 'u.create_time',
} as const;

// Named columns, never `u.*`: the hash is not even read.
const COLUMNS = `SELECT u.id, u.username, u.nick_name, u.sex, u.avatar, u.email, u.phone, u.enabled, u.pwd_reset_time,
  u.dept_id, d.name AS dept_name, u.job_id, j.name AS job_name, u.create_time`;
const JOINS = 'LEFT JOIN depts d ON d.id = u.dept_id LEFT JOIN jobs j ON j.id = u.job_id';
const SELECT = `${COLUMNS} FROM users u ${JOINS}`;

const ids = (list: readonly number[]): string => JSON.stringify(list);

/** 用户管理's reads and writes (the personal centre's are in `repository.ts`). */
export class UserAdminRepository {
  private readonly statements;
  private readonly list;
  private readonly counts: VersionedCache<string, number>;
  private readonly rolesOf;
  private readonly byUsername;
  private readonly byEmail;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly clearRoles;
  private readonly linkRole;
  private readonly deleteStmt;
  private readonly resetStmt;
  private readonly revokeStmt;

  constructor(db: Db, version: DbVersion) {
    this.statements = new StatementCache(db);
    this.list = new SqlList<UserRecord>(db, { select: SELECT, from: 'users u', sort: USER_SORT, defaultOrder: 'u.id DESC', idColumn: 'u.id' });
    // A search's total is a scan of the whole table; the pager asks for it again on every
    // page turn, so it is kept until the database changes.
    this.counts = new VersionedCache(version);
    this.rolesOf = db.prepare<[string], { user_id: number; id: number; name: string; level: number; data_scope: string }>(
      `SELECT ur.user_id, r.id, r.name, r.level, r.data_scope FROM users_roles ur JOIN roles r ON r.id = ur.role_id
        WHERE ur.user_id IN (SELECT value FROM json_each(?)) ORDER BY r.level, r.id`,
    );
    // As the unique indexes compare (and through them): user names without regard to case
    // (migration 6), e-mails by their key (migration 12: width, case, hidden characters).
    this.byUsername = db.prepare<[string], number>('SELECT id FROM users WHERE username = ? COLLATE NOCASE').pluck();
    this.byEmail = db.prepare<[string], number>('SELECT id FROM users WHERE email_key = ?').pluck();
    this.insertStmt = db.prepare(`INSERT INTO users
      (username, nick_name, sex, email, phone, password_hash, enabled, dept_id, job_id, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.updateStmt = db.prepare(
      'UPDATE users SET username = ?, nick_name = ?, sex = ?, email = ?, phone = ?, enabled = ?, dept_id = ?, job_id = ? WHERE id = ?',
    );
    this.clearRoles = db.prepare('DELETE FROM users_roles WHERE user_id = ?');
    this.linkRole = db.prepare('INSERT OR IGNORE INTO users_roles (user_id, role_id) VALUES (?, ?)');
    this.deleteStmt = db.prepare('DELETE FROM users WHERE id = ?');
    this.resetStmt = db.prepare('UPDATE users SET password_hash = ?, pwd_reset_time = ? WHERE id = ?');
    this.revokeStmt = db.prepare('DELETE FROM tokens WHERE user_id = ?');
  }

  private where(f: UserFilter): Where {
    const where = new Where();
    if (f.blurry && [...f.blurry].length >= TRIGRAM) {
      // The same substring question, answered by the trigram index (migration 5).
      where.add('u.id IN (SELECT rowid FROM users_search WHERE users_search MATCH ?)', `"${f.blurry.replace(/"/g, '""')}"`);
    } else where.contains(['u.username', 'u.nick_name', 'u.email'], f.blurry);
    return where.flag('u.enabled', f.enabled).among('u.dept_id', f.deptIds).among('u.dept_id', f.scope).between('u.create_time', f.createTime);
  }

  /** The ORDER BY for a request's `sort` (closed list; newest id first by default). */
  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  /**
   * One page: one query for the page's ids (from the indexes, sorted, LIMIT/OFFSET),
   * joined to dept and job for those rows only; one COUNT (skipped when the first page
   * is not full, cached otherwise); one query for the page's roles.
   */
  page(f: UserFilter, order: string, page: number, size: number): Page<UserDto> {
    const w = this.where(f);
    const rows = this.statements
      // CROSS JOIN keeps the page's ids as the outer loop: the joins run for those rows only.
      .get(`${COLUMNS} FROM (SELECT u.id FROM users u ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?) p CROSS JOIN users u ON u.id = p.id ${JOINS} ORDER BY ${order}`)
      .all(...w.params, size, page * size) as UserRecord[];
    const total =
      page === 0 && rows.length < size
        ? rows.length
        : this.counts.get(`${w.sql}|${JSON.stringify(w.params)}`, () => this.list.count(w));
    return { content: this.toDtos(rows), totalElements: total };
  }

  /** The matches in `order`, at most `limit` (an export asks one more than it holds). */
  all(f: UserFilter, order: string, limit: number): UserDto[] {
    return this.toDtos(this.list.rows(this.where(f), order, limit));
  }

  find(id: number): UserDto | null {
    const r = this.statements.get(`${SELECT} WHERE u.id = ?`).get(id) as UserRecord | undefined;
    return r ? this.toDtos([r])[0]! : null;
  }

  usernameOwner(username: string): number | null {
    return this.byUsername.get(username) ?? null;
  }

  emailOwner(email: string): number | null {
    return this.byEmail.get(emailKey(email)) ?? null;
  }

  create(input: UserInput, passwordHash: string, at: number): number {
    const id = Number(
      this.insertStmt.run(
        input.username,
        input.nickName,
        input.sex,
        input.email,
        input.phone,
        passwordHash,
        input.enabled ? 1 : 0,
        input.deptId,
        input.jobId,
        at,
      ).lastInsertRowid,
    );
    this.setRoles(id, input.roleIds);
    return id;
  }

  update(id: number, input: UserInput): void {
    this.updateStmt.run(input.username, input.nickName, input.sex, input.email, input.phone, input.enabled ? 1 : 0, input.deptId, input.jobId, id);
    this.setRoles(id, input.roleIds);
  }

  private setRoles(id: number, roleIds: readonly number[]): void {
    this.clearRoles.run(id);
    for (const roleId of roleIds) this.linkRole.run(id, roleId);
  }

  /** Their tokens and role links go with them (foreign keys). */
  delete(userIds: readonly number[]): void {
    for (const id of userIds) this.deleteStmt.run(id);
  }

  resetPasswords(userIds: readonly number[], passwordHash: string, at: number): void {
    for (const id of userIds) this.resetStmt.run(passwordHash, at, id);
  }

  /** Ends every session of the users (a full commit with the enclosing write). */
  revokeTokens(userIds: readonly number[]): void {
    for (const id of userIds) this.revokeStmt.run(id);
  }

  private toDtos(rows: readonly UserRecord[]): UserDto[] {
    if (rows.length === 0) return [];
    const roles = new Map<number, UserDto['roles']>();
    for (const r of this.rolesOf.all(ids(rows.map((u) => u.id)))) {
      const role = { id: r.id, name: r.name, level: r.level, dataScope: r.data_scope };
      const list = roles.get(r.user_id);
      if (list) list.push(role);
      else roles.set(r.user_id, [role]);
    }
    return rows.map((r) => ({
      ...userFields(r),
      lastPasswordResetTime: r.pwd_reset_time === null ? null : formatDateTime(r.pwd_reset_time),
      deptId: r.dept_id,
      roles: roles.get(r.id) ?? [],
    }));
  }
}
