/**
 * Issue 15 on the embedded server, through real requests: 在线用户 and 强退, the
 * operation log of sign-ins and writes with its secrets masked, the error log of a
 * real 500, the log lists and exports, 清空, and retention.
 */
import Database from 'better-sqlite3';
import { captcha, call, createTestApp, destroyTestApp, encrypt, login, multipartBody, pngImage, type TestApp } from '../testing/harness';
import { readXlsx } from '../testing/system-fixtures';
import type { OnlineUserDto } from '../auth/online-routes';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const count = (sql: string, ...params: unknown[]) => t.app.ctx.db.prepare(sql).pluck().get(...params) as number;
/** Every log row as one text: what a leak would show up in. */
const allLogText = () => JSON.stringify(t.app.ctx.db.prepare('SELECT * FROM logs').all());

interface Page<T> {
  content: T[];
  totalElements: number;
}
interface InfoRow {
  id: number;
  username: string;
  description: string;
  method: string;
  params: string | null;
  requestIp: string;
  address: string;
  browser: string;
  time: number;
  logType: string;
  createTime: string;
}

async function signInWith(username: string, userAgent: string): Promise<{ token: string; ciphertext: string }> {
  const { uuid, answer } = await captcha(t.app);
  const ciphertext = encrypt(t.app, '123456');
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: ciphertext, code: answer, uuid },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json<{ token: string }>().token, ciphertext };
}

describe('在线用户', () => {
  it('lists each live session newest first with an opaque key, never the token or its hash', async () => {
    const { token } = await signInWith('editor', CHROME);
    const res = await call(t.app, 'GET', '/auth/online?page=0&size=10', { token: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<OnlineUserDto>>();
    const row = page.content[0]!;
    expect(row).toMatchObject({ userName: 'editor', ip: '127.0.0.1', address: '内网IP', browser: 'Chrome 120.0 / Windows 10' });
    expect(row.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.key).toMatch(/^[0-9a-f]{32}$/);
    const raw = token.replace('Bearer ', '');
    const hashes = t.app.ctx.db.prepare('SELECT token_hash FROM tokens').pluck().all() as string[];
    for (const r of page.content) {
      expect(raw).not.toContain(r.key);
      expect(hashes.some((h) => h.includes(r.key))).toBe(false);
    }
    expect(JSON.stringify(page)).not.toContain(raw);
  });

  it('searches by yshop filter (any field) and eladmin username, and pages', async () => {
    await signInWith('editor', CHROME);
    const byFilter = (await call(t.app, 'GET', '/auth/online?filter=EDIT', { token: admin })).json<Page<OnlineUserDto>>();
    expect(byFilter.content.length).toBeGreaterThan(0);
    expect(byFilter.content.every((r) => r.userName === 'editor')).toBe(true);
    const byName = (await call(t.app, 'GET', '/auth/online?username=admin', { token: admin })).json<Page<OnlineUserDto>>();
    expect(byName.content.every((r) => r.userName === 'admin')).toBe(true);
    const first = (await call(t.app, 'GET', '/auth/online?page=0&size=1', { token: admin })).json<Page<OnlineUserDto>>();
    expect(first.content).toHaveLength(1);
    expect(first.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('强退 ends the session: its next call answers 401, and the kick is logged', async () => {
    const { token } = await signInWith('editor', CHROME);
    expect((await call(t.app, 'GET', '/auth/info', { token })).statusCode).toBe(200);
    const key = (await call(t.app, 'GET', '/auth/online?size=1', { token: admin })).json<Page<OnlineUserDto>>().content[0]!.key;
    const kick = await call(t.app, 'DELETE', '/auth/online', { token: admin, body: [key] });
    expect(kick.statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/auth/info', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 401, message: '当前登录状态过期，请重新登录' });
    const listed = (await call(t.app, 'GET', '/auth/online?size=100', { token: admin })).json<Page<OnlineUserDto>>();
    expect(listed.content.map((r) => r.key)).not.toContain(key);
    expect(count("SELECT COUNT(*) FROM logs WHERE description = '强退用户' AND params = ?", JSON.stringify([key]))).toBe(1);
  });

  it('leaves expired sessions out', async () => {
    const { token } = await signInWith('editor', 'curl/8.0');
    const listed = () => (t.app.inject({ method: 'GET', url: '/auth/online?size=1000', headers: { authorization: admin } }));
    const before = (await listed()).json<Page<OnlineUserDto>>().totalElements;
    t.app.ctx.db.prepare('UPDATE tokens SET expires_at = 0 WHERE token_hash = ?').run(t.app.ctx.tokens.resolve(token)!.tokenHash);
    expect((await listed()).json<Page<OnlineUserDto>>().totalElements).toBe(before - 1);
  });

  it('exports the sessions as xlsx with the contract columns', async () => {
    const res = await call(t.app, 'GET', '/auth/online/download', { token: admin });
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['用户名', '部门', '登录IP', '登录地点', '浏览器', '登录日期']);
    expect(rows.slice(1).some((r) => r[0] === 'admin')).toBe(true);
  });
});

describe('the operation log masks every secret', () => {
  it('keeps no password, token or ciphertext of real sign-ins and writes in any row or export', async () => {
    const signedIn = await signInWith('admin', CHROME);
    const raw = signedIn.token.replace('Bearer ', '');
    const oldPass = encrypt(t.app, '123456');
    const newPass = encrypt(t.app, 'n3w-secret');
    expect((await call(t.app, 'POST', '/api/users/updatePass', { token: signedIn.token, body: { oldPass, newPass } })).statusCode).toBe(200);
    const back = await call(t.app, 'POST', '/api/users/updatePass', { token: signedIn.token, body: { oldPass: encrypt(t.app, 'n3w-secret'), newPass: encrypt(t.app, '123456') } });
    expect(back.statusCode).toBe(200);
    // A password change ends the other sessions, the suite's admin token among them.
    admin = await login(t.app, 'admin');
    // A write whose body carries a token and a ciphertext under innocent keys.
    const dict = await call(t.app, 'POST', '/api/dict', { token: signedIn.token, body: { name: 'mask_dict', remark: signedIn.token } });
    expect(dict.statusCode).toBe(201);

    const loginRow = t.app.ctx.db.prepare("SELECT * FROM logs WHERE description = '用户登录' ORDER BY id DESC LIMIT 1").get() as { params: string; username: string; method: string };
    expect(loginRow).toMatchObject({ username: 'admin', method: 'POST /auth/login' });
    expect(JSON.parse(loginRow.params)).toMatchObject({ username: 'admin', password: '******' });

    const secrets = [raw, signedIn.ciphertext, oldPass, newPass, 'n3w-secret', '123456'];
    const text = allLogText();
    for (const s of secrets) expect(text).not.toContain(s);
    for (const url of ['/api/logs/download', '/api/logs/error/download']) {
      const res = await call(t.app, 'GET', url, { token: admin });
      const cells = JSON.stringify(await readXlsx(res));
      for (const s of secrets) expect(cells).not.toContain(s);
    }
    const list = (await call(t.app, 'GET', '/api/logs?size=100', { token: admin })).body;
    for (const s of secrets) expect(list).not.toContain(s);
  });

  it('records an upload by its file name, never its bytes', async () => {
    const { payload, headers } = multipartBody('file', 'cat.png', 'image/png', pngImage(4, 4));
    const res = await t.app.inject({ method: 'POST', url: '/api/pictures', payload, headers: { ...headers, authorization: admin } });
    expect(res.statusCode).toBe(201);
    expect(count("SELECT COUNT(*) FROM logs WHERE description = '上传图片' AND params = ?", JSON.stringify({ filename: 'cat.png' }))).toBe(1);
  });
});

describe('操作日志 lists', () => {
  it('shows a dictionary write at the top with its duration, masked parameters and browser', async () => {
    await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'mask_dict', remark: '' } });
    const res = await call(t.app, 'PUT', '/api/dict', {
      token: admin,
      body: { id: count("SELECT id FROM dicts WHERE name = 'mask_dict'"), name: 'mask_dict2', remark: 'r' },
      headers: { 'user-agent': CHROME },
    });
    expect(res.statusCode).toBe(204);
    const top = (await call(t.app, 'GET', '/api/logs?page=0&size=10', { token: admin })).json<Page<InfoRow>>().content[0]!;
    expect(top).toMatchObject({ username: 'admin', description: '修改字典', method: 'PUT /api/dict', logType: 'INFO', requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome 120.0 / Windows 10' });
    expect(JSON.parse(top.params!)).toMatchObject({ name: 'mask_dict2' });
    expect(typeof top.time).toBe('number');
  });

  it('logs the dict, detail and menu writes under the originals’ words', async () => {
    const dictId = (await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'log_words', remark: '' } })).json<{ id: number }>().id;
    const detail = await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: 'a', value: '1', sort: 1, dict: { id: dictId } } });
    const detailId = detail.json<{ id: number }>().id;
    await call(t.app, 'PUT', '/api/dictDetail', { token: admin, body: { id: detailId, label: 'b', value: '2', sort: 2, dict: { id: dictId } } });
    await call(t.app, 'DELETE', `/api/dictDetail/${detailId}`, { token: admin });
    await call(t.app, 'DELETE', `/api/dict/${dictId}`, { token: admin });
    const menu = await call(t.app, 'POST', '/api/menus', { token: admin, body: { pid: 0, type: 0, name: '日志菜单', path: 'logmenu', sort: 1, iFrame: false } });
    expect(menu.statusCode).toBe(201);
    await call(t.app, 'DELETE', '/api/menus', { token: admin, body: [menu.json<{ id: number }>().id] });
    const words = (t.app.ctx.db.prepare('SELECT description FROM logs ORDER BY id DESC LIMIT 7').pluck().all() as string[]).reverse();
    expect(words).toEqual(['新增字典', '新增字典详情', '修改字典详情', '删除字典详情', '删除字典', '新增菜单', '删除菜单']);
    expect(count("SELECT COUNT(*) FROM logs WHERE description = '删除字典' AND params = ?", JSON.stringify({ id: String(dictId) }))).toBe(1);
  });

  it('logs nothing for a refused write', async () => {
    const before = count('SELECT COUNT(*) FROM logs');
    const res = await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'user_status', remark: '' } });
    expect(res.statusCode).toBe(400);
    expect(count('SELECT COUNT(*) FROM logs')).toBe(before);
  });

  it('filters by free text and date range, with exact totals', async () => {
    // Three writes of dictionary entries (新增 / 修改 / 删除字典详情).
    const dictId = (await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'range_words', remark: '' } })).json<{ id: number }>().id;
    const detailId = (await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: 'a', value: '1', sort: 1, dict: { id: dictId } } })).json<{ id: number }>().id;
    await call(t.app, 'PUT', '/api/dictDetail', { token: admin, body: { id: detailId, label: 'b', value: '2', sort: 2, dict: { id: dictId } } });
    await call(t.app, 'DELETE', `/api/dictDetail/${detailId}`, { token: admin });
    const now = t.clock.now();
    const blurry = (await call(t.app, 'GET', `/api/logs?blurry=${encodeURIComponent('字典详情')}`, { token: admin })).json<Page<InfoRow>>();
    expect(blurry.totalElements).toBe(3);
    const day = (ms: number) => {
      const d = new Date(ms);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const inRange = await call(t.app, 'GET', `/api/logs?createTime=${encodeURIComponent(`${day(now)} 00:00:00`)}&createTime=${encodeURIComponent(`${day(now)} 23:59:59`)}`, { token: admin });
    expect(inRange.json<Page<InfoRow>>().totalElements).toBe(count("SELECT COUNT(*) FROM logs WHERE log_type = 'INFO'"));
    const before = await call(t.app, 'GET', `/api/logs?createTime=2020-01-01%2000:00:00&createTime=2020-01-02%2000:00:00`, { token: admin });
    expect(before.json<Page<InfoRow>>()).toEqual({ content: [], totalElements: 0 });
  });

  it('gives the personal centre only the caller’s own rows', async () => {
    const editor = await login(t.app, 'editor');
    const rows = (await call(t.app, 'GET', '/api/logs/user?page=0&size=100', { token: editor })).json<Page<Record<string, unknown>>>();
    expect(rows.totalElements).toBe(count("SELECT COUNT(*) FROM logs WHERE username = 'editor' AND log_type = 'INFO'"));
    expect(Object.keys(rows.content[0]!).sort()).toEqual(['address', 'browser', 'createTime', 'description', 'requestIp', 'time']);
  });
});

describe('range totals from the hour counts', () => {
  it('equal an exact COUNT for ranges with partial hours at either end', () => {
    const { logs } = t.app.ctx;
    const base = Date.UTC(2024, 0, 1);
    t.app.ctx.db.transaction(() => {
      for (let i = 0; i < 500; i++) {
        logs.insert({ logType: 'ERROR', username: 'x', description: 'range', method: null, params: null, requestIp: null, browser: null, time: null, exceptionDetail: 'e', createTime: base + i * 611_000 });
      }
    })();
    const exact = (from: number, to: number) => count("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR' AND create_time BETWEEN ? AND ?", from, to);
    for (const [from, to] of [
      [base, base + 3_600_000 * 24],
      [base + 1234, base + 3_600_000 * 30 + 5],
      [base + 1_800_000, base + 2_400_000],
      [base - 10, base + 3_600_000 * 100],
      [base + 3_600_000, base + 3_600_000 * 2 - 1],
    ] as const) {
      expect(logs.countRange('ERROR', from, to)).toBe(exact(from, to));
    }
    t.app.ctx.db.prepare("DELETE FROM logs WHERE description = 'range'").run();
  });
});

describe('异常日志', () => {
  it('records a real 500 with its stack, shown only through the detail call', async () => {
    // A menu row written by another tool with its component as a BLOB: the 菜单管理
    // search calls toLowerCase on it and fails (the scenario the browser test uses).
    const outside = new Database(t.options.dbPath);
    try {
      outside.prepare("INSERT INTO menus (pid, type, name, component, sort, create_time) VALUES (NULL, 2, '损坏的按钮', X'00FF', 999, 0)").run();
    } finally {
      outside.close();
    }
    const res = await call(t.app, 'GET', '/api/menus?blurry=zzz', { token: admin, headers: { 'user-agent': CHROME } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 500, message: '服务器内部错误，请稍后再试' });

    const list = (await call(t.app, 'GET', '/api/logs/error?page=0&size=10', { token: admin })).json<Page<Record<string, unknown>>>();
    const row = list.content[0]!;
    expect(row).toMatchObject({ username: 'admin', method: 'GET /api/menus', params: JSON.stringify({ blurry: 'zzz' }), browser: 'Chrome 120.0 / Windows 10' });
    expect(Object.keys(row)).not.toContain('exception');
    expect(Object.keys(row)).not.toContain('time');
    const detail = (await call(t.app, 'GET', `/api/logs/error/${String(row.id)}`, { token: admin })).json<{ exception: string }>();
    expect(detail.exception).toMatch(/TypeError: .*toLowerCase/);
    expect(detail.exception).toMatch(/menus[\\/]routes\.ts/);
    t.app.ctx.db.prepare("DELETE FROM menus WHERE name = '损坏的按钮'").run();
  });

  it('never logs a refusal (4xx) as an error', async () => {
    const before = count("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR'");
    await call(t.app, 'POST', '/api/dict', { token: admin, body: {} });
    await call(t.app, 'GET', '/api/logs/error/999999', { token: admin });
    await call(t.app, 'GET', '/api/logs', { token: 'Bearer nope' });
    expect(count("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR'")).toBe(before);
  });

  it('answers 500 and keeps serving when the log insert itself fails', async () => {
    t.app.ctx.db.exec("CREATE TRIGGER logs_fail BEFORE INSERT ON logs BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    try {
      const res = await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: 'never_logged', remark: '' } });
      expect(res.statusCode).toBe(500);
      expect(count("SELECT COUNT(*) FROM dicts WHERE name = 'never_logged'")).toBe(0);
    } finally {
      t.app.ctx.db.exec('DROP TRIGGER logs_fail');
    }
    expect((await call(t.app, 'GET', '/auth/info', { token: admin })).statusCode).toBe(200);
  });

  it('exports the stack only to those who may open 异常详情', async () => {
    // A real server error: the menu search meets a BLOB (server/README.md).
    t.app.ctx.db.prepare("INSERT INTO menus (pid, type, name, component, sort, create_time) VALUES (NULL, 2, '损坏的按钮', X'00FF', 999, 0)").run();
    expect((await call(t.app, 'GET', '/api/menus?blurry=zzz', { token: admin })).statusCode).toBe(500);
    const rows = await readXlsx(await call(t.app, 'GET', '/api/logs/error/download', { token: admin }));
    expect(rows[0]).toEqual(['用户名', 'IP', 'IP来源', '描述', '浏览器', '请求耗时/毫秒', '异常详情', '创建日期']);
    expect(rows.slice(1).some((r) => /TypeError/.test(r[6] ?? ''))).toBe(true);
  });
});

describe('清空', () => {
  it('removes every row of the kind and records the clearing itself', async () => {
    expect((await call(t.app, 'DELETE', '/api/logs/del/error', { token: admin })).statusCode).toBe(200);
    expect(count("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR'")).toBe(0);
    expect((await call(t.app, 'GET', '/api/logs/error', { token: admin })).json()).toEqual({ content: [], totalElements: 0 });
    expect((await call(t.app, 'DELETE', '/api/logs/del/info', { token: admin })).statusCode).toBe(200);
    const left = (await call(t.app, 'GET', '/api/logs', { token: admin })).json<Page<InfoRow>>();
    expect(left.totalElements).toBe(1);
    expect(left.content.map((r) => r.description)).toEqual(['删除所有INFO日志']);
  });
});

describe('retention', () => {
  it('keeps at most N rows and D days per kind, and prunes old sign-in refusals', async () => {
    const local = await createTestApp({ logRetention: { maxRows: 50, maxDays: 10 } });
    try {
      const { logs, db, logRetention } = local.app.ctx;
      const now = local.clock.now();
      const day = 24 * 3_600_000;
      const row = (logType: 'INFO' | 'ERROR', createTime: number) =>
        logs.insert({ logType, username: 'x', description: 'old', method: null, params: null, requestIp: null, browser: null, time: 1, exceptionDetail: null, createTime });
      db.transaction(() => {
        for (let i = 0; i < 5000; i++) row('INFO', now - i * 60_000); // 3.5 days, 5000 rows
        for (let i = 0; i < 30; i++) row('ERROR', now - (i + 1) * day); // 30 days, 30 rows
        db.prepare("INSERT INTO login_refusals (username, address, reason, at) VALUES ('x', '1.2.3.4', 'bad_credentials', ?)").run(now - 100 * day);
      })();
      await logRetention.sweep();
      const newest = (kind: string) => db.prepare('SELECT MAX(create_time) FROM logs WHERE log_type = ?').pluck().get(kind);
      expect(logs.totalOf('INFO')).toBe(50);
      expect(db.prepare("SELECT COUNT(*) FROM logs WHERE log_type = 'INFO'").pluck().get()).toBe(50);
      expect(newest('INFO')).toBe(now);
      // Ten days of errors: the rows 1..9 days old (day 10 is exactly at the cut and older go).
      expect(db.prepare("SELECT MIN(create_time) FROM logs WHERE log_type = 'ERROR'").pluck().get()).toBeGreaterThanOrEqual(now - 10 * day);
      expect(logs.totalOf('ERROR')).toBe(db.prepare("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR'").pluck().get());
      expect(db.prepare('SELECT COUNT(*) FROM login_refusals WHERE at < ?').pluck().get(now - 90 * day)).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM log_hour_counts WHERE n <= 0').pluck().get()).toBe(0);
    } finally {
      await destroyTestApp(local);
    }
  });
});
