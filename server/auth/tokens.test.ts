import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { fakeClock } from '../testing/harness';
import { hashToken, tokenFromHeader, TokenStore } from './tokens';

describe('tokenFromHeader', () => {
  it('takes the token with or without its scheme', () => {
    const raw = 'A'.repeat(43);
    expect(tokenFromHeader(`Bearer ${raw}`)).toBe(raw);
    expect(tokenFromHeader(`bearer ${raw}`)).toBe(raw);
    expect(tokenFromHeader(raw)).toBe(raw);
  });

  it('refuses empty and malformed values', () => {
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('Bearer ')).toBeNull();
    expect(tokenFromHeader("Bearer ' OR 1=1 --")).toBeNull();
  });
});

describe('TokenStore', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
    db.prepare("INSERT INTO users (id, username, nick_name, password_hash, create_time) VALUES (1, 'u', 'u', 'x', 0)").run();
  });
  afterEach(() => db.close());

  it('keeps only the SHA-256 of a token at rest', () => {
    const store = new TokenStore(db, fakeClock().now, 60_000);
    const header = store.issue(1);
    const raw = header.slice('Bearer '.length);
    const stored = db.prepare('SELECT token_hash FROM tokens').pluck().all();
    expect(stored).toEqual([hashToken(raw)]);
    expect(JSON.stringify(stored)).not.toContain(raw);
    expect(store.resolve(header)).toEqual({ userId: 1, tokenHash: hashToken(raw) });
  });

  it('expires a token after its lifetime and extends one used near its end', () => {
    const clock = fakeClock();
    const store = new TokenStore(db, clock.now, 60_000);
    const a = store.issue(1);
    const b = store.issue(1);
    clock.advance(50_000);
    expect(store.resolve(a)).not.toBeNull(); // last quarter: extended to now + 60 s
    clock.advance(20_000);
    expect(store.resolve(a)).not.toBeNull();
    expect(store.resolve(b)).toBeNull();
  });

  it('never extends a token past its absolute lifetime, and refuses it from then on', () => {
    const clock = fakeClock();
    const store = new TokenStore(db, clock.now, 60_000, 150_000);
    const a = store.issue(1);
    const issuedAt = clock.now();
    for (let i = 0; i < 2; i++) {
      clock.advance(50_000);
      expect(store.resolve(a)).not.toBeNull();
    }
    // Used at 100 s: extended to 150 s after sign-in, not to 160 s.
    expect(store.expiresAt(hashToken(a.slice('Bearer '.length)))).toBe(issuedAt + 150_000);
    clock.advance(49_999);
    expect(store.resolve(a)).not.toBeNull();
    clock.advance(1);
    expect(store.resolve(a)).toBeNull();
    // The next sign-in purges it.
    const b = store.issue(1);
    expect(db.prepare('SELECT token_hash FROM tokens').pluck().all()).toEqual([hashToken(b.slice('Bearer '.length))]);
  });

  it('checks tokens without writing: an extension is kept in memory until the next write or close', () => {
    const clock = fakeClock();
    const store = new TokenStore(db, clock.now, 60_000);
    const a = store.issue(1);
    const hash = hashToken(a.slice('Bearer '.length));
    const inTable = () => db.prepare('SELECT expires_at FROM tokens WHERE token_hash = ?').pluck().get(hash) as number;
    const issuedAt = clock.now();
    const changes = () => db.prepare('SELECT total_changes()').pluck().get() as number;
    const before = changes();
    clock.advance(50_000);
    expect(store.resolve(a)).not.toBeNull();
    clock.advance(20_000);
    expect(store.resolve(a)).not.toBeNull();
    expect(store.resolve('Bearer ' + 'x'.repeat(43))).toBeNull();
    expect(changes()).toBe(before);
    expect(inTable()).toBe(issuedAt + 60_000);
    store.flush();
    expect(inTable()).toBe(issuedAt + 110_000);
    // A second store on the same file (a restart) sees the written extension.
    expect(new TokenStore(db, clock.now, 60_000).resolve(a)).not.toBeNull();
  });

  it('accepts the header as clients send it, refuses one too long to hold a token, and sees a revocation at once', () => {
    const store = new TokenStore(db, fakeClock().now, 60_000);
    const header = store.issue(1);
    const raw = header.slice('Bearer '.length);
    const owner = { userId: 1, tokenHash: hashToken(raw) };
    expect(store.resolve(header)).toEqual(owner);
    expect(store.resolve(`  bearer ${raw} `)).toEqual(owner);
    expect(store.resolve(raw)).toEqual(owner);
    expect(store.resolve(`Bearer ${raw}${' '.repeat(200)}`)).toBeNull();
    store.revoke(owner.tokenHash);
    expect(store.resolve(header)).toBeNull();
    expect(store.resolve(raw)).toBeNull();
  });

  it('refuses a token older than a lowered absolute lifetime even if its expiry is later', () => {
    const clock = fakeClock();
    const a = new TokenStore(db, clock.now, 3_600_000).issue(1);
    clock.advance(10 * 60_000);
    expect(new TokenStore(db, clock.now, 3_600_000, 5 * 60_000).resolve(a)).toBeNull();
  });

  it('issues a token for the shorter of the two lifetimes', () => {
    const clock = fakeClock();
    new TokenStore(db, clock.now, 60_000, 30_000).issue(1);
    expect(db.prepare('SELECT expires_at - created_at FROM tokens').pluck().get()).toBe(30_000);
  });

  it('revokes one token, or all other tokens of a user', () => {
    const store = new TokenStore(db, fakeClock().now, 60_000);
    const a = store.issue(1);
    const b = store.issue(1);
    const c = store.issue(1);
    store.revoke(store.resolve(a)!.tokenHash);
    expect(store.resolve(a)).toBeNull();
    store.revokeOthers(1, store.resolve(b)!.tokenHash);
    expect(store.resolve(b)).not.toBeNull();
    expect(store.resolve(c)).toBeNull();
  });
});
