import { openDatabase } from './connection';
import { MIGRATIONS, runMigrations } from './migrations';

const value = (db: ReturnType<typeof openDatabase>, key: string) => db.prepare<[string], string>('SELECT value FROM yx_system_config WHERE menu_name = ?').pluck().get(key);

describe('migration 22 on a database of version 21', () => {
  it('blanks 快递鸟 appId while it is still the dump’s account, as its appKey already was (issue 33)', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 21));
    expect(value(db, 'exp_appId')).toBe('1607734');
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 22))).toEqual([22]);
    expect([value(db, 'exp_appId'), value(db, 'exp_appKey')]).toEqual(['', '']);
    db.close();
  });

  it('keeps an appId an operator set', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 21));
    db.prepare("UPDATE yx_system_config SET value = '1234567' WHERE menu_name = 'exp_appId'").run();
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 22));
    expect(value(db, 'exp_appId')).toBe('1234567');
    db.close();
  });
});
