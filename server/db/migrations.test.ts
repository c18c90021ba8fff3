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
});
