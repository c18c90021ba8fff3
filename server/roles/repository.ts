import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { formatDateTime } from '../shared/time';
import { samePieces, storedPieces } from '../http/grants';

export const DATA_SCOPES = ['全部', '本级', '自定义'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** The role of the wire (docs/system-wire.md): yshop names, eladmin's `depts` kept. */
export interface RoleDto {
  id: number;
  name: string;
  level: number;
  dataScope: DataScope;
  remark: string | null;
  permission: string;
  depts: { id: number; name: string }[];
  menus: { id: number; pid: number }[];
  createTime: string;
}

export interface RoleInput {
  name: string;
  permission: string;
  level: number;
  dataScope: DataScope;
  remark: string | null;
  /** Only kept for 自定义. */
  deptIds: readonly number[];
}

export interface RoleFilter {
  blurry?: string | undefined;
  createTime: [number, number] | null;
}

/** What the level rule and data scope need of a role. */
export interface RoleGrant {
  id: number;
  level: number;
  dataScope: DataScope;
}

interface RoleRecord {
  id: number;
  name: string;
  permission: string;
  level: number;
  data_scope: DataScope;
  description: string | null;
  create_time: number;
}

/** Sortable role columns: API name -> SQL, a closed list. */
export const ROLE_SORT = { id: 'id', name: 'name', level: 'level', createTime: 'create_time', permission: 'permission' } as const;

/** The roles' own order: most powerful first. */
export const BY_LEVEL = 'level ASC, id ASC';

export class RoleRepository {
  private readonly list;
  private readonly findStmt;
  private readonly byName;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly clearDepts;
  private readonly linkDept;
  private readonly clearMenus;
  private readonly linkMenu;
  private readonly deptsOf;
  private readonly menusOf;
  private readonly grantsOfUser;
  private readonly deptIdsOfRole;
  private readonly usersOf;
  private readonly existing;
  private readonly permissions;
  private readonly authorityTexts;

  constructor(private readonly db: Db) {
    this.list = new SqlList<RoleRecord>(db, { select: 'SELECT * FROM roles', from: 'roles', sort: ROLE_SORT, defaultOrder: BY_LEVEL, idColumn: 'id' });
    this.findStmt = db.prepare<[number], RoleRecord>('SELECT * FROM roles WHERE id = ?');
    this.byName = db.prepare<[string], number>('SELECT id FROM roles WHERE name = ?').pluck();
    this.insertStmt = db.prepare(
      'INSERT INTO roles (name, permission, level, data_scope, description, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.updateStmt = db.prepare('UPDATE roles SET name = ?, permission = ?, level = ?, data_scope = ?, description = ? WHERE id = ?');
    this.deleteStmt = db.prepare('DELETE FROM roles WHERE id = ?');
    this.clearDepts = db.prepare('DELETE FROM roles_depts WHERE role_id = ?');
    this.linkDept = db.prepare('INSERT OR IGNORE INTO roles_depts (role_id, dept_id) VALUES (?, ?)');
    this.clearMenus = db.prepare('DELETE FROM roles_menus WHERE role_id = ?');
    this.linkMenu = db.prepare('INSERT OR IGNORE INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
    const forRoles = 'IN (SELECT value FROM json_each(?))';
    this.deptsOf = db.prepare<[string], { role_id: number; id: number; name: string }>(
      `SELECT rd.role_id, d.id, d.name FROM roles_depts rd JOIN depts d ON d.id = rd.dept_id WHERE rd.role_id ${forRoles} ORDER BY d.sort, d.id`,
    );
    this.menusOf = db.prepare<[string], { role_id: number; id: number; pid: number | null }>(
      `SELECT rm.role_id, m.id, m.pid FROM roles_menus rm JOIN menus m ON m.id = rm.menu_id WHERE rm.role_id ${forRoles} ORDER BY m.id`,
    );
    this.grantsOfUser = db.prepare<[number], { id: number; level: number; data_scope: DataScope }>(
      'SELECT r.id, r.level, r.data_scope FROM users_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ?',
    );
    this.deptIdsOfRole = db.prepare<[number], number>('SELECT dept_id FROM roles_depts WHERE role_id = ?').pluck();
    this.usersOf = db.prepare<[string], number>(`SELECT COUNT(*) FROM users_roles WHERE role_id ${forRoles}`).pluck();
    this.existing = db.prepare<[string], RoleRecord>(`SELECT * FROM roles WHERE id ${forRoles}`);
    this.permissions = db.prepare<[], { id: number; permission: string }>('SELECT id, permission FROM roles');
    this.authorityTexts = db
      .prepare<[number, number], string>(
        `SELECT permission FROM roles WHERE id = ?
         UNION ALL SELECT m.permission FROM roles_menus rm JOIN menus m ON m.id = rm.menu_id
          WHERE rm.role_id = ? AND m.permission IS NOT NULL`,
      )
      .pluck();
  }

  private where(f: RoleFilter): Where {
    return new Where().contains(['name', 'description'], f.blurry).between('create_time', f.createTime);
  }

  /** The ORDER BY for a request's `sort` (closed list; by level by default). */
  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  page(f: RoleFilter, order: string, page: number, size: number): Page<RoleDto> {
    const { content, totalElements } = this.list.page(this.where(f), order, page, size);
    return { content: this.toDtos(content), totalElements };
  }

  all(f: RoleFilter, order: string): RoleDto[] {
    return this.toDtos(this.list.rows(this.where(f), order));
  }

  find(id: number): RoleDto | null {
    const r = this.findStmt.get(id);
    return r ? this.toDtos([r])[0]! : null;
  }

  /** What holding the role grants: its permission's pieces and its menus' (as the authority loader reads them). */
  authoritiesOf(roleId: number): Set<string> {
    return new Set(this.authorityTexts.all(roleId, roleId).flatMap(storedPieces));
  }

  /** The stored roles among `ids` (unknown ids are simply absent). */
  findMany(ids: readonly number[]): RoleGrant[] {
    return this.existing.all(JSON.stringify(ids)).map((r) => ({ id: r.id, level: r.level, dataScope: r.data_scope }));
  }

  nameOwner(name: string): number | null {
    return this.byName.get(name) ?? null;
  }

  /** The role whose permission grants the same pieces (`a,b` and `a, b` are one); a handful of rows. */
  permissionOwner(permission: string): number | null {
    const wanted = samePieces(permission);
    return this.permissions.all().find((r) => samePieces(r.permission) === wanted)?.id ?? null;
  }

  /** The permission strings of every role but `exceptId`. */
  permissionsExcept(exceptId: number | null): string[] {
    return this.permissions.all().filter((r) => r.id !== exceptId).map((r) => r.permission);
  }

  create(input: RoleInput, at: number): number {
    const id = Number(
      this.insertStmt.run(input.name, input.permission, input.level, input.dataScope, input.remark, at).lastInsertRowid,
    );
    this.setDepts(id, input);
    return id;
  }

  update(id: number, input: RoleInput): void {
    this.updateStmt.run(input.name, input.permission, input.level, input.dataScope, input.remark, id);
    this.setDepts(id, input);
  }

  private setDepts(id: number, input: RoleInput): void {
    this.clearDepts.run(id);
    if (input.dataScope !== '自定义') return;
    for (const deptId of input.deptIds) this.linkDept.run(id, deptId);
  }

  /** Replaces the role's menus. */
  setMenus(id: number, menuIds: readonly number[]): void {
    this.clearMenus.run(id);
    for (const menuId of menuIds) this.linkMenu.run(id, menuId);
  }

  delete(ids: readonly number[]): void {
    for (const id of ids) this.deleteStmt.run(id);
  }

  hasUsers(ids: readonly number[]): boolean {
    return this.usersOf.get(JSON.stringify(ids))! > 0;
  }

  grantsOf(userId: number): RoleGrant[] {
    return this.grantsOfUser.all(userId).map((r) => ({ id: r.id, level: r.level, dataScope: r.data_scope }));
  }

  deptIdsOf(roleId: number): number[] {
    return this.deptIdsOfRole.all(roleId);
  }

  /** Rows -> DTOs with their depts and menus read in one query each for all of them. */
  private toDtos(rows: readonly RoleRecord[]): RoleDto[] {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((r) => r.id));
    const depts = new Map<number, { id: number; name: string }[]>();
    for (const d of this.deptsOf.all(ids)) push(depts, d.role_id, { id: d.id, name: d.name });
    const menus = new Map<number, { id: number; pid: number }[]>();
    for (const m of this.menusOf.all(ids)) push(menus, m.role_id, { id: m.id, pid: m.pid ?? 0 });
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      level: r.level,
      dataScope: r.data_scope,
      remark: r.description,
      permission: r.permission,
      depts: depts.get(r.id) ?? [],
      menus: menus.get(r.id) ?? [],
      createTime: formatDateTime(r.create_time),
    }));
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
