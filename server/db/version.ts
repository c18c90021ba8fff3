import type { Db } from './connection';

/**
 * A cheap stamp that changes whenever the database content may have changed:
 * `total_changes()` moves on every write through this connection (repository
 * or not), `PRAGMA data_version` on every commit by another connection. Caches
 * of derived data (built menus, authorities) compare it instead of guessing
 * which writes matter.
 */
export type DbVersion = () => string;

export function dbVersionReader(db: Db): DbVersion {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  // `data_version` takes a read lock on the file (about 10 us, as much as the rest of a
  // menu request's own work); `total_changes()` costs next to nothing. So the other
  // connections' part is read once per turn of the event loop, whatever the number of
  // requests served in it (issue 30): the requests of one turn arrived before it began,
  // so a commit by another process landing during the turn is no different from one
  // landing just after their answers. Writes through this connection always show at once.
  let outside: number | undefined;
  const forget = (): void => {
    outside = undefined;
  };
  // The last stamp, so that reading an unchanged one allocates nothing.
  let stamp = '';
  let stampOutside: number | undefined;
  let stampChanges: number | undefined;
  return () => {
    if (outside === undefined) {
      outside = dataVersion.get()!;
      setImmediate(forget);
    }
    const changes = totalChanges.get()!;
    if (outside !== stampOutside || changes !== stampChanges) {
      stamp = `${outside}:${changes}`;
      stampOutside = outside;
      stampChanges = changes;
    }
    return stamp;
  };
}

/** One value per key, recomputed when the database stamp moves. */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, { version: string; value: V }>();

  constructor(
    private readonly version: DbVersion,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, compute: () => V): V {
    const v = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === v) return hit.value;
    const value = compute();
    // Computing may itself write nothing, so the stamp read before still holds.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version: v, value });
    return value;
  }
}
