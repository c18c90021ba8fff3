import type { Statement } from 'better-sqlite3';
import type { Db } from './connection';
import { StatementCache } from './statement-cache';
import { VersionedCache, type DbVersion } from './version';

/**
 * The shortest text looked up in a suffix index: one or two characters are in so many rows
 * that reading the table until a page is full (LIKE) is cheaper than collecting every match.
 */
export const SUFFIX_MIN = 3;
/** How many characters of each suffix the index keeps (migration 23). */
export const SUFFIX_LENGTH = 16;
/** Above every character: `text < prefix + TOP` holds for each text starting with `prefix`. */
const TOP = '\u{10FFFF}';

/**
 * Every suffix of some text columns of a table, in a B-tree (kept by triggers, as migration 23
 * makes them): `suffixes (col, text, <rowid>)` holds, for the column numbered `col`, the first
 * `SUFFIX_LENGTH` characters of each suffix, ASCII lower-cased. A text contains a fragment
 * exactly when one of its suffixes starts with it: one range of the index.
 */
export interface SuffixIndex {
  suffixes: string;
  /** Each searchable column's number in `suffixes`. */
  columns: Readonly<Record<string, number>>;
  /** The indexed table and its rowid column (also the suffix table's row column). */
  table: string;
  rowid: string;
}

/** SQLite's `lower()` without ICU, which the index was built with: ASCII letters only. */
const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Escapes LIKE wildcards so a search for `a_b` finds that text literally (used with ESCAPE '\'). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** API field -> SQL column: the only names a request's `sort` can reach. */
export type SortMap = Readonly<Record<string, string>>;

/**
 * Spring's `sort=field,dir` (repeatable) as an ORDER BY clause. Only the fields of
 * `columns` are honoured; anything else is ignored, so the clause is always built from a
 * closed list and never from the request's text. `idColumn` ends the clause as a
 * tie-breaker so pages do not overlap.
 */
export function orderBy(sort: string | readonly string[] | undefined, columns: SortMap, fallback: string, idColumn: string): string {
  const parts: string[] = [];
  let hasId = false;
  for (const entry of typeof sort === 'string' ? [sort] : (sort ?? [])) {
    const [field = '', dir = 'asc'] = entry.split(',').map((s) => s.trim());
    const column = Object.prototype.hasOwnProperty.call(columns, field) ? columns[field] : undefined;
    if (!column) continue;
    if (column === idColumn) hasId = true;
    parts.push(`${column} ${dir.toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`);
  }
  if (parts.length === 0) return fallback;
  if (!hasId) parts.push(`${idColumn} ASC`);
  return parts.join(', ');
}

/**
 * A list's WHERE clause, from optional filters: each method adds its condition only when
 * it is given a value (undefined, null and '' mean "no filter"). Values are always bound
 * parameters; column names come from the calling code.
 */
export class Where {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** Any SQL condition with its parameters. */
  add(sql: string, ...params: unknown[]): this {
    this.clauses.push(sql);
    this.params.push(...params);
    return this;
  }

  equals(column: string, value: string | number | null | undefined): this {
    return value === undefined || value === null || value === '' ? this : this.add(`${column} = ?`, value);
  }

  /** A 0/1 column against a true/false filter. */
  flag(column: string, value: boolean | undefined): this {
    return value === undefined ? this : this.add(`${column} = ?`, value ? 1 : 0);
  }

  /** The blurry search: `text` as a literal substring of any of the columns. */
  contains(columns: readonly string[], text: string | undefined): this {
    if (!text) return this;
    const like = likePattern(text);
    return this.add(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...columns.map(() => like));
  }

  /**
   * `text` as a literal substring of `column` (ASCII case aside, as LIKE) of the rows `id`
   * names in `search`'s table: from the suffix index when it is long enough, else by LIKE over
   * that table alone (never over a larger table joined to it: a member's bills are found
   * through the members).
   */
  substring(id: string, search: SuffixIndex, column: string, text: string | undefined): this {
    if (!text) return this;
    const col = search.columns[column];
    const chars = [...asciiLower(text)];
    if (col === undefined || chars.length < SUFFIX_MIN) {
      return this.add(`${id} IN (SELECT ${search.rowid} FROM ${search.table} WHERE ${column} LIKE ? ESCAPE '\\')`, likePattern(text));
    }
    const folded = chars.join('');
    if (chars.length <= SUFFIX_LENGTH) {
      return this.add(`${id} IN (SELECT ${search.rowid} FROM ${search.suffixes} WHERE col = ? AND text >= ? AND text < ?)`, col, folded, folded + TOP);
    }
    // Longer than a kept suffix: its first characters find the candidates, the column decides.
    return this.add(
      `${id} IN (SELECT s.${search.rowid} FROM ${search.suffixes} s JOIN ${search.table} t ON t.${search.rowid} = s.${search.rowid} WHERE s.col = ? AND s.text = ? AND instr(lower(t.${column}), ?) > 0)`,
      col,
      chars.slice(0, SUFFIX_LENGTH).join(''),
      folded,
    );
  }

  /** A `[from, to]` range, both ends included (the date pickers' 00:00:00-23:59:59). */
  between(column: string, range: readonly [number, number] | null | undefined): this {
    return range ? this.add(`${column} BETWEEN ? AND ?`, range[0], range[1]) : this;
  }

  /** A range whose ends are each optional (yshop's `startTime` without `endTime`). */
  within(column: string, [from, to]: readonly [number | undefined, number | undefined]): this {
    if (from !== undefined) this.add(`${column} >= ?`, from);
    return to === undefined ? this : this.add(`${column} <= ?`, to);
  }

  /** `column` among `ids` (a data scope, a subtree); with `orNull`, rows of none pass too. */
  among(column: string, ids: Iterable<number> | null | undefined, orNull = false): this {
    if (!ids) return this;
    const among = `${column} IN (SELECT value FROM json_each(?))`;
    return this.add(orNull ? `(${column} IS NULL OR ${among})` : among, JSON.stringify([...ids]));
  }

  get sql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** One row's values under its column names (a later column of the same name wins, as in better-sqlite3's own objects). */
function rowOf(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
  return row;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface ListTable {
  /** `SELECT ... FROM table alias [JOIN ...]`: what a row is read with. */
  select: string;
  /** `table alias`: what the total counts (filters name the same alias). */
  from: string;
  /** The closed sort map, the default order and the id column that breaks ties. */
  sort: SortMap;
  defaultOrder: string;
  idColumn: string;
}

/**
 * One list of the admin screens over one table: filters (a `Where`), the closed sort
 * map, pages with their total, and the whole filtered list for exports. Statements are
 * prepared once per distinct filter combination and order.
 */
export class SqlList<R> {
  private readonly statements: StatementCache;
  private readonly counts: VersionedCache<string, number> | undefined;
  private readonly names = new WeakMap<Statement, readonly string[]>();

  /**
   * With `version`, a filter's total is counted once per database version: the pager asks it
   * again with every page, and counting a large table is most of a page's work.
   */
  constructor(
    db: Db,
    private readonly table: ListTable,
    version?: DbVersion,
  ) {
    this.statements = new StatementCache(db);
    this.counts = version ? new VersionedCache(version) : undefined;
  }

  order(sort: string | readonly string[] | undefined): string {
    return orderBy(sort, this.table.sort, this.table.defaultOrder, this.table.idColumn);
  }

  rows(where: Where, order: string, limit?: number): R[] {
    if (limit === undefined) return this.read(`${this.table.select} ${where.sql} ORDER BY ${order}`, where.params);
    return this.read(`${this.table.select} ${where.sql} ORDER BY ${order} LIMIT ?`, [...where.params, limit]);
  }

  /**
   * Rows as objects named by their columns. better-sqlite3 builds an object per row with its
   * names looked up anew for every column, which for a wide row (a member is 28 columns) was
   * most of a page's SQL time; reading the values as arrays and naming them here costs half.
   */
  private read(sql: string, params: readonly unknown[]): R[] {
    const statement = this.statements.get(sql);
    let names = this.names.get(statement);
    if (!names) {
      names = statement.columns().map((c) => c.name);
      statement.raw(true);
      this.names.set(statement, names);
    }
    return (statement.all(...params) as unknown[][]).map((values) => rowOf(names, values) as R);
  }

  count(where: Where): number {
    const count = () => this.statements.get(`SELECT COUNT(*) FROM ${this.table.from} ${where.sql}`).pluck().get(...where.params) as number;
    return this.counts ? this.counts.get(`${where.sql}|${JSON.stringify(where.params)}`, count) : count();
  }

  page(where: Where, order: string, page: number, size: number): Page<R> {
    const content = this.read(`${this.table.select} ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`, [...where.params, size, page * size]);
    return { content, totalElements: this.count(where) };
  }
}
