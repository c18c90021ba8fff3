import { relaxed, type Db } from '../db/connection';
import { REFUSALS_KEPT_MS } from '../shared/refusals-kept';
import type { Clock } from '../shared/time';

/** Why a sign-in was refused; stored as is for the operation log (monitoring issue). */
export type RefusalReason =
  | 'invalid_request'
  | 'captcha_missing'
  | 'captcha_wrong'
  | 'undecryptable'
  | 'bad_credentials'
  | 'disabled'
  | 'locked'
  | 'rate_limited';

export interface Refusal {
  username: string;
  address: string;
  reason: RefusalReason;
  at: number;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The login schema's own limit; longer text (from a refused body) is cut. */
const USERNAME_MAX = 64;

/**
 * Failed and refused sign-ins: the user name tried, the client address, the time and
 * why. Never the password, its ciphertext or the captcha. Written like the other
 * sign-in bookkeeping (`relaxed`): a power loss may forget the last few rows.
 */
export class SignInLog {
  private readonly insert;
  private readonly purge;
  private readonly latest;
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {
    this.insert = db.prepare('INSERT INTO login_refusals (username, address, reason, at) VALUES (?, ?, ?, ?)');
    this.purge = db.prepare('DELETE FROM login_refusals WHERE at < ?');
    this.latest = db.prepare<[number], Refusal>('SELECT username, address, reason, at FROM login_refusals ORDER BY id DESC LIMIT ?');
  }

  record(username: string, address: string, reason: RefusalReason): void {
    const t = this.now();
    relaxed(this.db, () => {
      if (t - this.purgedAt >= PURGE_EVERY_MS) {
        this.purge.run(t - REFUSALS_KEPT_MS);
        this.purgedAt = t;
      }
      this.insert.run(username.slice(0, USERNAME_MAX), address, reason, t);
    });
  }

  /** The newest `limit` rows, newest first. */
  recent(limit = 100): Refusal[] {
    return this.latest.all(limit);
  }
}
