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
});
