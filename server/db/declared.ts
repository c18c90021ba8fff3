import type { Db } from './connection';
import type { SeedMenu } from './seed-menus';

/** A status dictionary and its entries; values are numeric strings, as in the originals. */
export interface SeedDict {
  name: string;
  remark: string;
  entries: ReadonlyArray<readonly [label: string, value: string]>;
  /** Its place among all seeded dictionaries (their ids follow it). */
  sort: number;
}

/**
 * A page an earlier seed declared and this one no longer does, by its top-level
 * folder's path, title and view path: it leaves a database seeded before (with its
 * buttons) while it is still as seeded. A retired folder (no component) leaves once
 * nothing is left in it.
 */
export interface RetiredMenu {
  folder: string;
  title: string;
  component?: string;
}

/** What `bringDeclaredUpToDate` changed. */
export interface DeclaredChanges {
  /** Entries inserted, buttons included. */
  menusAdded: number;
  /** Retired pages and folders removed (a page's buttons go with it, uncounted). */
  menusRemoved: number;
  dictsAdded: number;
  dictEntriesAdded: number;
}

/**
 * Inserts every declared menu entry the database lacks, matched by title and permission
 * under its matched parent (a top-level folder by title), never twice: an entry found is
 * left as the operator keeps it (sort, icon, grants). A new entry is given to every
 * `admin` role, and to every `editor` role when marked `editor` (with the folders above
 * it, so that it shows). On an empty table this is the whole seed, in tree order.
 */
export function addDeclaredMenus(db: Db, menus: readonly SeedMenu[], at: number): number {
  const rolesWith = db.prepare<[string], number>('SELECT id FROM roles WHERE permission = ? ORDER BY id').pluck();
  const adminRoles = rolesWith.all('admin');
  const editorRoles = rolesWith.all('editor');
  const find = db.prepare<[number | null, string, string | null], number>('SELECT id FROM menus WHERE pid IS ? AND name = ? AND permission IS ? ORDER BY id LIMIT 1').pluck();
  const insert = db.prepare(`INSERT INTO menus
    (pid, type, name, path, component, component_name, icon, sort, i_frame, cache, hidden, permission, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT OR IGNORE INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
  let added = 0;
  const add = (list: readonly SeedMenu[], pid: number | null, ancestors: readonly number[]): void => {
    list.forEach((m, index) => {
      let id = find.get(pid, m.title, m.permission ?? null);
      if (id === undefined) {
        id = Number(
          insert.run(pid, m.type, m.title, m.path ?? null, m.component ?? null, m.componentName ?? null, m.icon ?? null, m.sort ?? index + 1,
            m.iFrame ? 1 : 0, m.cache ? 1 : 0, m.hidden ? 1 : 0, m.permission ?? null, at).lastInsertRowid,
        );
        added++;
        for (const role of adminRoles) link.run(role, id);
        if (m.editor) for (const role of editorRoles) for (const menu of [...ancestors, id]) link.run(role, menu);
      }
      if (m.children) add(m.children, id, [...ancestors, id]);
    });
  };
  add(menus, null, []);
  return added;
}

/**
 * Removes the retired pages still as an earlier seed wrote them (title and view path in
 * the folder of that path; their buttons go with them), then the retired folders left
 * empty. A page holding anything but buttons stays: someone put it there.
 */
export function removeRetiredMenus(db: Db, retired: readonly RetiredMenu[]): number {
  const folderOf = db.prepare<[string], number>('SELECT id FROM menus WHERE pid IS NULL AND type = 0 AND path = ? ORDER BY id').pluck();
  const pageIn = db.prepare<[number, string, string], number>(
    `SELECT id FROM menus m WHERE pid = ? AND name = ? AND component = ? AND type = 1
       AND NOT EXISTS (SELECT 1 FROM menus c WHERE c.pid = m.id AND c.type <> 2)`,
  ).pluck();
  const isEmpty = db.prepare<[number], number>('SELECT NOT EXISTS (SELECT 1 FROM menus WHERE pid = ?)').pluck();
  const remove = db.prepare('DELETE FROM menus WHERE id = ?');
  let removed = 0;
  for (const r of retired) {
    for (const folder of folderOf.all(r.folder)) {
      if (r.component === undefined) continue;
      for (const id of pageIn.all(folder, r.title, r.component)) removed += remove.run(id).changes;
    }
  }
  const folderNamed = db.prepare<[string, string], number>('SELECT id FROM menus WHERE pid IS NULL AND type = 0 AND path = ? AND name = ?').pluck();
  for (const r of retired.filter((x) => x.component === undefined)) {
    for (const id of folderNamed.all(r.folder, r.title)) if (isEmpty.get(id) === 1) removed += remove.run(id).changes;
  }
  return removed;
}

/**
 * Inserts every declared dictionary the database lacks (by name) with its entries, and
 * the entries an existing one lacks (by value, after its last); labels and entries an
 * operator changed or added stay.
 */
export function addDeclaredDicts(db: Db, dicts: readonly SeedDict[], at: number): { dicts: number; entries: number } {
  const dictNamed = db.prepare<[string], number>('SELECT id FROM dicts WHERE name = ?').pluck();
  const insertDict = db.prepare('INSERT INTO dicts (name, remark, create_time) VALUES (?, ?, ?)');
  const hasValue = db.prepare<[number, string], number>('SELECT 1 FROM dict_details WHERE dict_id = ? AND value = ?').pluck();
  const lastSort = db.prepare<[number], number>('SELECT coalesce(max(sort), 0) FROM dict_details WHERE dict_id = ?').pluck();
  const insertDetail = db.prepare('INSERT INTO dict_details (dict_id, label, value, sort, create_time) VALUES (?, ?, ?, ?, ?)');
  const counts = { dicts: 0, entries: 0 };
  for (const d of [...dicts].sort((a, b) => a.sort - b.sort)) {
    let id = dictNamed.get(d.name);
    if (id === undefined) {
      id = Number(insertDict.run(d.name, d.remark, at).lastInsertRowid);
      counts.dicts++;
    }
    for (const [label, value] of d.entries) {
      if (hasValue.get(id, value) !== undefined) continue;
      insertDetail.run(id, label, value, lastSort.get(id)! + 1, at);
      counts.entries++;
    }
  }
  return counts;
}

/** What the resources declare, assembled (db/seed.ts builds it from RESOURCES). */
export interface Declarations {
  menus: readonly SeedMenu[];
  dicts: readonly SeedDict[];
  retiredMenus: readonly RetiredMenu[];
}

/**
 * Brings a database seeded before up to date with what the resources declare now, in
 * one transaction: retired seeded pages leave, missing menus, buttons and dictionaries
 * come in. Idempotent: a second run changes nothing. A database not seeded yet is left
 * to the seed (which writes the same through the same functions).
 */
export function bringDeclaredUpToDate(db: Db, declared: Declarations, at: number): DeclaredChanges {
  return db
    .transaction((): DeclaredChanges => {
      const none = { menusAdded: 0, menusRemoved: 0, dictsAdded: 0, dictEntriesAdded: 0 };
      if (!db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'").get()) return none;
      const menusRemoved = removeRetiredMenus(db, declared.retiredMenus);
      const menusAdded = addDeclaredMenus(db, declared.menus, at);
      const dicts = addDeclaredDicts(db, declared.dicts, at);
      return { menusAdded, menusRemoved, dictsAdded: dicts.dicts, dictEntriesAdded: dicts.entries };
    })
    .immediate();
}
