import fs from 'node:fs';
import { buildApp } from './app';
import { call, destroyTestApp, fakeClock, login, tempDir, testOptions, type TestApp } from './testing/harness';

describe('restarting on the same database', () => {
  it('keeps data, does not seed twice, keeps the RSA key and live tokens', async () => {
    const dir = tempDir();
    const clock = fakeClock();
    const options = testOptions(dir, clock);
    const first = await buildApp(options);
    const count = (app: typeof first, table: string) =>
      (app.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const tables = ['users', 'roles', 'menus', 'roles_menus', 'dicts', 'dict_details', 'depts', 'jobs', 'schema_migrations'];
    const before = Object.fromEntries(tables.map((tb) => [tb, count(first, tb)]));
    const token = await login(first);
    const created = await call(first, 'POST', '/api/dict', { token, body: { name: 'kept_after_restart', remark: '重启后仍在' } });
    expect(created.statusCode).toBe(201);
    const publicKey = first.ctx.rsa.publicKeyPem;
    await first.close();

    const second = await buildApp(options);
    const t: TestApp = { app: second, dir, options, clock };
    try {
      for (const tb of tables) expect([tb, count(second, tb)]).toEqual([tb, tb === 'dicts' ? before[tb]! + 1 : before[tb]]);
      expect(second.ctx.rsa.publicKeyPem).toBe(publicKey);
      const list = await call(second, 'GET', '/api/dict?blurry=kept_after_restart', { token });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ totalElements: 1, content: [{ name: 'kept_after_restart', remark: '重启后仍在' }] });
      expect(fs.existsSync(options.dbPath)).toBe(true);
    } finally {
      await destroyTestApp(t);
    }
  });

  it('closes the database when the app closes', async () => {
    const dir = tempDir();
    const app = await buildApp(testOptions(dir, fakeClock()));
    const db = app.ctx.db;
    await app.close();
    expect(db.open).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
