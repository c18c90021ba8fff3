import { openDatabase } from './connection';
import { Where } from './list';
import { MEMBER_SEARCH } from './member-search';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migration 23 on a database of version 22', () => {
  it('indexes the members already there in place of the trigram index, and the new index follows later members', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 22));
    const insert = db.prepare('INSERT INTO yx_user (username, nickname, phone, create_time, update_time) VALUES (?, ?, ?, 0, 0)');
    const old = Number(insert.run('old', '老会员甲', '13512345678').lastInsertRowid);
    expect(runMigrations(db, MIGRATIONS.filter((m) => m.version <= 23))).toEqual([23]);
    const found = (column: string, text: string) => {
      const where = new Where().substring('uid', MEMBER_SEARCH, column, text);
      return db.prepare(`SELECT uid FROM yx_user ${where.sql} ORDER BY uid`).pluck().all(...where.params);
    };
    expect([found('phone', '2345'), found('nickname', '老会员')]).toEqual([[old], [old]]);
    const fresh = Number(insert.run('new', '新会员乙', '13698765432').lastInsertRowid);
    expect([found('nickname', '新会员'), found('phone', '987654')]).toEqual([[fresh], [fresh]]);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name LIKE 'yx_user_search%'").pluck().get()).toBe(0);
    db.close();
  });
});
