import { openDatabase, type Db } from './connection';
import { likePattern, orderBy, SqlList, Where } from './list';

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
});
