import type { Db } from '../db/connection';
import { VersionedCache, type DbVersion } from '../db/version';
import { userFields, type UserFields, type UserFieldsRecord } from './user-fields';

/** The yshop flavour of the contract's USER: the user with its authorities inside. */
export interface UserView extends UserFields {
  /** Role codes (`admin`, `editor`) and permission strings (`menu:list`, ...). */
  roles: string[];
}

export interface LoginRecord {
  id: number;
  username: string;
  passwordHash: string;
  enabled: boolean;
  avatar: string | null;
}

interface UserRow extends UserFieldsRecord {
  password_hash: string;
}

export interface CenterUpdate {
  nickName: string;
  phone: string | null;
  sex: string;
  email?: string | null | undefined;
}

export class UserRepository {
  private readonly byUsername;
  private readonly byId;
  private readonly authorityRows;
  private readonly updateCenterStmt;
  private readonly updateEmailStmt;
  private readonly updatePasswordStmt;
  private readonly replaceHashStmt;
  private readonly updateAvatarStmt;

  private readonly authorityCache: VersionedCache<number, { list: readonly string[]; set: ReadonlySet<string> }>;

  constructor(
    private readonly db: Db,
    version: DbVersion,
  ) {
    // Read on every signed-in request; recomputed only after the database changes.
    this.authorityCache = new VersionedCache(version);
    const select = `SELECT u.*, d.name AS dept_name, j.name AS job_name
      FROM users u LEFT JOIN depts d ON d.id = u.dept_id LEFT JOIN jobs j ON j.id = u.job_id`;
    this.byUsername = db.prepare<[string], UserRow>(`${select} WHERE u.username = ?`);
    this.byId = db.prepare<[number], UserRow>(`${select} WHERE u.id = ?`);
    // Role codes first, then the permission strings of the menus the roles grant.
    this.authorityRows = db
      .prepare<[number, number], string>(
        `SELECT p FROM (
           SELECT r.permission AS p, 0 AS k FROM users_roles ur JOIN roles r ON r.id = ur.role_id
            WHERE ur.user_id = ?
           UNION
           SELECT m.permission AS p, 1 AS k FROM users_roles ur
             JOIN roles_menus rm ON rm.role_id = ur.role_id
             JOIN menus m ON m.id = rm.menu_id
            WHERE ur.user_id = ? AND m.permission IS NOT NULL AND m.permission <> ''
         ) ORDER BY k, p`,
      )
      .pluck();
    this.updateCenterStmt = db.prepare('UPDATE users SET nick_name = ?, phone = ?, sex = ? WHERE id = ?');
    this.updateEmailStmt = db.prepare('UPDATE users SET email = ? WHERE id = ?');
    this.updatePasswordStmt = db.prepare('UPDATE users SET password_hash = ?, pwd_reset_time = ? WHERE id = ?');
    this.updateAvatarStmt = db.prepare('UPDATE users SET avatar = ? WHERE id = ?');
    this.replaceHashStmt = db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?');
  }

  findForLogin(username: string): LoginRecord | null {
    const row = this.byUsername.get(username);
    return row ? toLogin(row) : null;
  }

  findLoginById(id: number): LoginRecord | null {
    const row = this.byId.get(id);
    return row ? toLogin(row) : null;
  }

  authorities(userId: number): readonly string[] {
    return this.cachedAuthorities(userId).list;
  }

  /** The same authorities as a set, for permission checks. */
  authoritySet(userId: number): ReadonlySet<string> {
    return this.cachedAuthorities(userId).set;
  }

  private cachedAuthorities(userId: number): { list: readonly string[]; set: ReadonlySet<string> } {
    return this.authorityCache.get(userId, () => {
      const list = this.loadAuthorities(userId);
      return { list, set: new Set(list) };
    });
  }

  private loadAuthorities(userId: number): string[] {
    const seen = new Set<string>();
    for (const value of this.authorityRows.all(userId, userId)) {
      // A menu may carry several permissions separated by commas, as in eladmin.
      for (const p of value.split(',')) {
        const trimmed = p.trim();
        if (trimmed) seen.add(trimmed);
      }
    }
    return [...seen];
  }

  view(userId: number): UserView | null {
    const row = this.byId.get(userId);
    if (!row) return null;
    return { ...userFields(row), roles: [...this.authorities(userId)] };
  }

  updateCenter(userId: number, update: CenterUpdate): void {
    this.db.transaction(() => {
      this.updateCenterStmt.run(update.nickName, update.phone, update.sex, userId);
      if (update.email !== undefined) this.updateEmailStmt.run(update.email, userId);
    })();
  }

  updatePassword(userId: number, passwordHash: string, at: number): void {
    this.updatePasswordStmt.run(passwordHash, at, userId);
  }

  /**
   * The same password under a new hash (a bcrypt cost change), only if the stored hash
   * is still `expected`: a password changed in the meantime is never overwritten.
   */
  replacePasswordHash(userId: number, expected: string, passwordHash: string): boolean {
    return this.replaceHashStmt.run(passwordHash, userId, expected).changes === 1;
  }

  /**
   * Points the user at a new avatar file and answers the file it replaced (null for
   * none). Read and write happen in one transaction, so of two parallel uploads each
   * learns exactly the file it displaced, and only the last file stays referenced.
   */
  replaceAvatar(userId: number, fileName: string): string | null {
    return this.db.transaction(() => {
      const previous = this.byId.get(userId)?.avatar ?? null;
      this.updateAvatarStmt.run(fileName, userId);
      return previous;
    })();
  }
}

function toLogin(row: UserRow): LoginRecord {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    enabled: row.enabled === 1,
    avatar: row.avatar,
  };
}
