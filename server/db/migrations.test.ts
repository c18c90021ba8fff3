import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './connection';
import { MIGRATIONS, runMigrations, type Migration } from './migrations';

describe('runMigrations', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('applies every migration once and records it', () => {
    expect(runMigrations(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(runMigrations(db)).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
  });

  it('applies only the new ones later, in version order', () => {
    runMigrations(db);
    const extra: Migration[] = [
      { version: 101, name: 'second', sql: 'ALTER TABLE t100 ADD COLUMN b TEXT' },
      { version: 100, name: 'first', sql: 'CREATE TABLE t100 (a TEXT)' },
    ];
    expect(runMigrations(db, [...MIGRATIONS, ...extra])).toEqual([100, 101]);
    expect(db.prepare("SELECT name FROM pragma_table_info('t100')").pluck().all()).toEqual(['a', 'b']);
  });

  it('rolls a failing migration back whole and does not record it', () => {
    runMigrations(db);
    const broken: Migration = { version: 200, name: 'broken', sql: 'CREATE TABLE half (a TEXT); INSERT INTO nowhere VALUES (1);' };
    expect(() => runMigrations(db, [...MIGRATIONS, broken])).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations WHERE version = 200').pluck().get()).toBe(0);
  });

  it('upgrades a version-1 database with rows in it: roles get 全部, jobs no dept, an empty log', () => {
    runMigrations(db, MIGRATIONS.filter((m) => m.version === 1));
    db.prepare("INSERT INTO roles (name, permission, level, create_time) VALUES ('旧角色', 'old', 2, 0)").run();
    db.prepare("INSERT INTO jobs (name, create_time) VALUES ('旧岗位', 0)").run();
    expect(runMigrations(db)).toContain(2);
    expect(db.prepare('SELECT data_scope FROM roles').pluck().get()).toBe('全部');
    expect(db.prepare('SELECT dept_id FROM jobs').pluck().get()).toBeNull();
    expect(db.prepare('SELECT COUNT(*) FROM logs').pluck().get()).toBe(0);
    expect(() => db.prepare("UPDATE roles SET data_scope = '某些'").run()).toThrow(/CHECK/);
  });

  it('upgrades a version-3 database: sessions get keys, the log its hour counts, 系统监控 its new menus', () => {
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 3));
    db.exec(`
      INSERT INTO users (id, username, nick_name, password_hash, create_time) VALUES (1, 'admin', 'a', 'h', 0);
      INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES ('h1', 1, 0, 9), ('h2', 1, 0, 9);
      INSERT INTO logs (log_type, description, create_time) VALUES ('INFO', 'x', 3600000), ('INFO', 'y', 3600001), ('ERROR', 'z', 0);
      INSERT INTO menus (id, pid, type, name, path, sort, create_time) VALUES (10, NULL, 0, '系统监控', 'monitor', 1, 0);
      INSERT INTO menus (id, pid, type, name, path, component, sort, permission, create_time) VALUES
        (11, 10, 1, '操作日志', 'logs', 'monitor/log/index', 1, 'log:list', 0),
        (12, 10, 1, '异常日志', 'errorLog', 'monitor/log/errorLog', 2, 'log:list', 0);
    `);
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 5))).toEqual([4, 5]);
    const keys = db.prepare('SELECT session_key FROM tokens').pluck().all() as string[];
    expect(keys.every((k) => /^[0-9a-f]{32}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(db.prepare('SELECT log_type, hour, n FROM log_hour_counts ORDER BY log_type').all()).toEqual([
      { log_type: 'ERROR', hour: 0, n: 1 },
      { log_type: 'INFO', hour: 1, n: 2 },
    ]);
    db.prepare("INSERT INTO logs (log_type, description, create_time) VALUES ('ERROR', 'w', 10)").run();
    db.prepare("DELETE FROM logs WHERE description = 'x'").run();
    expect(db.prepare('SELECT log_type, n FROM log_hour_counts ORDER BY log_type').all()).toEqual([
      { log_type: 'ERROR', n: 2 },
      { log_type: 'INFO', n: 1 },
    ]);
    expect(db.prepare('SELECT name, pid, permission FROM menus WHERE id > 10 ORDER BY pid, permission').all()).toEqual([
      { name: '在线用户', pid: 10, permission: 'auth_online' },
      { name: '操作日志', pid: 10, permission: 'log:list' },
      { name: '异常日志', pid: 10, permission: 'logError:list' },
      { name: '清空操作日志', pid: 11, permission: 'logInfo:remove' },
      { name: '异常详情', pid: 12, permission: 'logError:detail' },
      { name: '清空异常日志', pid: 12, permission: 'logError:remove' },
    ]);
  });

  it('turns on foreign keys, a busy timeout and, for files, WAL', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-db-'));
    const fileDb = openDatabase(path.join(dir, 'nested', 'x.db'));
    try {
      expect(fileDb.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      fileDb.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('upgrades a version-5 database: the log gets its counts per operator, kept by triggers', () => {
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 5));
    db.exec(`
      INSERT INTO logs (log_type, username, description, create_time) VALUES
        ('INFO', 'admin', 'a', 1), ('INFO', 'admin', 'b', 2), ('INFO', 'editor', 'c', 3), ('ERROR', NULL, 'd', 4), ('ERROR', 'admin', 'e', 5);
    `);
    expect(runMigrations(db)).toContain(7);
    const counts = () => db.prepare('SELECT log_type, operator, n FROM log_operator_counts ORDER BY log_type, operator').all();
    expect(counts()).toEqual([
      { log_type: 'ERROR', operator: '', n: 1 },
      { log_type: 'ERROR', operator: 'admin', n: 1 },
      { log_type: 'INFO', operator: 'admin', n: 2 },
      { log_type: 'INFO', operator: 'editor', n: 1 },
    ]);
    db.exec(`
      INSERT INTO logs (log_type, username, description, create_time) VALUES ('ERROR', NULL, 'f', 6), ('INFO', 'common', 'g', 7);
      DELETE FROM logs WHERE description IN ('a', 'c');
    `);
    expect(counts()).toEqual([
      { log_type: 'ERROR', operator: '', n: 2 },
      { log_type: 'ERROR', operator: 'admin', n: 1 },
      { log_type: 'INFO', operator: 'admin', n: 1 },
      { log_type: 'INFO', operator: 'common', n: 1 },
      { log_type: 'INFO', operator: 'editor', n: 0 },
    ]);
  });
});
