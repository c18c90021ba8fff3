import { openDatabase, type Db } from './connection';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migration 12: e-mails unique as people read them', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 11));
    // What migration 6's index let through: e-mails differing in width, a hidden character, ß.
    db.exec(`
      INSERT INTO users (id, username, nick_name, email, password_hash, create_time) VALUES
        (1, 'a', 'a', 'a@x.cn', 'h', 0),
        (2, 'b', 'b', 'ａ@x.cn', 'h', 0),
        (3, 'c', 'c', 'a' || char(8203) || '@x.cn', 'h', 0),
        (4, 'd', 'd', 'b@x.cn', 'h', 0),
        (5, 'e', 'e', NULL, 'h', 0),
        (6, 'f', 'f', 'straße@x.cn', 'h', 0),
        (7, 'g', 'g', 'STRASSE@x.cn', 'h', 0);
    `);
    runMigrations(db);
  });
  afterEach(() => db.close());

  const users = () => db.prepare('SELECT id, email, email_key AS key FROM users ORDER BY id').all();

  it('keeps the oldest e-mail of each key, empties the later ones and records each change', () => {
    expect(users()).toEqual([
      { id: 1, email: 'a@x.cn', key: 'a@x.cn' },
      { id: 2, email: null, key: null },
      { id: 3, email: null, key: null },
      { id: 4, email: 'b@x.cn', key: 'b@x.cn' },
      { id: 5, email: null, key: null },
      { id: 6, email: 'straße@x.cn', key: 'strasse@x.cn' },
      { id: 7, email: null, key: null },
    ]);
    expect(db.prepare("SELECT row_id, old_value, new_value FROM upgrade_changes WHERE migration = 12 AND column_name = 'email' ORDER BY row_id").all()).toEqual([
      { row_id: 2, old_value: 'ａ@x.cn', new_value: null },
      { row_id: 3, old_value: 'a\u200b@x.cn', new_value: null },
      { row_id: 7, old_value: 'STRASSE@x.cn', new_value: null },
    ]);
  });

  it('keeps the key with every later write, and refuses one that reads as another user’s e-mail', () => {
    db.prepare("INSERT INTO users (id, username, nick_name, email, password_hash, create_time) VALUES (8, 'h', 'h', 'Ｃ@X.cn', 'h', 0)").run();
    db.prepare("UPDATE users SET email = 'Ｄ@x.cn' WHERE id = 4").run();
    db.prepare('UPDATE users SET email = NULL WHERE id = 6').run();
    expect(users()).toEqual(
      expect.arrayContaining([
        { id: 8, email: 'Ｃ@X.cn', key: 'c@x.cn' },
        { id: 4, email: 'Ｄ@x.cn', key: 'd@x.cn' },
        { id: 6, email: null, key: null },
      ]),
    );
    expect(() => db.prepare("UPDATE users SET email = 'A@X.CN' WHERE id = 5").run()).toThrow(/UNIQUE/);
    expect(() => db.prepare("INSERT INTO users (username, nick_name, email, password_hash, create_time) VALUES ('i', 'i', 'c@x.cn', 'h', 0)").run()).toThrow(/UNIQUE/);
  });
});
