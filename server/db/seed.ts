import type { Db } from './connection';
import type { Declarations, RetiredMenu, SeedDict } from './declared';
import { assembleMenuTree, type MenuFolder, type MenuPlacement, type SeedMenu } from './seed-menus';

export type { SeedDict } from './declared';

export const DEFAULT_PASSWORD = '123456';

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
  /**
   * Its pages (with their buttons) in the menu tree, each in a declared top-level folder
   * by that folder's path: `{ folder: 'member', sort: 1, menu: page(...) }`. Inserted by
   * the menus resource; databases seeded before get the missing ones at start-up
   * (db/declared.ts).
   */
  menus?: readonly MenuPlacement[];
  /** Top-level folders it declares (by path, at a sparse place); shown once a page is in one. */
  folders?: readonly MenuFolder[];
  /** Pages an earlier seed had and this one dropped, to leave databases seeded before. */
  retiredMenus?: readonly RetiredMenu[];
  /** Its status dictionaries (inserted by the dicts resource; added to older databases too). */
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

/** The whole seeded menu tree of these resources: their folders holding their pages. */
export const seedMenuTree = (resources: readonly { seed?: ResourceSeed }[]): SeedMenu[] =>
  assembleMenuTree(
    resources.flatMap((r) => r.seed?.folders ?? []),
    resources.flatMap((r) => r.seed?.menus ?? []),
  );

/** Every resource's dictionaries, by their place. */
export const seedDicts = (resources: readonly { seed?: ResourceSeed }[]): SeedDict[] =>
  resources.flatMap((r) => r.seed?.dicts ?? []).sort((a, b) => a.sort - b.sort);

/** Everything the resources declare that a database seeded before is brought up to (db/declared.ts). */
export const declarationsOf = (resources: readonly { seed?: ResourceSeed }[]): Declarations => ({
  menus: seedMenuTree(resources),
  dicts: seedDicts(resources),
  retiredMenus: resources.flatMap((r) => r.seed?.retiredMenus ?? []),
});

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
    dicts: seedDicts(resources),
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
