import type Database from 'better-sqlite3';
import type { Db } from './connection';

/**
 * Prepared statements for SQL assembled from fixed fragments (a list's optional
 * filters and its sort), compiled once per distinct text. The number of texts is
 * bounded by the fragment combinations; the cache is cleared if it ever grows large.
 */
export class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
  ) {}

  get(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size >= this.maxEntries) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }
}
