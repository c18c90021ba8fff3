import { openDatabase } from './connection';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migration 11 on a database of version 10', () => {
  it('adds yx_system_config with the dump’s 48 keys under their ids, every secret blank', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 10));
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 11))).toEqual([11]);
    const value = db.prepare<[string], string>('SELECT value FROM yx_system_config WHERE menu_name = ?').pluck();
    expect(db.prepare('SELECT COUNT(*) FROM yx_system_config').pluck().get()).toBe(48);
    expect(db.prepare('SELECT id, menu_name, value, sort, status FROM yx_system_config WHERE id = 179').get()).toEqual({ id: 179, menu_name: 'integral_ratio', value: '1', sort: 0, status: 0 });
    expect([value.get('integral_full'), value.get('integral_max'), value.get('store_free_postage'), value.get('api')]).toEqual(['0', '0', '200', 'http://你的H5端域名/api/wechat/serve']);
    for (const secret of ['wechat_appsecret', 'wechat_encodingaeskey', 'wechat_token', 'wxpay_mchKey', 'wxapp_secret', 'sms_access_secret', 'exp_appKey', 'tengxun_map_key']) expect([secret, value.get(secret)]).toEqual([secret, '']);
    expect(() => db.prepare("INSERT INTO yx_system_config (menu_name) VALUES ('integral_ratio')").run()).toThrow(/UNIQUE/);
    db.close();
  });
});
