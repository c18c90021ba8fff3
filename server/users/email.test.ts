/**
 * Issue 30 part 3: e-mails are compared as people read them. An e-mail holding an
 * invisible or control character is refused, and one that reads as another user's
 * (fullwidth letters, other case) is that user's, in 用户管理 and in the personal centre.
 */
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, roleId, userIdOf } from '../testing/system-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const INVISIBLE = '邮箱不能包含空格、不可见字符或控制字符';

const newUser = (username: string, email: string) =>
  call(t.app, 'POST', '/api/users', {
    token: admin,
    body: { username, nickName: username, email, phone: '13900000000', sex: '男', enabled: true, dept: { id: deptId(t.app, '研发部') }, roles: [{ id: roleId(t.app, 'common') }] },
  });

const center = async (email: string) => {
  const token = await login(t.app, 'editor');
  return call(t.app, 'PUT', '/api/users/center', { token, body: { id: userIdOf(t.app, 'editor'), nickName: '编辑', phone: null, sex: '女', email } });
};

const storedEmail = (username: string) => t.app.ctx.db.prepare('SELECT email FROM users WHERE username = ?').pluck().get(username);

// The admin's seeded e-mail is admin@shop.example.com.
const invisible: Array<[string, string]> = [
  ['a zero-width space', 'admin\u200b@shop.example.com'],
  ['a zero-width joiner', 'ad\u200dmin@shop.example.com'],
  ['a byte-order mark', 'ad\ufeffmin@shop.example.com'],
  ['a soft hyphen', 'ad\u00admin@shop.example.com'],
  ['a right-to-left override', 'admin\u202e@shop.example.com'],
  ['a left-to-right mark', 'admin@shop.example.com\u200e'],
  ['a control character', 'admin\u0007@shop.example.com'],
  ['a Hangul filler', 'admin\u3164@shop.example.com'],
];

const lookalikes: Array<[string, string]> = [
  ['fullwidth letters', 'ａｄｍｉｎ@shop.example.com'],
  ['upper case', 'ADMIN@SHOP.EXAMPLE.COM'],
  ['fullwidth upper case', 'ＡＤＭＩＮ@shop.example.com'],
  ['a fullwidth top-level domain', 'admin@shop.example.ｃｏｍ'],
];

describe('用户管理 (api/users)', () => {
  it.each(invisible)('refuses an e-mail with %s, in Chinese', async (_what, email) => {
    expectMessage(await newUser('inv_user', email), 400, INVISIBLE);
    expect(storedEmail('inv_user')).toBeUndefined();
  });

  it.each(lookalikes)('takes an e-mail in %s for the one it reads as', async (_what, email) => {
    expectMessage(await newUser('look_user', email), 400, `User with email ${email} existed`);
    expect(storedEmail('look_user')).toBeUndefined();
  });

  it('still lets a user keep their own e-mail written another way, and takes a new one', async () => {
    expect((await newUser('fresh_user', 'fresh@shop.example.com')).statusCode).toBe(201);
    expect((await newUser('other_user', 'ＦＲＥＳＨ@shop.example.com')).statusCode).toBe(400);
    expect(storedEmail('fresh_user')).toBe('fresh@shop.example.com');
  });
});

describe('the personal centre (api/users/center)', () => {
  it.each(invisible)('refuses an e-mail with %s, in Chinese', async (_what, email) => {
    expectMessage(await center(email), 400, INVISIBLE);
    expect(storedEmail('editor')).toBe('editor@shop.example.com');
  });

  it.each(lookalikes)('takes an e-mail in %s for the one it reads as', async (_what, email) => {
    expectMessage(await center(email), 400, `User with email ${email} existed`);
    expect(storedEmail('editor')).toBe('editor@shop.example.com');
  });

  it('lets the caller write their own e-mail in fullwidth or another case', async () => {
    expect((await center('ＥＤＩＴＯＲ@shop.example.com')).statusCode).toBe(204);
    expect(storedEmail('editor')).toBe('ＥＤＩＴＯＲ@shop.example.com');
  });
});

describe('the database', () => {
  it('holds the rule too: a write that reads as another user’s e-mail breaks a unique index', () => {
    const update = t.app.ctx.db.prepare("UPDATE users SET email = 'ａｄｍｉｎ@shop.example.com' WHERE username = 'editor'");
    expect(() => update.run()).toThrow(/UNIQUE/);
  });
});
