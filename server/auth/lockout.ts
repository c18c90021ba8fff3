import { relaxed, type Db } from '../db/connection';
import type { Clock } from '../shared/time';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 10 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 10 * 60 * 1000;
export const LOCKED_MESSAGE = '登录失败次数过多，请10分钟后再试';

/**
 * Five wrong passwords for one username within ten minutes lock that username
 * for ten minutes. Kept in the database so a restart does not reset an attack.
 */
export class LoginLockout {
  private readonly lockedUntil;
  private readonly addFailure;
  private readonly countFailures;
  private readonly lock;
  private readonly clearFailures;
  private readonly clearLock;
  private readonly purgeFailures;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.lockedUntil = db
      .prepare<[string], number>('SELECT locked_until FROM login_locks WHERE username = ?')
      .pluck();
    this.addFailure = db.prepare('INSERT INTO login_failures (username, at) VALUES (?, ?)');
    this.countFailures = db
      .prepare<[string, number], number>('SELECT COUNT(*) FROM login_failures WHERE username = ? AND at > ?')
      .pluck();
    this.lock = db.prepare(
      'INSERT INTO login_locks (username, locked_until) VALUES (?, ?) ON CONFLICT(username) DO UPDATE SET locked_until = excluded.locked_until',
    );
    this.clearFailures = db.prepare('DELETE FROM login_failures WHERE username = ?');
    this.clearLock = db.prepare('DELETE FROM login_locks WHERE username = ?');
    this.purgeFailures = db.prepare('DELETE FROM login_failures WHERE at <= ?');
  }

  isLocked(username: string): boolean {
    const until = this.lockedUntil.get(username);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    // The lock ran out: the user starts again with a clean slate.
    relaxed(this.db, () => {
      this.clearLock.run(username);
      this.clearFailures.run(username);
    });
    return false;
  }

  /**
   * Counts a failed attempt; returns true when this one locks the username. Not
   * synced to disk (see db/connection.ts): a power loss can at worst restart a count.
   */
  recordFailure(username: string): boolean {
    const t = this.now();
    return relaxed(this.db, () => {
      this.purgeFailures.run(t - LOCKOUT_WINDOW_MS);
      this.addFailure.run(username, t);
      if (this.countFailures.get(username, t - LOCKOUT_WINDOW_MS)! < LOCKOUT_MAX_FAILURES) return false;
      this.lock.run(username, t + LOCKOUT_DURATION_MS);
      this.clearFailures.run(username);
      return true;
    });
  }

  recordSuccess(username: string): void {
    relaxed(this.db, () => this.clearFailures.run(username));
  }
}
