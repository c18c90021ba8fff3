import type { Db } from './connection';
import { assembleMenuTree, type MenuPlacement, type SeedMenu } from './seed-menus';

export const DEFAULT_PASSWORD = '123456';

/** A status dictionary and its entries; values are numeric strings, as in the originals. */
export interface SeedDict {
  name: string;
  remark: string;
  entries: ReadonlyArray<readonly [label: string, value: string]>;
  /** Its place among all seeded dictionaries (their ids follow it). */
  sort: number;
}

/** What a resource's seed step is given, inside the one seeding transaction. */
export interface SeedContext {
  db: Db;
  /** The creation time of every seeded row. */
  at: number;
  /** A bcrypt hash of DEFAULT_PASSWORD, a fresh one per call (made before the transaction). */
  defaultPasswordHash: () => string;
  /** Every resource's menu entries, assembled into the one tree. */
  menus: readonly SeedMenu[];
  /** Every resource's dictionaries, in their order. */
  dicts: readonly SeedDict[];
  /**
   * Whether the demo data goes in (products, rules, members, reviews...): `SEED_DEMO=0`
   * gives an empty shop (CONTRACT-SHOP decisions), the rest of the seed stays. Absent (a
   * migration giving an older database the base rows): no demo data.
   */
  demo?: boolean;
}

export type SeedStep = (seed: SeedContext) => void;

/** What a resource puts into a new database. */
export interface ResourceSeed {
  /** Its own rows; runs in registration order (after the resources it refers to). */
  rows?: SeedStep;
  /** Its pages and buttons in the menu tree (inserted by the menus resource). */
  menus?: readonly MenuPlacement[];
  /** Its status dictionaries (inserted by the dicts resource). */
  dicts?: readonly SeedDict[];
  /** How many DEFAULT_PASSWORD hashes its rows take. */
  passwords?: number;
}

export interface SeedDeps {
  now: () => number;
  hashPassword: (plain: string) => Promise<string>;
  /** Seed the demo data too (default true). */
  demo?: boolean;
}

/** The whole seeded menu tree of these resources. */
export const seedMenuTree = (resources: readonly { seed?: ResourceSeed }[]): SeedMenu[] =>
  assembleMenuTree(resources.flatMap((r) => r.seed?.menus ?? []));

/**
 * Fills an empty database with a shop's starting data, once: every resource's rows, in
 * registration order, and the `seeded_at` marker in `app_meta`, all in one transaction,
 * so a restart neither loses nor duplicates anything. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, deps: SeedDeps, resources: readonly { seed?: ResourceSeed }[]): Promise<boolean> {
  const isSeeded = db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'");
  if (isSeeded.get()) return false;
  // bcrypt is async and cannot run inside a synchronous better-sqlite3 transaction.
  const hashes: string[] = [];
  for (const r of resources) for (let i = 0; i < (r.seed?.passwords ?? 0); i++) hashes.push(await deps.hashPassword(DEFAULT_PASSWORD));
  const t = deps.now();
  const context: SeedContext = {
    db,
    at: t,
    defaultPasswordHash: () => {
      const hash = hashes.shift();
      if (hash === undefined) throw new Error('a seed used more default-password hashes than its resource declares');
      return hash;
    },
    menus: seedMenuTree(resources),
    dicts: resources.flatMap((r) => r.seed?.dicts ?? []).sort((a, b) => a.sort - b.sort),
    demo: deps.demo ?? true,
  };

  const seed = db.transaction((): boolean => {
    if (isSeeded.get()) return false;
    for (const r of resources) r.seed?.rows?.(context);
    db.prepare("INSERT INTO app_meta (key, value) VALUES ('seeded_at', ?)").run(String(t));
    return true;
  });
  return seed.immediate();
}
