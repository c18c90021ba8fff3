import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/harness';
import { DURABILITY, openDatabase, relaxed, type Db } from './connection';

const FULL = 2;
const NORMAL = 1;

describe('openDatabase', () => {
  const dir = tempDir();
  let db: Db;
  beforeAll(() => {
    db = openDatabase(path.join(dir, 'nested', 'x.db'));
    db.exec('CREATE TABLE t (v TEXT NOT NULL)');
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const level = () => db.pragma('synchronous', { simple: true });
  const rows = () => db.prepare('SELECT v FROM t ORDER BY rowid').pluck().all();

  it('runs in WAL mode, syncing every commit (a 2xx write survives a power loss), with foreign keys on', () => {
    expect(DURABILITY).toBe('FULL');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(level()).toBe(FULL);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('relaxed() commits one transaction at NORMAL and restores FULL, even when it throws', () => {
    expect(relaxed(db, () => {
      db.prepare("INSERT INTO t VALUES ('a')").run();
      return level();
    })).toBe(NORMAL);
    expect(level()).toBe(FULL);
    expect(() =>
      relaxed(db, () => {
        db.prepare("INSERT INTO t VALUES ('rolled back')").run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(level()).toBe(FULL);
    expect(rows()).toEqual(['a']);
  });

  it('relaxed() inside a transaction joins it: the enclosing commit decides', () => {
    db.transaction(() => {
      relaxed(db, () => db.prepare("INSERT INTO t VALUES ('b')").run());
      expect(level()).toBe(FULL);
    })();
    expect(() =>
      db.transaction(() => {
        relaxed(db, () => db.prepare("INSERT INTO t VALUES ('c')").run());
        throw new Error('outer fails');
      })(),
    ).toThrow('outer fails');
    expect(rows()).toEqual(['a', 'b']);
  });
});
