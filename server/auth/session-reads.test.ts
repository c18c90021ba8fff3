/**
 * Issue 30: a signed-in read is a read. Checking the caller's token, its session's
 * lifetimes and its user writes nothing to the database, even when the session is in
 * the last quarter of its life and gets extended; the extension still keeps an active
 * admin signed in (and in 在线用户), reaches the table with the next sign-in, and never
 * outlives the absolute lifetime.
 */
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';

describe('signed-in reads', () => {
  let t: TestApp;
  beforeEach(async () => {
    // An hour's sessions (the harness's), never older than three hours.
    t = await createTestApp({ tokenMaxAgeSeconds: 3 * 3600 });
  });
  afterEach(() => destroyTestApp(t));

  const totalChanges = () => t.app.ctx.db.prepare('SELECT total_changes()').pluck().get() as number;
  const expiryInTable = () => t.app.ctx.db.prepare('SELECT MAX(expires_at) FROM tokens').pluck().get() as number;

  it('leave the database untouched, also when they extend the session', async () => {
    const admin = await login(t.app);
    const before = totalChanges();
    const expiry = expiryInTable();
    for (const minutes of [0, 50, 30]) {
      // 50 min in: the last quarter of the hour, the session is extended.
      t.clock.advance(minutes * 60_000);
      for (const url of ['/api/menus/build', '/auth/info', '/api/users?page=0&size=10', '/api/dictDetail?dictName=user_status']) {
        expect((await call(t.app, 'GET', url, { token: admin })).statusCode).toBe(200);
      }
    }
    // 80 minutes after sign-in (past the hour the table still holds): alive, and listed.
    const online = await call(t.app, 'GET', '/auth/online?page=0&size=10', { token: admin });
    expect(online.json<{ totalElements: number }>().totalElements).toBe(1);
    expect(totalChanges()).toBe(before);
    expect(expiryInTable()).toBe(expiry);
  });

  it('an extension reaches the table with the next sign-in, and the absolute lifetime still ends the session', async () => {
    const admin = await login(t.app);
    const signedInAt = t.clock.now();
    t.clock.advance(50 * 60_000);
    expect((await call(t.app, 'GET', '/api/menus/build', { token: admin })).statusCode).toBe(200);
    await login(t.app, 'editor');
    expect(t.app.ctx.db.prepare('SELECT MIN(expires_at) FROM tokens').pluck().get()).toBe(signedInAt + 110 * 60_000);
    // Kept busy every 50 minutes or less, the session still ends three hours after sign-in.
    for (const at of [100, 150, 179]) {
      t.clock.advance(signedInAt + at * 60_000 - t.clock.now());
      expect((await call(t.app, 'GET', '/auth/info', { token: admin })).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    expect((await call(t.app, 'GET', '/auth/info', { token: admin })).statusCode).toBe(401);
  });

  it('a session left idle past its hour is refused, without a write', async () => {
    const admin = await login(t.app);
    const before = totalChanges();
    t.clock.advance(61 * 60_000);
    expect((await call(t.app, 'GET', '/api/menus/build', { token: admin })).statusCode).toBe(401);
    expect(totalChanges()).toBe(before);
  });

  it('a user disabled by another connection is refused at the next request', async () => {
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'GET', '/auth/info', { token: editor })).statusCode).toBe(200);
    const Database = (await import('better-sqlite3')).default;
    const outside = new Database(t.options.dbPath);
    try {
      outside.prepare("UPDATE users SET enabled = 0 WHERE username = 'editor'").run();
    } finally {
      outside.close();
    }
    // A request from the network comes in a later turn of the event loop than the commit
    // it follows (inject would run it in the same one): the stamp is read once per turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await call(t.app, 'GET', '/auth/info', { token: editor })).statusCode).toBe(401);
  });
});
