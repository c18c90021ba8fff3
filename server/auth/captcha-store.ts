import { randomUUID } from 'node:crypto';
import { relaxed, type Db } from '../db/connection';
import type { Clock } from '../shared/time';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/**
 * Captcha answers live in the database (not in memory) so they survive a restart
 * and work the same with several processes on one file. Single use: `take`
 * deletes the row whether or not the answer will turn out right.
 */
export class CaptchaStore {
  private readonly insert;
  private readonly remove;
  private readonly select;
  private readonly purge;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly ttlMs: number = CAPTCHA_TTL_MS,
  ) {
    this.insert = db.prepare('INSERT INTO captchas (uuid, answer, expires_at) VALUES (?, ?, ?)');
    this.remove = db.prepare<[string], { answer: string; expires_at: number }>(
      'DELETE FROM captchas WHERE uuid = ? RETURNING answer, expires_at',
    );
    this.select = db.prepare<[string], { answer: string; expires_at: number }>(
      'SELECT answer, expires_at FROM captchas WHERE uuid = ?',
    );
    this.purge = db.prepare('DELETE FROM captchas WHERE expires_at <= ?');
  }

  /** Stores an answer and returns the key the client sends back with its login. */
  create(answer: string): string {
    const t = this.now();
    const uuid = `code-key-${randomUUID().replace(/-/g, '')}`;
    // Session bookkeeping: not worth an fsync (see db/connection.ts).
    relaxed(this.db, () => {
      this.purge.run(t);
      this.insert.run(uuid, answer, t + this.ttlMs);
    });
    return uuid;
  }

  /** Removes the captcha and returns its answer, or null when it is unknown or expired. */
  take(uuid: string): string | null {
    const row = relaxed(this.db, () => this.remove.get(uuid));
    if (!row || row.expires_at <= this.now()) return null;
    return row.answer;
  }

  /** Reads without consuming; only the test-mode endpoint uses it. */
  peek(uuid: string): string | null {
    const row = this.select.get(uuid);
    if (!row || row.expires_at <= this.now()) return null;
    return row.answer;
  }
}
