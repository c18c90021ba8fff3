import type { Db } from '../db/connection';
import { VersionedCache, type DbVersion } from '../db/version';
import { formatDateTime } from '../shared/time';
import { assembleTree, bySortThenId, withDescendants, type TreeNode } from '../shared/tree';
import type { DeptDto } from './schemas';

/** A dept as the code sees it: top level has pid 0, times in epoch ms. */
export interface DeptRow {
  id: number;
  pid: number;
  name: string;
  sort: number;
  enabled: boolean;
  createTime: number;
}

export type { DeptDto } from './schemas';

export interface DeptInput {
  name: string;
  /** 0 = top level (stored as NULL). */
  pid: number;
  sort: number;
  enabled: boolean;
}

interface DeptRecord {
  id: number;
  pid: number | null;
  name: string;
  sort: number;
  enabled: number;
  create_time: number;
}

const toRow = (r: DeptRecord): DeptRow => ({
  id: r.id,
  pid: r.pid ?? 0,
  name: r.name,
  sort: r.sort,
  enabled: r.enabled === 1,
  createTime: r.create_time,
});

/**
 * The dept table. It is small (a company's departments), so reads take the whole
 * table from a cache refreshed when the database changes, and filter in memory.
 * Walks keep a visited set: even a pid cycle written by hand cannot hang them.
 */
export class DeptRepository {
  private readonly rowsCache: VersionedCache<'all', { rows: readonly DeptRow[]; children: ReadonlyMap<number, readonly DeptRow[]> }>;
  private readonly selectAll;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly usersIn;
  private readonly rolesIn;
  private readonly byName;

  constructor(db: Db, version: DbVersion) {
    this.rowsCache = new VersionedCache(version);
    this.selectAll = db.prepare<[], DeptRecord>('SELECT * FROM depts');
    this.insertStmt = db.prepare('INSERT INTO depts (pid, name, sort, enabled, create_time) VALUES (?, ?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE depts SET pid = ?, name = ?, sort = ?, enabled = ? WHERE id = ?');
    this.deleteStmt = db.prepare('DELETE FROM depts WHERE id = ?');
    this.usersIn = db.prepare<[string], number>('SELECT COUNT(*) FROM users WHERE dept_id IN (SELECT value FROM json_each(?))').pluck();
    this.byName = db.prepare<[number, string], number>('SELECT id FROM depts WHERE ifnull(pid, 0) = ? AND name = ?').pluck();
    this.rolesIn = db.prepare<[string], number>('SELECT COUNT(*) FROM roles_depts WHERE dept_id IN (SELECT value FROM json_each(?))').pluck();
  }

  private table() {
    return this.rowsCache.get('all', () => {
      const rows = this.selectAll.all().map(toRow).sort(bySortThenId);
      const children = new Map<number, DeptRow[]>();
      for (const r of rows) {
        const list = children.get(r.pid);
        if (list) list.push(r);
        else children.set(r.pid, [r]);
      }
      return { rows, children };
    });
  }

  /** Every dept, siblings by sort then id. */
  all(): readonly DeptRow[] {
    return this.table().rows;
  }

  find(id: number): DeptRow | null {
    return this.all().find((d) => d.id === id) ?? null;
  }

  childrenOf(pid: number): readonly DeptRow[] {
    return this.table().children.get(pid) ?? [];
  }

  /**
   * The ids and everything below them. With `enabledOnly`, a disabled dept below
   * the starting ones is left out together with its own subtree (eladmin's rule for
   * data scope and the user list's dept filter); the starting ids are always in.
   */
  withDescendants(ids: Iterable<number>, enabledOnly: boolean): Set<number> {
    return withDescendants(this.all(), ids, (d) => !enabledOnly || d.enabled);
  }

  /** Whether `candidate` lies below `id` (the edit check against making a dept its own descendant). */
  isBelow(candidate: number, id: number): boolean {
    const below = this.withDescendants([id], false);
    below.delete(id);
    return below.has(candidate);
  }

  toDto(row: DeptRow): DeptDto {
    const subCount = this.childrenOf(row.id).length;
    return {
      id: row.id,
      name: row.name,
      pid: row.pid,
      sort: row.sort,
      enabled: row.enabled,
      hasChildren: subCount > 0,
      subCount,
      leaf: subCount === 0,
      label: row.name,
      createTime: formatDateTime(row.createTime),
    };
  }

  /**
   * Nests `rows` by pid; a row whose parent is not among them becomes a root
   * (a data scope may hide the parent).
   */
  nest(rows: readonly DeptRow[]): DeptDto[] {
    const toDtos = (nodes: readonly TreeNode<DeptRow>[]): DeptDto[] =>
      nodes.map((n) => {
        const dto = this.toDto(n.item);
        if (n.children.length > 0) dto.children = toDtos(n.children);
        return dto;
      });
    return toDtos(assembleTree(rows, 'root'));
  }

  /** The dept named `name` directly under `pid` (0 = top level), if any. */
  nameOwner(pid: number, name: string): number | null {
    return this.byName.get(pid, name) ?? null;
  }

  create(input: DeptInput, at: number): number {
    return Number(this.insertStmt.run(input.pid === 0 ? null : input.pid, input.name, input.sort, input.enabled ? 1 : 0, at).lastInsertRowid);
  }

  update(id: number, input: DeptInput): void {
    this.updateStmt.run(input.pid === 0 ? null : input.pid, input.name, input.sort, input.enabled ? 1 : 0, id);
  }

  /** Deletes the depts; the foreign key takes each one's subtree too. */
  delete(ids: readonly number[]): void {
    for (const id of ids) this.deleteStmt.run(id);
  }

  hasUsers(ids: ReadonlySet<number>): boolean {
    return this.usersIn.get(JSON.stringify([...ids]))! > 0;
  }

  hasRoles(ids: ReadonlySet<number>): boolean {
    return this.rolesIn.get(JSON.stringify([...ids]))! > 0;
  }
}
