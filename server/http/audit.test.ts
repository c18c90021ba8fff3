import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { deptId, logRows, roleId } from '../testing/system-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const count = (sql: string, ...params: unknown[]) => t.app.ctx.db.prepare(sql).pluck().get(...params) as number;

describe('a write and its operation-log row share one transaction', () => {
  it('records who did what, from where, with the secrets of the body masked', async () => {
    const res = await call(t.app, 'POST', '/api/job', {
      token: admin,
      body: { name: '审计岗位', enabled: true, sort: 1, password: 'plain', token: 'abc' },
      headers: { 'user-agent': 'Mozilla/5.0 Test' },
    });
    expect(res.statusCode).toBe(201);
    const row = logRows(t.app, '新增岗位').at(-1)!;
    expect(row).toMatchObject({ log_type: 'INFO', username: 'admin', method: 'POST /api/job', browser: 'Mozilla/5.0 Test', request_ip: '127.0.0.1' });
    expect(JSON.parse(row.params!)).toEqual({ name: '审计岗位', enabled: true, sort: 1, password: '******', token: '******' });
    expect(row.time).toBeGreaterThanOrEqual(0);
  });

  it('leaves neither the write nor the row when the write fails after its log row is in', async () => {
    // The write (a new user) is done, then its log insert fails: the user goes too.
    t.app.ctx.db.exec("CREATE TRIGGER logs_fail BEFORE INSERT ON logs BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    try {
      const users = count('SELECT COUNT(*) FROM users');
      const body = { username: 'never_there', nickName: '不存在', phone: '13900000000', dept: { id: deptId(t.app, '研发部') }, roles: [{ id: roleId(t.app, 'common') }] };
      const res = await call(t.app, 'POST', '/api/users', { token: admin, body });
      expect(res.statusCode).toBe(500);
      expect(count('SELECT COUNT(*) FROM users')).toBe(users);
      expect(count('SELECT COUNT(*) FROM users WHERE username = ?', 'never_there')).toBe(0);
    } finally {
      t.app.ctx.db.exec('DROP TRIGGER logs_fail');
    }
    // A failure once the log row is inserted (an AFTER INSERT trigger) takes the write and the row.
    t.app.ctx.db.exec("CREATE TRIGGER logs_then_fail AFTER INSERT ON logs BEGIN SELECT RAISE(ABORT, 'after the log'); END");
    try {
      const logs = count('SELECT COUNT(*) FROM logs');
      const res = await call(t.app, 'POST', '/api/dept', { token: admin, body: { name: '不会存在', pid: 0 } });
      expect(res.statusCode).toBe(500);
      expect(count('SELECT COUNT(*) FROM logs')).toBe(logs);
      expect(count("SELECT COUNT(*) FROM depts WHERE name = '不会存在'")).toBe(0);
    } finally {
      t.app.ctx.db.exec('DROP TRIGGER logs_then_fail');
    }
  });
});
