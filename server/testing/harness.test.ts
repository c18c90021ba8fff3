import { createTestApp, destroyTestApp, fakeClock, login, type TestApp } from './harness';

describe('createTestApp', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await destroyTestApp(t);
  });

  it('gives each app its own seeded database: a write in one is not in the next', async () => {
    const first = await createTestApp();
    apps.push(first);
    first.app.ctx.db.prepare("INSERT INTO dicts (name, remark, create_time) VALUES ('only_in_first', '', 0)").run();
    const second = await createTestApp();
    apps.push(second);
    const names = (t: TestApp) => t.app.ctx.db.prepare('SELECT name FROM dicts ORDER BY id').pluck().all();
    expect(names(second)).not.toContain('only_in_first');
    expect(names(first)).toEqual([...(names(second) as string[]), 'only_in_first']);
    await expect(login(second.app, 'admin')).resolves.toMatch(/^Bearer /);
  });

  it('seeds from the template exactly what the app seeds itself', async () => {
    const copied = await createTestApp();
    // Its own clock (the same start): buildApp migrates and seeds this one itself.
    const own = await createTestApp({ now: fakeClock().now });
    apps.push(copied, own);
    const rows = (t: TestApp, sql: string) => t.app.ctx.db.prepare(sql).all();
    for (const sql of ['SELECT * FROM menus', 'SELECT * FROM roles_menus', 'SELECT * FROM depts', 'SELECT * FROM jobs', 'SELECT id, username, dept_id, job_id FROM users', 'SELECT * FROM dict_details', 'SELECT * FROM schema_migrations']) {
      expect(rows(copied, sql)).toEqual(rows(own, sql));
    }
  });
});
