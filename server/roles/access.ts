import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { VersionedCache, type DbVersion } from '../db/version';
import { NO_ROLE_LEVEL } from '../http/level';
import type { RoleRepository } from './repository';

/** What the level rule and the data scope of a caller come to. */
export interface CallerAccess {
  /** The smallest level among the caller's roles (smaller = more power). */
  level: number;
  /** The depts whose users (and depts, jobs) the caller may see; null = no limit. */
  scope: ReadonlySet<number> | null;
}

/**
 * eladmin's level rule and data scope for a caller, cached until the database changes.
 * Data scope: any role with 全部 means no limit; otherwise the union of 本级 (the
 * caller's own dept, without children) and 自定义 (each role's depts plus their
 * enabled descendants).
 */
export class AccessResolver {
  private readonly cache: VersionedCache<number, CallerAccess>;
  private readonly deptOf;

  constructor(
    db: Db,
    version: DbVersion,
    private readonly roles: RoleRepository,
    private readonly depts: AppContext['depts'],
  ) {
    this.cache = new VersionedCache(version);
    this.deptOf = db.prepare<[number], number | null>('SELECT dept_id FROM users WHERE id = ?').pluck();
  }

  of(userId: number): CallerAccess {
    return this.cache.get(userId, () => {
      const grants = this.roles.grantsOf(userId);
      const level = grants.length > 0 ? Math.min(...grants.map((g) => g.level)) : NO_ROLE_LEVEL;
      if (grants.some((g) => g.dataScope === '全部')) return { level, scope: null };
      const scope = new Set<number>();
      for (const g of grants) {
        if (g.dataScope === '本级') {
          const own = this.deptOf.get(userId);
          if (own !== null && own !== undefined) scope.add(own);
        } else {
          for (const id of this.depts.withDescendants(this.roles.deptIdsOf(g.id), true)) scope.add(id);
        }
      }
      return { level, scope };
    });
  }
}
