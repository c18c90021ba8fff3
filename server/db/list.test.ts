import { openDatabase, type Db } from './connection';
import { likePattern, orderBy, SqlList, Where } from './list';
import { MEMBER_SEARCH } from './member-search';
import { runMigrations } from './migrations';
import { dbVersionReader } from './version';

describe('Where', () => {
  it('adds a condition only for a given value, always as bound parameters', () => {
    const where = new Where()
      .equals('a', undefined)
      .equals('b', '')
      .flag('c', undefined)
      .contains(['d'], undefined)
      .between('e', null)
      .among('f', undefined);
    expect({ sql: where.sql, params: where.params }).toEqual({ sql: '', params: [] });
    const some = new Where().equals('a', 2).flag('c', false).contains(['d', 'e'], '50%_off').between('t', [1, 2]).among('g', [3], true);
    expect(some.sql).toBe("WHERE a = ? AND c = ? AND (d LIKE ? ESCAPE '\\' OR e LIKE ? ESCAPE '\\') AND t BETWEEN ? AND ? AND (g IS NULL OR g IN (SELECT value FROM json_each(?)))");
    expect(some.params).toEqual([2, 0, '%50\\%\\_off%', '%50\\%\\_off%', 1, 2, '[3]']);
  });

  it('applies each end of a range on its own (yshop’s startTime without endTime)', () => {
    expect(new Where().within('t', [undefined, undefined]).sql).toBe('');
    expect(new Where().within('t', [5, undefined]).sql).toBe('WHERE t >= ?');
    const upTo = new Where().within('t', [undefined, 9]);
    expect({ sql: upTo.sql, params: upTo.params }).toEqual({ sql: 'WHERE t <= ?', params: [9] });
    expect(new Where().within('t', [5, 9]).params).toEqual([5, 9]);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});

describe('orderBy', () => {
  const columns = { name: 't.name', id: 't.id' };

  it('honours only the closed list, ending with the id as a tie-breaker', () => {
    expect(orderBy(['name,desc', 'password,asc', "x; DROP TABLE t"], columns, 'fallback', 't.id')).toBe('t.name DESC, t.id ASC');
    expect(orderBy('id,desc', columns, 'fallback', 't.id')).toBe('t.id DESC');
    expect(orderBy('toString,asc', columns, 'fallback', 't.id')).toBe('fallback');
    expect(orderBy(undefined, columns, 'fallback', 't.id')).toBe('fallback');
  });
});

describe('SqlList', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b_1'), ('b2'), ('c')");
  });
  afterEach(() => db.close());

  it('pages the filtered rows with their total, and lists them whole', () => {
    const list = new SqlList<{ id: number; name: string }>(db, { select: 'SELECT * FROM t', from: 't', sort: { name: 'name' }, defaultOrder: 'id ASC', idColumn: 'id' });
    const where = new Where().contains(['name'], 'b');
    expect(list.page(where, list.order('name,desc'), 0, 1)).toEqual({ content: [{ id: 2, name: 'b_1' }], totalElements: 2 });
    expect(list.rows(new Where().contains(['name'], '_'), list.order(undefined)).map((r) => r.name)).toEqual(['b_1']);
    expect(list.rows(new Where(), 'id DESC', 2).map((r) => r.id)).toEqual([4, 3]);
  });

  it('names each value by its column or alias, nulls included, a later column of the same name winning as better-sqlite3 does', () => {
    db.exec("CREATE TABLE u (id INTEGER PRIMARY KEY, label TEXT); INSERT INTO u (id, label) VALUES (2, 'second'), (3, NULL)");
    const select = 'SELECT t.id, t.name AS title, u.label, u.id AS id FROM t LEFT JOIN u ON u.id = t.id';
    const list = new SqlList<Record<string, unknown>>(db, { select, from: 't', sort: {}, defaultOrder: 't.id', idColumn: 't.id' });
    const expected = db.prepare(`${select} ORDER BY t.id`).all();
    expect(list.rows(new Where(), 't.id')).toEqual(expected);
    expect(list.page(new Where(), 't.id', 0, 4).content).toEqual([
      { id: null, title: 'a', label: null },
      { id: 2, title: 'b_1', label: 'second' },
      { id: 3, title: 'b2', label: null },
      { id: null, title: 'c', label: null },
    ]);
    // A statement read again keeps its names (the first read made it return arrays).
    expect(list.rows(new Where().equals('t.id', 2), 't.id')).toEqual([{ id: 2, title: 'b_1', label: 'second' }]);
  });
});

describe('Where.substring and SqlList counts (the member search, migration 23)', () => {
  let db: Db;
  const insert = (nickname: string, phone: string) =>
    Number(db.prepare('INSERT INTO yx_user (username, nickname, phone, create_time) VALUES (?, ?, ?, 0)').run(`u${nickname}${phone}`, nickname, phone).lastInsertRowid);
  const LONG = '一二三四五六七八九十甲乙丙丁戊己庚辛壬癸';
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
    db.exec('DELETE FROM yx_user');
    for (const [nickname, phone] of [['王芳', '13800001111'], ['王芳芳', '13900002222'], ['50%_off "x"', '13800003333'], ['Abc', ''], [`${LONG}${LONG}`, '13800004444'], ['abababababababababababab', '13700000000']]) insert(nickname as string, phone as string);
  });
  afterEach(() => db.close());

  const uids = (column: string, text: string) => {
    const where = new Where().substring('m.uid', MEMBER_SEARCH, column, text);
    return db.prepare(`SELECT uid FROM yx_user m ${where.sql} ORDER BY uid`).pluck().all(...where.params);
  };
  const firstUid = () => db.prepare('SELECT min(uid) FROM yx_user').pluck().get() as number;
  const byLike = (column: string, text: string) => db.prepare(`SELECT uid FROM yx_user WHERE ${column} LIKE ? ESCAPE '\\' ORDER BY uid`).pluck().all(likePattern(text));

  it('finds the same rows from the suffix index as LIKE would: literally, without ASCII case, past 16 characters', () => {
    const fragments: Array<[string, string]> = [
      ['phone', '0000'], ['phone', '1380'], ['phone', '13800001111'], ['phone', '111'], ['phone', '99999'],
      ['nickname', '王芳芳'], ['nickname', '%_o'], ['nickname', '"x"'], ['nickname', 'aBC'], ['nickname', 'ABAB'],
      ['nickname', LONG.slice(3, 19)], ['nickname', `${LONG.slice(5)}${LONG.slice(0, 4)}`], ['nickname', `${LONG}甲`], ['nickname', `${'ab'.repeat(9)}b`],
    ];
    for (const [column, text] of fragments) expect([column, text, uids(column, text)]).toEqual([column, text, byLike(column, text)]);
    expect(uids('phone', '1380')).toEqual([1, 3, 5].map((n) => n + firstUid() - 1));
    // Only the column asked: a name search never matches a phone.
    expect(uids('nickname', '1380')).toEqual([]);
  });

  it('follows new members, edits and deletes', () => {
    const fresh = insert('新会员乙', '13698765432');
    expect(uids('phone', '98765')).toEqual([fresh]);
    db.prepare("UPDATE yx_user SET phone = '13711112222', nickname = '改名会员' WHERE uid = ?").run(fresh);
    expect([uids('phone', '98765'), uids('nickname', '会员乙')]).toEqual([[], []]);
    expect([uids('phone', '1111222'), uids('nickname', '改名会')]).toEqual([[fresh], [fresh]]);
    db.prepare('DELETE FROM yx_user WHERE uid = ?').run(fresh);
    expect([uids('phone', '1111222'), uids('nickname', '改名会')]).toEqual([[], []]);
    expect(db.prepare('SELECT count(*) FROM yx_user_suffix WHERE uid = ?').pluck().get(fresh)).toBe(0);
  });

  it('falls back to LIKE over the indexed table for one or two characters', () => {
    const where = new Where().substring('b.uid', MEMBER_SEARCH, 'nickname', '王芳');
    expect(where.sql).toBe("WHERE b.uid IN (SELECT uid FROM yx_user WHERE nickname LIKE ? ESCAPE '\\')");
    expect(uids('nickname', '王芳')).toEqual(byLike('nickname', '王芳'));
    expect(uids('nickname', '%')).toEqual(byLike('nickname', '%'));
    expect(new Where().substring('m.uid', MEMBER_SEARCH, 'nickname', '').sql).toBe('');
  });

  it('counts a filter once per database version: the total follows every write', () => {
    const list = new SqlList<unknown>(db, { select: 'SELECT * FROM yx_user m', from: 'yx_user m', sort: {}, defaultOrder: 'uid', idColumn: 'uid' }, dbVersionReader(db));
    const where = () => new Where().substring('m.uid', MEMBER_SEARCH, 'nickname', '王芳');
    expect(list.page(where(), 'uid', 0, 1).totalElements).toBe(2);
    insert('王芳', '');
    expect(list.page(where(), 'uid', 0, 1).totalElements).toBe(3);
  });
});
