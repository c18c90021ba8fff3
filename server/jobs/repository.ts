import type { Db } from '../db/connection';
import { StatementCache } from '../db/statement-cache';
import { likePattern } from '../http/list-query';
import { formatDateTime } from '../shared/time';

/** The job of the wire (system-wire.md). */
export interface JobDto {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  dept: { id: number; name: string } | null;
  createTime: string;
}

export interface JobInput {
  name: string;
  sort: number;
  enabled: boolean;
  deptId: number | null;
}

export interface JobFilter {
  name?: string | undefined;
  enabled?: boolean | undefined;
  deptId?: number | undefined;
  createTime: [number, number] | null;
  /** The caller's data scope: jobs of these depts and jobs of no dept; null = all. */
  scope: ReadonlySet<number> | null;
}

interface JobRecord {
  id: number;
  name: string;
  sort: number;
  enabled: number;
  dept_id: number | null;
  dept_name: string | null;
  create_time: number;
}

/** Sortable job columns; `jobSort` is eladmin's name for `sort`. */
export const JOB_SORT = { id: 'j.id', name: 'j.name', sort: 'j.sort', jobSort: 'j.sort', enabled: 'j.enabled', createTime: 'j.create_time' } as const;

const toDto = (r: JobRecord): JobDto => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  enabled: r.enabled === 1,
  dept: r.dept_id !== null && r.dept_name !== null ? { id: r.dept_id, name: r.dept_name } : null,
  createTime: formatDateTime(r.create_time),
});

const SELECT = 'SELECT j.*, d.name AS dept_name FROM jobs j LEFT JOIN depts d ON d.id = j.dept_id';

export class JobRepository {
  private readonly statements;
  private readonly findStmt;
  private readonly byName;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly usersOf;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    this.findStmt = db.prepare<[number], JobRecord>(`${SELECT} WHERE j.id = ?`);
    this.byName = db.prepare<[string], number>('SELECT id FROM jobs WHERE name = ?').pluck();
    this.insertStmt = db.prepare('INSERT INTO jobs (name, sort, enabled, dept_id, create_time) VALUES (?, ?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE jobs SET name = ?, sort = ?, enabled = ?, dept_id = ? WHERE id = ?');
    this.deleteStmt = db.prepare('DELETE FROM jobs WHERE id = ?');
    this.usersOf = db.prepare<[string], number>('SELECT COUNT(*) FROM users WHERE job_id IN (SELECT value FROM json_each(?))').pluck();
  }

  private where(f: JobFilter): { sql: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (f.name) {
      clauses.push("j.name LIKE ? ESCAPE '\\'");
      params.push(likePattern(f.name));
    }
    if (f.enabled !== undefined) {
      clauses.push('j.enabled = ?');
      params.push(f.enabled ? 1 : 0);
    }
    if (f.deptId !== undefined) {
      clauses.push('j.dept_id = ?');
      params.push(f.deptId);
    }
    if (f.createTime) {
      clauses.push('j.create_time BETWEEN ? AND ?');
      params.push(f.createTime[0], f.createTime[1]);
    }
    if (f.scope) {
      clauses.push('(j.dept_id IS NULL OR j.dept_id IN (SELECT value FROM json_each(?)))');
      params.push(JSON.stringify([...f.scope]));
    }
    return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  page(f: JobFilter, order: string, page: number, size: number): { content: JobDto[]; totalElements: number } {
    const w = this.where(f);
    const rows = this.statements.get(`${SELECT} ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...w.params, size, page * size) as JobRecord[];
    const total = this.statements.get(`SELECT COUNT(*) FROM jobs j ${w.sql}`).pluck().get(...w.params) as number;
    return { content: rows.map(toDto), totalElements: total };
  }

  list(f: JobFilter, order: string): JobDto[] {
    const w = this.where(f);
    return (this.statements.get(`${SELECT} ${w.sql} ORDER BY ${order}`).all(...w.params) as JobRecord[]).map(toDto);
  }

  find(id: number): JobDto | null {
    const r = this.findStmt.get(id);
    return r ? toDto(r) : null;
  }

  nameOwner(name: string): number | null {
    return this.byName.get(name) ?? null;
  }

  create(input: JobInput, at: number): number {
    return Number(this.insertStmt.run(input.name, input.sort, input.enabled ? 1 : 0, input.deptId, at).lastInsertRowid);
  }

  update(id: number, input: JobInput): void {
    this.updateStmt.run(input.name, input.sort, input.enabled ? 1 : 0, input.deptId, id);
  }

  delete(ids: readonly number[]): void {
    for (const id of ids) this.deleteStmt.run(id);
  }

  hasUsers(ids: readonly number[]): boolean {
    return this.usersOf.get(JSON.stringify(ids))! > 0;
  }
}
