import { createHash, randomBytes } from 'node:crypto';
import { relaxed, type Db } from '../db/connection';
import { DEFAULT_TOKEN_MAX_AGE_SECONDS } from '../config';
import { dbVersionReader, VersionedCache, type DbVersion } from '../db/version';
import type { Clock } from '../shared/time';

const SCHEME = 'Bearer ';
/** The longest Authorization header that may carry a token: the scheme, 128 characters and some spaces. */
const HEADER_MAX = 160;
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

interface TokenRow {
  user_id: number;
  created_at: number;
  expires_at: number;
}

/**
 * Opaque bearer tokens kept server-side as SHA-256 hashes (a stolen database file
 * yields no usable token), so logout can really revoke one. A token used in the
 * last quarter of its life is extended, so an active admin is not thrown out; but
 * never past `maxAgeMs` from its sign-in, so a stolen token kept busy still dies.
 *
 * Checking a token writes nothing (issue 30): a read stays a read. An extension is
 * kept in memory and reaches the table with the next write this store makes anyway
 * (a sign-in, which also purges expired rows) or when the app closes. A process killed
 * before that forgets it, and the session then ends at the expiry the table holds:
 * the safe side, like the relaxed writes of connection.ts. The rows themselves are
 * read, and the tokens hashed, once per database change (`dbVersion`), not once per request.
 */
export class TokenStore {
  private readonly insert;
  private readonly lookup;
  private readonly extend;
  private readonly remove;
  private readonly removeOthers;
  private readonly purge;
  /** By the Authorization header as sent: a known token costs no parsing or hashing (issue 30). */
  private readonly rows: VersionedCache<string, { owner: TokenOwner; row: TokenRow } | null>;
  /** Extended expiries not yet written, by token hash. */
  private readonly extended = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly ttlMs: number,
    private readonly maxAgeMs: number = DEFAULT_TOKEN_MAX_AGE_SECONDS * 1000,
    version: DbVersion = dbVersionReader(db),
  ) {
    this.rows = new VersionedCache(version, 10_000);
    this.insert = db.prepare(
      'INSERT INTO tokens (token_hash, user_id, created_at, expires_at, session_key, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.lookup = db.prepare<[string], TokenRow>(
      'SELECT user_id, created_at, expires_at FROM tokens WHERE token_hash = ?',
    );
    this.extend = db.prepare('UPDATE tokens SET expires_at = max(expires_at, ?) WHERE token_hash = ?');
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
      this.writeExtensions();
      this.purge.run(t);
      this.insert.run(hashToken(raw), userId, t, t + Math.min(this.ttlMs, this.maxAgeMs), key, origin.ip, userAgent);
    });
    return SCHEME + raw;
  }

  /** The token's owner while it is live (the same object for every request until the database changes), or null. */
  resolve(header: string | undefined): TokenOwner | null {
    // Longer cannot hold a token (tokenFromHeader), and is not worth a cache entry.
    if (!header || header.length > HEADER_MAX) return null;
    const known = this.rows.get(header, () => this.read(header));
    if (!known) return null;
    const { owner, row } = known;
    const t = this.now();
    const expiresAt = Math.max(row.expires_at, this.extended.get(owner.tokenHash) ?? 0);
    // The sign-in time is checked too: a token from before a shorter TOKEN_MAX_AGE_SECONDS
    // may carry a later expiry.
    const end = row.created_at + this.maxAgeMs;
    if (expiresAt <= t || end <= t) {
      // Left for the next sign-in's purge: refusing it needs no write.
      this.extended.delete(owner.tokenHash);
      return null;
    }
    if (expiresAt - t < this.ttlMs / 4) {
      const extended = Math.min(t + this.ttlMs, end);
      if (extended > expiresAt) this.extended.set(owner.tokenHash, extended);
    }
    return owner;
  }

  private read(header: string): { owner: TokenOwner; row: TokenRow } | null {
    const raw = tokenFromHeader(header);
    if (!raw) return null;
    const tokenHash = hashToken(raw);
    const row = this.lookup.get(tokenHash);
    return row ? { owner: Object.freeze({ userId: row.user_id, tokenHash }), row } : null;
  }

  /** When the token with this hash expires as things stand (extensions included); null if unknown. */
  expiresAt(tokenHash: string): number | null {
    const row = this.lookup.get(tokenHash);
    return row ? Math.max(row.expires_at, this.extended.get(tokenHash) ?? 0) : null;
  }

  /** The hashes of the tokens kept alive by an extension not yet written, with those expiries. */
  pendingExtensions(): ReadonlyMap<string, number> {
    return this.extended;
  }

  /** Writes the extensions kept in memory (the app calls it as it closes). */
  flush(): void {
    if (this.extended.size > 0) relaxed(this.db, () => this.writeExtensions());
  }

  private writeExtensions(): void {
    for (const [tokenHash, expiresAt] of this.extended) this.extend.run(expiresAt, tokenHash);
    this.extended.clear();
  }

  /** Durable (a full commit): a revoked token must stay revoked after a power loss. */
  revoke(tokenHash: string): void {
    this.extended.delete(tokenHash);
    this.remove.run(tokenHash);
  }

  /** After a password change: every other session of the user ends. */
  revokeOthers(userId: number, keepTokenHash: string): void {
    this.removeOthers.run(userId, keepTokenHash);
  }
}
