import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { formatDateTime } from '../shared/time';
import type { JobDto, JobInput } from './schemas';

export type { JobDto, JobInput } from './schemas';

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
  private readonly list;
  private readonly findStmt;
  private readonly byName;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly usersOf;

  constructor(db: Db) {
    this.list = new SqlList<JobRecord>(db, { select: SELECT, from: 'jobs j', sort: JOB_SORT, defaultOrder: 'j.sort ASC, j.id ASC', idColumn: 'j.id' });
    this.findStmt = db.prepare<[number], JobRecord>(`${SELECT} WHERE j.id = ?`);
    this.byName = db.prepare<[string], number>('SELECT id FROM jobs WHERE name = ?').pluck();
    this.insertStmt = db.prepare('INSERT INTO jobs (name, sort, enabled, dept_id, create_time) VALUES (?, ?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE jobs SET name = ?, sort = ?, enabled = ?, dept_id = ? WHERE id = ?');
    this.deleteStmt = db.prepare('DELETE FROM jobs WHERE id = ?');
    this.usersOf = db.prepare<[string], number>('SELECT COUNT(*) FROM users WHERE job_id IN (SELECT value FROM json_each(?))').pluck();
  }

  private where(f: JobFilter): Where {
    return new Where()
      .contains(['j.name'], f.name)
      .flag('j.enabled', f.enabled)
      .equals('j.dept_id', f.deptId)
      .between('j.create_time', f.createTime)
      .among('j.dept_id', f.scope, true);
  }

  /** The ORDER BY for a request's `sort` (closed list; by sort then id by default). */
  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  page(f: JobFilter, order: string, page: number, size: number): Page<JobDto> {
    const { content, totalElements } = this.list.page(this.where(f), order, page, size);
    return { content: content.map(toDto), totalElements };
  }

  all(f: JobFilter, order: string): JobDto[] {
    return this.list.rows(this.where(f), order).map(toDto);
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
