import type { Db } from '../db/connection';
import type { Clock } from '../shared/time';
import type { TokenStore } from './tokens';

/** A live session as 在线用户 reads it. */
export interface SessionRecord {
  key: string;
  userId: number;
  deptId: number | null;
  username: string;
  nickName: string;
  dept: string | null;
  job: string | null;
  ip: string | null;
  userAgent: string | null;
  loginTime: number;
}

/** The user a session belongs to, as 强退's checks need them. */
export interface SessionOwner {
  userId: number;
  username: string;
  deptId: number | null;
}

/**
 * The sessions behind 在线用户: one per unexpired token of an enabled user, known by
 * its random `session_key` (migration 4), never by the token or its hash.
 */
export class OnlineSessions {
  private readonly live;
  private readonly revoke;
  private readonly ownersStmt;

  constructor(
    db: Db,
    private readonly now: Clock,
    private readonly tokens: Pick<TokenStore, 'pendingExtensions'>,
  ) {
    this.live = db.prepare<[number, string], SessionRecord>(`
      SELECT t.session_key AS key, u.id AS userId, u.dept_id AS deptId, u.username, u.nick_name AS nickName, d.name AS dept, j.name AS job,
             t.ip, t.user_agent AS userAgent, t.created_at AS loginTime
      FROM tokens t JOIN users u ON u.id = t.user_id
        LEFT JOIN depts d ON d.id = u.dept_id
        LEFT JOIN jobs j ON j.id = u.job_id
      WHERE (t.expires_at > ? OR t.token_hash IN (SELECT value FROM json_each(?))) AND u.enabled = 1 AND t.session_key IS NOT NULL
      ORDER BY t.created_at DESC, t.rowid DESC`);
    this.revoke = db.prepare('DELETE FROM tokens WHERE session_key IN (SELECT value FROM json_each(?))');
    this.ownersStmt = db.prepare<[string], SessionOwner>(
      'SELECT u.id AS userId, u.username, u.dept_id AS deptId FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.session_key IN (SELECT value FROM json_each(?))',
    );
  }

  /** Every live session, newest sign-in first (a handful to a few thousand rows). */
  all(): SessionRecord[] {
    const t = this.now();
    // Sessions kept alive by an extension the table does not hold yet (auth/tokens.ts).
    const extended = [...this.tokens.pendingExtensions()].filter(([, expiresAt]) => expiresAt > t).map(([hash]) => hash);
    return this.live.all(t, JSON.stringify(extended));
  }

  /** Whose sessions these keys are (unknown keys are left out; a user with two of them appears twice). */
  owners(keys: readonly string[]): SessionOwner[] {
    return this.ownersStmt.all(JSON.stringify(keys));
  }

  /** Ends the sessions with these keys (unknown keys are ignored); returns how many ended. */
  kick(keys: readonly string[]): number {
    return this.revoke.run(JSON.stringify(keys)).changes;
  }
}
