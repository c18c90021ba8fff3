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

  it('upgrades a version-5 database holding clashes: later rows renamed or emptied, each change kept, then the unique indexes', () => {
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 5));
    db.exec(`
      INSERT INTO users (id, username, nick_name, email, password_hash, create_time) VALUES
        (1, 'admin', 'a', 'a@x.com', 'h', 0),
        (2, 'Admin', 'b', 'A@X.com', 'h', 0),
        (3, 'ADMIN', 'c', NULL, 'h', 0),
        (4, 'bob', 'd', 'b@x.com', 'h', 0),
        (5, 'Admin_2', 'e', NULL, 'h', 0),
        (6, 'abcdefghijklmnopqrst', 'f', NULL, 'h', 0),
        (7, 'ABCDEFGHIJKLMNOPQRST', 'g', 'B@x.COM', 'h', 0);
      INSERT INTO depts (id, pid, name, create_time) VALUES
        (1, NULL, '总部', 0), (2, NULL, '总部', 0), (3, 1, '研发部', 0), (4, 1, '研发部', 0), (5, 2, '研发部', 0);
    `);
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 6))).toEqual([6]);
    expect(db.prepare('SELECT id, username, email FROM users ORDER BY id').all()).toEqual([
      { id: 1, username: 'admin', email: 'a@x.com' },
      { id: 2, username: 'Admin_2_2', email: null },
      { id: 3, username: 'ADMIN_3', email: null },
      { id: 4, username: 'bob', email: 'b@x.com' },
      { id: 5, username: 'Admin_2', email: null },
      { id: 6, username: 'abcdefghijklmnopqrst', email: null },
      { id: 7, username: 'ABCDEFGHIJKLMNOPQR_7', email: null },
    ]);
    expect(db.prepare('SELECT id, name FROM depts ORDER BY id').all()).toEqual([
      { id: 1, name: '总部' },
      { id: 2, name: '总部_2' },
      { id: 3, name: '研发部' },
      { id: 4, name: '研发部_4' },
      { id: 5, name: '研发部' },
    ]);
    expect(db.prepare('SELECT table_name, row_id, column_name, old_value, new_value FROM upgrade_changes ORDER BY id').all()).toEqual([
      { table_name: 'users', row_id: 2, column_name: 'username', old_value: 'Admin', new_value: 'Admin_2_2' },
      { table_name: 'users', row_id: 3, column_name: 'username', old_value: 'ADMIN', new_value: 'ADMIN_3' },
      { table_name: 'users', row_id: 7, column_name: 'username', old_value: 'ABCDEFGHIJKLMNOPQRST', new_value: 'ABCDEFGHIJKLMNOPQR_7' },
      { table_name: 'users', row_id: 2, column_name: 'email', old_value: 'A@X.com', new_value: null },
      { table_name: 'users', row_id: 7, column_name: 'email', old_value: 'B@x.COM', new_value: null },
      { table_name: 'depts', row_id: 2, column_name: 'name', old_value: '总部', new_value: '总部_2' },
      { table_name: 'depts', row_id: 4, column_name: 'name', old_value: '研发部', new_value: '研发部_4' },
    ]);
    // The user search index followed the renames.
    expect(db.prepare("SELECT rowid FROM users_search WHERE users_search MATCH '\"ADMIN_3\"'").pluck().all()).toEqual([3]);
    // From now on the database itself refuses each kind of clash.
    expect(() => db.prepare("INSERT INTO users (username, nick_name, password_hash, create_time) VALUES ('BOB', 'x', 'h', 0)").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE users SET email = 'A@x.com' WHERE id = 4").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("INSERT INTO depts (pid, name, create_time) VALUES (NULL, '总部_2', 0)").run()).toThrow(/UNIQUE/);
    expect(db.prepare("INSERT INTO depts (pid, name, create_time) VALUES (3, '研发部', 0)").run().changes).toBe(1);
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
