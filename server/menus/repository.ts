import type { Db } from '../db/connection';
import { VersionedCache, type DbVersion } from '../db/version';
import { withDescendants } from '../shared/tree';
import type { MenuRow } from './types';

interface MenuRecord {
  id: number;
  pid: number | null;
  type: 0 | 1 | 2;
  name: string;
  path: string | null;
  component: string | null;
  component_name: string | null;
  icon: string | null;
  sort: number;
  i_frame: number;
  cache: number;
  hidden: number;
  permission: string | null;
  create_time: number;
}

/** A menu as written by POST/PUT: a row before the database gives it an id and a time. */
export type MenuInput = Omit<MenuRow, 'id' | 'createTime'>;

const toRow = (r: MenuRecord): MenuRow => ({
  id: r.id,
  pid: r.pid ?? 0,
  type: r.type,
  name: r.name,
  path: r.path,
  component: r.component,
  componentName: r.component_name,
  icon: r.icon,
  sort: r.sort,
  iFrame: r.i_frame === 1,
  cache: r.cache === 1,
  hidden: r.hidden === 1,
  permission: r.permission,
  createTime: r.create_time,
});

const params = (m: MenuInput): unknown[] => [
  m.pid === 0 ? null : m.pid,
  m.type,
  m.name,
  m.path,
  m.component,
  m.componentName,
  m.icon,
  m.sort,
  m.iFrame ? 1 : 0,
  m.cache ? 1 : 0,
  m.hidden ? 1 : 0,
  m.permission,
];

/**
 * The menu table. Reads of the whole table are cached until the database
 * changes, so per-request work for `menus/build` stays small.
 */
export class MenuRepository {
  private readonly rowsCache: VersionedCache<'all', readonly MenuRow[]>;
  private readonly selectAll;
  private readonly selectOne;
  private readonly roleIdsStmt;
  private readonly menuIdsForRolesStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly byComponentName;
  private readonly linkAdminRoles;

  constructor(
    private readonly db: Db,
    version: DbVersion,
  ) {
    this.rowsCache = new VersionedCache(version);
    this.selectAll = db.prepare<[], MenuRecord>('SELECT * FROM menus');
    this.selectOne = db.prepare<[number], MenuRecord>('SELECT * FROM menus WHERE id = ?');
    this.roleIdsStmt = db
      .prepare<[number], number>('SELECT role_id FROM users_roles WHERE user_id = ? ORDER BY role_id')
      .pluck();
    this.menuIdsForRolesStmt = db
      .prepare<[string], number>(
        'SELECT DISTINCT menu_id FROM roles_menus WHERE role_id IN (SELECT value FROM json_each(?))',
      )
      .pluck();
    this.insertStmt = db.prepare(`INSERT INTO menus
      (pid, type, name, path, component, component_name, icon, sort, i_frame, cache, hidden, permission, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.updateStmt = db.prepare(`UPDATE menus SET
      pid = ?, type = ?, name = ?, path = ?, component = ?, component_name = ?, icon = ?, sort = ?,
      i_frame = ?, cache = ?, hidden = ?, permission = ? WHERE id = ?`);
    this.deleteStmt = db.prepare('DELETE FROM menus WHERE id = ?');
    this.byComponentName = db.prepare<[string], { id: number }>('SELECT id FROM menus WHERE component_name = ?');
    // The roles holding `admin` get every new menu, so their role-menu links stay whole.
    this.linkAdminRoles = db.prepare(
      "INSERT OR IGNORE INTO roles_menus (role_id, menu_id) SELECT id, ? FROM roles WHERE permission = 'admin'",
    );
  }

  all(): readonly MenuRow[] {
    return this.rowsCache.get('all', () => this.selectAll.all().map(toRow));
  }

  find(id: number): MenuRow | null {
    const r = this.selectOne.get(id);
    return r ? toRow(r) : null;
  }

  roleIdsOf(userId: number): number[] {
    return this.roleIdsStmt.all(userId);
  }

  menuIdsForRoles(roleIds: readonly number[]): Set<number> {
    // json_each keeps the statement prepared once whatever the number of roles.
    return new Set(this.menuIdsForRolesStmt.all(JSON.stringify(roleIds)));
  }

  componentNameOwner(componentName: string): number | null {
    return this.byComponentName.get(componentName)?.id ?? null;
  }

  create(input: MenuInput, at: number): MenuRow {
    const id = this.db.transaction(() => {
      const newId = Number(this.insertStmt.run(...params(input), at).lastInsertRowid);
      this.linkAdminRoles.run(newId);
      return newId;
    })();
    return this.find(id)!;
  }

  update(id: number, input: MenuInput): void {
    this.updateStmt.run(...params(input), id);
  }

  /** Deletes each menu; the foreign keys take its subtree and role links with it. */
  deleteWithSubtrees(ids: readonly number[]): void {
    this.db.transaction(() => {
      for (const id of ids) this.deleteStmt.run(id);
    })();
  }

  /** Ids of every menu below `id` (not including it), level by level. */
  descendantsOf(id: number): Set<number> {
    const below = withDescendants(this.all(), [id]);
    below.delete(id);
    return below;
  }
}
