/**
 * SQL-looking and script-looking input is data: stored and answered byte for byte,
 * found by searches only as literal text, and no table or row goes missing. (Every
 * statement binds parameters; these tests keep it that way.) Rendering such text
 * safely is the console's job; the server's is to hand it back unchanged.
 */
import type { DictDetailDto, DictDto, Page } from '../dicts/repository';
import type { MenuDto } from '../menus/dto';
import type { MenuVo } from '../menus/types';
import type { UserView } from '../users/repository';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';

let t: TestApp;
let admin: string;
let tablesBefore: string[];
let countsBefore: Record<string, number>;

const tables = () =>
  t.app.ctx.db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger') ORDER BY name").pluck().all() as string[];
const count = (table: string) => t.app.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const SEEDED_TABLES = ['users', 'roles', 'users_roles', 'menus', 'roles_menus', 'dicts', 'dict_details'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  tablesBefore = tables();
  countsBefore = Object.fromEntries(SEEDED_TABLES.map((name) => [name, count(name)]));
});
afterAll(() => destroyTestApp(t));

/** At most 100 characters (the shortest limit they go through), no outer spaces (names are trimmed). */
const HOSTILE = [
  "x'); DROP TABLE dict;--",
  "x'); DROP TABLE dicts;--",
  "Robert'); DROP TABLE users; --",
  '" OR 1=1 --',
  "' OR '1'='1",
  "1; DELETE FROM menus WHERE 1=1; --",
  "admin'--",
  "' UNION SELECT password_hash, username, 1, 1 FROM users --",
  '%_[]^ \\ \\\' \\" %%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7} #{7*7} <%= 7*7 %>',
  '中文 🙂 e\u0301 \u202eRTL\u202c zero\u200bwidth',
  'NUL\u0000inside and a tab\tand a newline\nhere',
];

const utf8 = (s: string) => Buffer.from(s, 'utf8');

describe('dictionaries', () => {
  const created = new Map<string, DictDto>();

  it.each(HOSTILE.map((s) => [s]))('stores a dictionary named %j and answers it verbatim', async (hostile) => {
    const res = await call(t.app, 'POST', '/api/dict', { token: admin, body: { name: hostile, remark: hostile } });
    expect(res.statusCode).toBe(201);
    const dict = res.json<DictDto>();
    expect(dict).toMatchObject({ name: hostile, remark: hostile });
    created.set(hostile, dict);
    const stored = t.app.ctx.db.prepare<[number], { name: string; remark: string }>('SELECT name, remark FROM dicts WHERE id = ?').get(dict.id)!;
    expect(utf8(stored.name).equals(utf8(hostile))).toBe(true);
    expect(utf8(stored.remark).equals(utf8(hostile))).toBe(true);

    const entry = await call(t.app, 'POST', '/api/dictDetail', { token: admin, body: { label: hostile, value: hostile, sort: 1, dict: { id: dict.id } } });
    expect(entry.statusCode).toBe(201);
    const details = await call(t.app, 'GET', `/api/dictDetail?dictName=${encodeURIComponent(hostile)}&page=0&size=9999`, { token: admin });
    expect(details.json<Page<DictDetailDto>>().content).toEqual([expect.objectContaining({ label: hostile, value: hostile, dict: { id: dict.id } })]);
  });

  it('finds each one by a literal search only', async () => {
    for (const [hostile, dict] of created) {
      const res = await call(t.app, 'GET', `/api/dict?size=100&blurry=${encodeURIComponent(hostile)}`, { token: admin });
      expect(res.statusCode).toBe(200);
      const page = res.json<Page<DictDto>>();
      expect(page.content.map((d) => d.id)).toContain(dict.id);
      for (const d of page.content) expect(d.name.includes(hostile) || d.remark.includes(hostile)).toBe(true);
    }
  });

  it('renames to and from hostile names without touching other rows', async () => {
    const [first, second] = [...created.values()];
    const renamed = `${second!.name}'; UPDATE dicts SET name = 'pwned'; --`.slice(0, 100);
    expect((await call(t.app, 'PUT', '/api/dict', { token: admin, body: { id: second!.id, name: renamed, remark: 'ok' } })).statusCode).toBe(204);
    expect(t.app.ctx.dicts.find(second!.id)!.name).toBe(renamed);
    expect(t.app.ctx.dicts.find(first!.id)!.name).toBe(first!.name);
    expect(t.app.ctx.dicts.idOfName('pwned')).toBeNull();
  });

  it('refuses SQL in a path id instead of running it', async () => {
    const dicts = count('dicts');
    expectError(await call(t.app, 'DELETE', `/api/dict/${encodeURIComponent('1 OR 1=1')}`, { token: admin }), 400);
    expectError(await call(t.app, 'DELETE', `/api/dictDetail/${encodeURIComponent("1'; DELETE FROM dict_details; --")}`, { token: admin }), 400);
    expect(count('dicts')).toBe(dicts);
  });
});

describe('menus', () => {
  it.each(HOSTILE.map((s, i) => [s, i]))('stores a menu titled %j and shows it verbatim in the sidebar and the table', async (hostile, i) => {
    const body = { type: 1, name: hostile, path: `hostile-${i}`, component: hostile, componentName: null, pid: 0, sort: 900 + i, permission: hostile };
    const res = await call(t.app, 'POST', '/api/menus', { token: admin, body });
    expect(res.statusCode).toBe(201);
    const menu = res.json<MenuDto>();
    expect(menu).toMatchObject({ name: hostile, component: hostile, permission: hostile });

    const build = (await call(t.app, 'GET', '/api/menus/build', { token: admin })).json<MenuVo[]>();
    const entry = build.find((m) => m.path === `/hostile-${i}`);
    // A top-level page without children is wrapped in a Layout entry (CONTRACT.md).
    expect(entry?.children?.[0]?.meta?.title).toBe(hostile);
    expect(entry?.children?.[0]?.component).toBe(hostile);

    const listed = (await call(t.app, 'GET', `/api/menus?blurry=${encodeURIComponent(hostile)}`, { token: admin })).json<{ content: MenuDto[] }>();
    expect(listed.content.map((m) => m.id)).toContain(menu.id);
  });

  it('finds nothing for a search that would match everything if it were SQL', async () => {
    const res = await call(t.app, 'GET', `/api/menus?blurry=${encodeURIComponent("zzz' OR '1'='1")}`, { token: admin });
    expect(res.json<{ totalElements: number }>().totalElements).toBe(0);
  });
});

describe('the personal centre', () => {
  // Nicknames are at most 20 characters.
  it.each([['<script>x</script>'], ["';DROP TABLE users--"], ['" OR 1=1 --'], ['<img src onerror=1>'], ['昵称🙂\u202e反']])(
    'stores the nickname %j and answers it verbatim',
    async (nickName) => {
      const token = await login(t.app, 'editor');
      const me = (await call(t.app, 'GET', '/auth/info', { token })).json<UserView>();
      expect((await call(t.app, 'PUT', '/api/users/center', { token, body: { id: me.id, nickName, phone: null, sex: '女' } })).statusCode).toBe(204);
      const after = await call(t.app, 'GET', '/auth/info', { token });
      expect(after.json<UserView>().nickName).toBe(nickName);
      // The raw JSON holds the text as JSON.stringify writes it: no HTML escaping, no mangling.
      expect(after.body).toContain(JSON.stringify(nickName));
    },
  );
});

describe('afterwards', () => {
  it('still has every table, index and seeded row, and a sound database', () => {
    expect(tables()).toEqual(tablesBefore);
    for (const name of ['users', 'roles', 'users_roles']) expect(count(name)).toBe(countsBefore[name]);
    // New menus are granted to the admin role, and nothing else changed hands.
    expect(count('roles_menus')).toBe(countsBefore.roles_menus! + HOSTILE.length);
    expect(count('dicts')).toBe(countsBefore.dicts! + HOSTILE.length);
    expect(count('menus')).toBe(countsBefore.menus! + HOSTILE.length);
    expect(count('dict_details')).toBe(countsBefore.dict_details! + HOSTILE.length);
    expect(t.app.ctx.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(t.app.ctx.db.pragma('foreign_key_check')).toEqual([]);
  });

  it('still signs admin in with the seeded password', async () => {
    await expect(login(t.app, 'admin')).resolves.toMatch(/^Bearer /);
  });
});
