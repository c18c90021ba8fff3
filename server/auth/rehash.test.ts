import bcrypt from 'bcrypt';
import { createTestApp, destroyTestApp, login, loginRequest, tempDir, type TestApp } from '../testing/harness';

const storedHash = (t: TestApp, username: string) =>
  t.app.ctx.db.prepare<[string], string>('SELECT password_hash FROM users WHERE username = ?').pluck().get(username)!;

describe('changing BCRYPT_ROUNDS', () => {
  let t: TestApp | undefined;
  afterEach(() => destroyTestApp(t));

  it('keeps old hashes working and rehashes them at the new cost on a successful login only', async () => {
    const dir = tempDir();
    const first = await createTestApp({ bcryptRounds: 4 }, dir);
    expect(bcrypt.getRounds(storedHash(first, 'admin'))).toBe(4);
    await first.app.close();

    t = await createTestApp({ bcryptRounds: 5 }, dir);
    const before = storedHash(t, 'editor');
    expect((await loginRequest(t.app, 'editor', 'wrong-password')).statusCode).toBe(400);
    expect(storedHash(t, 'editor')).toBe(before);

    await login(t.app, 'editor');
    const after = storedHash(t, 'editor');
    expect(after).not.toBe(before);
    expect(bcrypt.getRounds(after)).toBe(5);
    await login(t.app, 'editor');
    expect(storedHash(t, 'editor')).toBe(after);
    // Users who have not signed in keep their hash until they do.
    expect(bcrypt.getRounds(storedHash(t, 'admin'))).toBe(4);
  });

  it('never overwrites a password changed between the check and the rehash', async () => {
    t = await createTestApp({ bcryptRounds: 4 });
    const id = t.app.ctx.users.findForLogin('admin')!.id;
    const stale = storedHash(t, 'admin');
    t.app.ctx.users.updatePassword(id, await bcrypt.hash('changed', 4), 0);
    expect(t.app.ctx.users.replacePasswordHash(id, stale, await bcrypt.hash('123456', 5))).toBe(false);
    expect(await bcrypt.compare('changed', storedHash(t, 'admin'))).toBe(true);
  });
});
