import { openDatabase } from './connection';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migration 17 on a database of version 16', () => {
  it('indexes the members already there, and the index follows new members, edits and deletes', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 16));
    const insert = db.prepare("INSERT INTO yx_user (username, nickname, phone, create_time, update_time) VALUES (?, ?, ?, 0, 0)");
    insert.run('old', '老会员甲', '13512345678');
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 17))).toEqual([17]);
    const found = (query: string) => db.prepare('SELECT rowid FROM yx_user_search WHERE yx_user_search MATCH ? ORDER BY rowid').pluck().all(query);
    const [old] = found('{phone} : "2345"') as number[];
    expect(found('{nickname} : "老会员"')).toEqual([old]);

    const fresh = Number(insert.run('new', '新会员乙', '13698765432').lastInsertRowid);
    expect(found('{phone} : "98765"')).toEqual([fresh]);
    db.prepare("UPDATE yx_user SET phone = '13700000000', nickname = '改名会员' WHERE uid = ?").run(old);
    expect(found('{phone} : "2345"')).toEqual([]);
    expect(found('{nickname} : "改名会"')).toEqual([old]);
    db.prepare('DELETE FROM yx_user WHERE uid = ?').run(fresh);
    expect(found('{phone} : "98765"')).toEqual([]);
    db.close();
  });
});
