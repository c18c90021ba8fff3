import { createHash, randomBytes } from 'node:crypto';
import { relaxed, type Db } from '../db/connection';
import { DEFAULT_TOKEN_MAX_AGE_SECONDS } from '../config';
import type { Clock } from '../shared/time';

const SCHEME = 'Bearer ';
/** User-Agent headers are kept to this length (real ones are far shorter). */
const USER_AGENT_MAX = 512;

export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');

/** The random part of an Authorization header value, with or without its scheme. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  let value = header.trim();
  if (value.slice(0, SCHEME.length).toLowerCase() === SCHEME.toLowerCase()) value = value.slice(SCHEME.length).trim();
  // Issued tokens are 43 base64url characters; anything else cannot match.
  return /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
}

/** Where a sign-in came from, kept with its token for 在线用户. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface TokenOwner {
  userId: number;
  tokenHash: string;
}

/**
 * Opaque bearer tokens kept server-side as SHA-256 hashes (a stolen database file
 * yields no usable token), so logout can really revoke one. A token used in the
 * last quarter of its life is extended, so an active admin is not thrown out; but
 * never past `maxAgeMs` from its sign-in, so a stolen token kept busy still dies.
 */
export class TokenStore {
  private readonly insert;
  private readonly lookup;
  private readonly extend;
  private readonly remove;
  private readonly removeOthers;
  private readonly purge;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly ttlMs: number,
    private readonly maxAgeMs: number = DEFAULT_TOKEN_MAX_AGE_SECONDS * 1000,
  ) {
    this.insert = db.prepare(
      'INSERT INTO tokens (token_hash, user_id, created_at, expires_at, session_key, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.lookup = db.prepare<[string], { user_id: number; created_at: number; expires_at: number }>(
      'SELECT user_id, created_at, expires_at FROM tokens WHERE token_hash = ?',
    );
    this.extend = db.prepare('UPDATE tokens SET expires_at = ? WHERE token_hash = ?');
    this.remove = db.prepare('DELETE FROM tokens WHERE token_hash = ?');
    this.removeOthers = db.prepare('DELETE FROM tokens WHERE user_id = ? AND token_hash <> ?');
    this.purge = db.prepare('DELETE FROM tokens WHERE expires_at <= ?');
  }

  /**
   * Creates a token for the user; the returned string is what the client sends back.
   * The session also gets its own random key (在线用户 shows and revokes by it), drawn
   * independently of the token so that knowing one tells nothing about the other.
   */
  issue(userId: number, origin: SessionOrigin = { ip: null, userAgent: null }): string {
    const t = this.now();
    const raw = randomBytes(32).toString('base64url');
    const key = randomBytes(16).toString('hex');
    const userAgent = origin.userAgent === null ? null : origin.userAgent.slice(0, USER_AGENT_MAX);
    // Lost on a power failure, a new token only means signing in again: no fsync.
    relaxed(this.db, () => {
      this.purge.run(t);
      this.insert.run(hashToken(raw), userId, t, t + Math.min(this.ttlMs, this.maxAgeMs), key, origin.ip, userAgent);
    });
    return SCHEME + raw;
  }

  resolve(header: string | undefined): TokenOwner | null {
    const raw = tokenFromHeader(header);
    if (!raw) return null;
    const tokenHash = hashToken(raw);
    const row = this.lookup.get(tokenHash);
    if (!row) return null;
    const t = this.now();
    // The sign-in time is checked too: a token from before a shorter TOKEN_MAX_AGE_SECONDS
    // may carry a later expiry.
    const end = row.created_at + this.maxAgeMs;
    if (row.expires_at <= t || end <= t) {
      relaxed(this.db, () => this.remove.run(tokenHash));
      return null;
    }
    if (row.expires_at - t < this.ttlMs / 4) {
      const extended = Math.min(t + this.ttlMs, end);
      if (extended > row.expires_at) relaxed(this.db, () => this.extend.run(extended, tokenHash));
    }
    return { userId: row.user_id, tokenHash };
  }

  /** Durable (a full commit): a revoked token must stay revoked after a power loss. */
  revoke(tokenHash: string): void {
    this.remove.run(tokenHash);
  }

  /** After a password change: every other session of the user ends. */
  revokeOthers(userId: number, keepTokenHash: string): void {
    this.removeOthers.run(userId, keepTokenHash);
  }
}
