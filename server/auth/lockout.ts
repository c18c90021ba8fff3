import { relaxed, type Db } from '../db/connection';
import type { Clock } from '../shared/time';
import { waitText } from '../shared/wait-text';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 10 * 60 * 1000;
/** The first lock of a pair; each further lock in a row lasts twice the one before. */
export const FIRST_LOCK_MS = 60 * 1000;
export const LONGEST_LOCK_MS = 24 * 60 * 60 * 1000;
/** A pair whose last lock ended this long ago starts again at the first lock's length. */
export const STRIKES_FORGOTTEN_MS = 24 * 60 * 60 * 1000;

/** How long the lock after `strikes` earlier locks in a row lasts. */
export function lockDuration(strikes: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(strikes, 30), LONGEST_LOCK_MS);
}

export const lockedMessage = (remainingMs: number): string => `登录失败次数过多，请${waitText(remainingMs)}后再试`;

export interface LockView {
  username: string;
  address: string;
  /** Locks of this pair in a row, this one included. */
  strikes: number;
  lockedAt: number;
  lockedUntil: number;
}

interface LockRow {
  strikes: number;
  locked_until: number;
}

/**
 * Wrong passwords are counted per (username, client address): five within ten minutes
 * lock that address out of that account, while the account still signs in from
 * anywhere else, so a stranger cannot lock an operator out. Locks in a row grow
 * (1, 2, 4 ... minutes, at most a day); a success from the address or an
 * administrator's clearing starts the pair over. Kept in the database, so a restart
 * neither ends a lock nor resets a count.
 */
export class LoginLockout {
  private readonly readLock;
  private readonly addFailure;
  private readonly countFailures;
  private readonly writeLock;
  private readonly clearPairFailures;
  private readonly clearPairLock;
  private readonly purgeFailures;
  private readonly purgeLocks;
  private readonly listLocks;
  private readonly clearUserFailures;
  private readonly clearUserLocks;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.readLock = db.prepare<[string, string], LockRow>('SELECT strikes, locked_until FROM login_locks WHERE username = ? AND address = ?');
    this.addFailure = db.prepare('INSERT INTO login_failures (username, address, at) VALUES (?, ?, ?)');
    this.countFailures = db
      .prepare<[string, string, number], number>('SELECT COUNT(*) FROM login_failures WHERE username = ? AND address = ? AND at > ?')
      .pluck();
    this.writeLock = db.prepare(
      `INSERT INTO login_locks (username, address, strikes, locked_at, locked_until) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(username, address) DO UPDATE SET strikes = excluded.strikes, locked_at = excluded.locked_at, locked_until = excluded.locked_until`,
    );
    this.clearPairFailures = db.prepare('DELETE FROM login_failures WHERE username = ? AND address = ?');
    this.clearPairLock = db.prepare('DELETE FROM login_locks WHERE username = ? AND address = ?');
    this.purgeFailures = db.prepare('DELETE FROM login_failures WHERE at <= ?');
    this.purgeLocks = db.prepare('DELETE FROM login_locks WHERE locked_until <= ?');
    this.listLocks = db.prepare<[number], { username: string; address: string; strikes: number; locked_at: number; locked_until: number }>(
      'SELECT username, address, strikes, locked_at, locked_until FROM login_locks WHERE locked_until > ? ORDER BY locked_until DESC, username, address',
    );
    this.clearUserFailures = db.prepare('DELETE FROM login_failures WHERE username = ?');
    this.clearUserLocks = db.prepare('DELETE FROM login_locks WHERE username = ?');
  }

  /** When the pair's lock ends, or null when the pair may try. */
  lockedUntil(username: string, address: string): number | null {
    const row = this.readLock.get(username, address);
    return row && row.locked_until > this.now() ? row.locked_until : null;
  }

  /**
   * Counts a wrong password; returns when the lock ends if this one locks the pair, else
   * null. Not synced to disk (see db/connection.ts): a power loss can at worst restart a count.
   */
  recordFailure(username: string, address: string): number | null {
    const t = this.now();
    return relaxed(this.db, () => {
      this.purgeFailures.run(t - LOCKOUT_WINDOW_MS);
      this.addFailure.run(username, address, t);
      if (this.countFailures.get(username, address, t - LOCKOUT_WINDOW_MS)! < LOCKOUT_MAX_FAILURES) return null;
      this.purgeLocks.run(t - STRIKES_FORGOTTEN_MS);
      const earlier = this.readLock.get(username, address)?.strikes ?? 0;
      const until = t + lockDuration(earlier);
      this.writeLock.run(username, address, earlier + 1, t, until);
      this.clearPairFailures.run(username, address);
      return until;
    });
  }

  /** A right password from this address: its count and its lock history start over. */
  recordSuccess(username: string, address: string): void {
    relaxed(this.db, () => {
      this.clearPairFailures.run(username, address);
      this.clearPairLock.run(username, address);
    });
  }

  /** The locks in force now, the latest-ending first. */
  currentLocks(): LockView[] {
    return this.listLocks.all(this.now()).map((r) => ({
      username: r.username,
      address: r.address,
      strikes: r.strikes,
      lockedAt: r.locked_at,
      lockedUntil: r.locked_until,
    }));
  }

  /**
   * An administrator's unlock: the username's lock and count at `address`, or at every
   * address when none is given. Returns how many locks in force it ended. Durable, unlike
   * the counting: an unlock the administrator was told about must not come back.
   */
  clear(username: string, address?: string): number {
    const t = this.now();
    return this.db.transaction(() => {
      const ended = this.currentLocks().filter((l) => l.username === username && (address === undefined || l.address === address)).length;
      if (address === undefined) {
        this.clearUserFailures.run(username);
        this.clearUserLocks.run(username);
      } else {
        this.clearPairFailures.run(username, address);
        this.clearPairLock.run(username, address);
      }
      this.purgeLocks.run(t - STRIKES_FORGOTTEN_MS);
      return ended;
    })();
  }
}
