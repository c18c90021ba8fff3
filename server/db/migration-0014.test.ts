import { openDatabase } from './connection';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migration 14 on a database of version 13', () => {
  it('keeps every picture, in 未分组; a deleted group leaves its pictures; names are unique ASCII case aside', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 13));
    db.prepare("INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES ('old.png', 'a.png', 1, 1, 1, 'admin', 0)").run();
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 14))).toEqual([14]);
    expect(db.prepare('SELECT filename, group_id FROM pictures').all()).toEqual([{ filename: 'old.png', group_id: null }]);

    const group = Number(db.prepare("INSERT INTO picture_groups (name, create_time) VALUES ('Banner', 0)").run().lastInsertRowid);
    db.prepare('UPDATE pictures SET group_id = ?').run(group);
    expect(() => db.prepare("INSERT INTO picture_groups (name, create_time) VALUES ('banner', 0)").run()).toThrow(/UNIQUE/);
    db.prepare('DELETE FROM picture_groups WHERE id = ?').run(group);
    expect(db.prepare('SELECT filename, group_id FROM pictures').all()).toEqual([{ filename: 'old.png', group_id: null }]);
    db.close();
  });
});
