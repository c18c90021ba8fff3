import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './connection';
import { dbVersionReader, VersionedCache } from './version';

describe('dbVersionReader / VersionedCache', () => {
  it('recomputes after any write and reuses otherwise', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (a INTEGER)');
    const version = dbVersionReader(db);
    const cache = new VersionedCache<string, number>(version);
    let computed = 0;
    const read = () => cache.get('k', () => ++computed);
    expect(read()).toBe(1);
    expect(read()).toBe(1);
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(read()).toBe(2);
    expect(read()).toBe(2);
    db.close();
  });

  it('sees a commit by another connection from the next turn on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-'));
    const file = path.join(dir, 'v.db');
    const db = openDatabase(file);
    const outside = openDatabase(file);
    try {
      db.exec('CREATE TABLE t (a INTEGER)');
      const cache = new VersionedCache<string, number>(dbVersionReader(db));
      const count = () => cache.get('n', () => db.prepare('SELECT COUNT(*) FROM t').pluck().get() as number);
      expect(count()).toBe(0);
      outside.prepare('INSERT INTO t VALUES (1)').run();
      await new Promise((resolve) => setImmediate(resolve));
      expect(count()).toBe(1);
    } finally {
      outside.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
