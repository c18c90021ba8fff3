import fs from 'node:fs';
import Database from 'better-sqlite3';
import { buildApp } from '../app';
import { maskParams } from '../logs/mask';
import { isSealed, secretKeyFile } from '../shared/secret-box';
import { isSecretName } from '../shared/secret-names';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { logRows } from '../testing/system-fixtures';
import { CONFIG_KEYS, maskedBody } from './keys';
import { SECRET_CONFIG_KEYS } from './secrets';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => destroyTestApp(t));

const stored = (key: string) => t.app.ctx.db.prepare('SELECT value FROM yx_system_config WHERE menu_name = ?').pluck().get(key) as string;
const setSecret = async (body: Record<string, string>) => {
  const res = await call(t.app, 'POST', '/api/yxSystemConfig', { token: await login(t.app, 'admin'), body });
  expect(res.statusCode).toBe(201);
};
/** The app closed, its database and key file kept, and started again on them. */
const restart = async () => {
  await t.app.close();
  return buildApp(t.options);
};

describe('config secrets at rest', () => {
  it('are stored sealed under a key file beside the database (0600), and read back through the service', async () => {
    await setSecret({ wxpay_mchKey: 'mch-key-plain-7', wechat_appsecret: 'app-secret-plain-8' });
    expect(isSealed(stored('wxpay_mchKey'))).toBe(true);
    expect(stored('wxpay_mchKey')).not.toContain('mch-key-plain-7');
    expect(t.app.ctx.systemConfig.value('wxpay_mchKey')).toBe('mch-key-plain-7');
    expect(t.app.ctx.systemConfig.value('wechat_appsecret')).toBe('app-secret-plain-8');
    // The same secret twice is two different texts (a fresh nonce each time).
    await setSecret({ wxpay_mchKey: 'mch-key-plain-7' });
    expect(stored('wxpay_mchKey')).not.toBe(stored('wechat_appsecret'));
    expect(fs.statSync(secretKeyFile(t.options.dbPath)).mode & 0o777).toBe(0o600);
    // Plain keys stay plain: the other forms read them as they are.
    await setSecret({ exp_appId: '1607734' });
    expect(stored('exp_appId')).toBe('1607734');
  });

  it('seals the plain secrets a database seeded before holds, on start, and opens them after', async () => {
    t.app.ctx.db.prepare("UPDATE yx_system_config SET value = 'legacy-plain-app-key' WHERE menu_name = 'exp_appKey'").run();
    t.app = await restart();
    expect(stored('exp_appKey')).not.toContain('legacy-plain-app-key');
    expect(isSealed(stored('exp_appKey'))).toBe(true);
    expect(t.app.ctx.systemConfig.value('exp_appKey')).toBe('legacy-plain-app-key');
  });

  it('a start without the key file that sealed them is refused, naming the file, and makes no new key', async () => {
    await setSecret({ exp_appKey: 'sealed-before-1' });
    const file = secretKeyFile(t.options.dbPath);
    await t.app.close();
    fs.rmSync(file);
    await expect(buildApp(t.options)).rejects.toThrow(`their key file ${file} is missing`);
    expect(fs.existsSync(file)).toBe(false);
    // The way out the message names: clear the sealed values, and a new key is made.
    clearSealed();
    t.app = await buildApp(t.options);
    expect(fs.existsSync(file)).toBe(true);
    expect(t.app.ctx.systemConfig.value('exp_appKey')).toBe('');
  });

  it('a start with another key file is refused, and so is a file that holds no key', async () => {
    await setSecret({ exp_appKey: 'sealed-before-2' });
    const file = secretKeyFile(t.options.dbPath);
    const right = fs.readFileSync(file, 'utf8');
    await t.app.close();
    fs.writeFileSync(file, `${Buffer.alloc(32, 9).toString('base64')}\n`);
    await expect(buildApp(t.options)).rejects.toThrow(`the secret key file ${file} does not open the stored exp_appKey`);
    fs.writeFileSync(file, 'not a key');
    await expect(buildApp(t.options)).rejects.toThrow(`the secret key file ${file} does not hold a key`);
    fs.writeFileSync(file, right);
    t.app = await buildApp(t.options);
    expect(t.app.ctx.systemConfig.value('exp_appKey')).toBe('sealed-before-2');
  });
});

/** What an operator without the key does: empties the sealed value in the database file. */
function clearSealed() {
  const db = new Database(t.options.dbPath);
  try {
    db.prepare("UPDATE yx_system_config SET value = '' WHERE menu_name = 'exp_appKey'").run();
  } finally {
    db.close();
  }
}

describe('config secrets in the log', () => {
  it('every secret key is one the operation log masks by name, and maskedBody agrees with the log', () => {
    expect(SECRET_CONFIG_KEYS.length).toBeGreaterThanOrEqual(9);
    for (const key of SECRET_CONFIG_KEYS) expect([key, isSecretName(key)]).toEqual([key, true]);
    const body = Object.fromEntries(Object.keys(CONFIG_KEYS).map((key) => [key, `v-${key}`]));
    expect(JSON.parse(maskParams(body)!)).toEqual(maskedBody(body));
  });

  it('a write’s log row keeps no secret value, the access key’s included (as CONTRACT-TOOLS redacts accessKey)', async () => {
    const token = await login(t.app, 'admin');
    const accepted = await call(t.app, 'POST', '/api/yxSystemConfig', { token, body: { sms_access_key: 'LTAI-access-1', sms_access_secret: 'sms-secret-2', sms_sign: 'yshop' } });
    expect(accepted.statusCode).toBe(201);
    const [row] = logRows(t.app, '新增或修改');
    expect(JSON.parse(row!.params!)).toEqual({ sms_access_key: '******', sms_access_secret: '******', sms_sign: 'yshop' });
    const all = JSON.stringify(t.app.ctx.db.prepare('SELECT * FROM logs').all());
    for (const secret of ['LTAI-access-1', 'sms-secret-2']) expect(all).not.toContain(secret);
  });
});
