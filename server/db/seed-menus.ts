/**
 * An entry of the seeded menu of a commerce back office, modelled on the yshop/eladmin
 * menu tables: view paths and icon names are theirs so any eladmin-family front end can
 * render it. `editor: true` marks the menus the editor role is given.
 */
export interface SeedMenu {
  title: string;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  iFrame?: boolean;
  cache?: boolean;
  hidden?: boolean;
  editor?: boolean;
  /** Its place among its siblings (default: its index + 1, as a page's buttons have). */
  sort?: number;
  children?: SeedMenu[];
}

export const folder = (title: string, path: string, icon: string, children: SeedMenu[], extra: Partial<SeedMenu> = {}): SeedMenu => ({
  title,
  type: 0,
  path,
  icon,
  children,
  ...extra,
});

export const page = (
  title: string,
  path: string,
  component: string,
  componentName: string,
  icon: string,
  extra: Partial<SeedMenu> = {},
): SeedMenu => ({ title, type: 1, path, component, componentName, icon, ...extra });

/** A button entry: no page of its own, only the permission it grants. */
export const button = (title: string, permission: string): SeedMenu => ({ title, type: 2, permission });

/** The add/edit/delete buttons every management screen carries. */
export const crudButtons = (prefix: string, subject: string): SeedMenu[] => [
  button(`${subject}新增`, `${prefix}:add`),
  button(`${subject}编辑`, `${prefix}:edit`),
  button(`${subject}删除`, `${prefix}:del`),
];

/**
 * A top-level folder, declared by name (its route `path`) with its place `sort` among
 * the top-level entries. Places are sparse (10, 20, ...), so declaring a new folder
 * between two others renumbers nothing. A folder shows only once some resource places a
 * page in it: an empty one is not inserted.
 */
export interface MenuFolder {
  path: string;
  title: string;
  icon: string;
  sort: number;
}

/**
 * Where a resource's entry goes: into the declared top-level folder with that `path`
 * (its route), at place `sort` among the folder's children (1, 2, ...; gaps are fine).
 */
export interface MenuPlacement {
  folder: string;
  sort: number;
  menu: SeedMenu;
}

/**
 * The one tree from every declared folder and every resource's placements: folders by
 * their place, each with its children by place, empty folders left out. A folder an
 * entry is given to must be declared; two folders may not share a path or a place, nor
 * two entries a place in one folder. Every entry's `sort` is its declared place; a
 * folder is the editor's when one of its entries is.
 */
export function assembleMenuTree(folders: readonly MenuFolder[], placements: readonly MenuPlacement[]): SeedMenu[] {
  const byPath = new Map<string, MenuFolder>();
  for (const f of folders) {
    if (byPath.has(f.path)) throw new Error(`two menu folders are declared with the path ${f.path}`);
    byPath.set(f.path, f);
  }
  if (new Set(folders.map((f) => f.sort)).size !== folders.length) throw new Error('two menu folders share a place');
  const lost = placements.filter((p) => !byPath.has(p.folder));
  if (lost.length > 0) throw new Error(`no menu folder declared for: ${lost.map((p) => `${p.folder}/${p.menu.title}`).join(', ')}`);
  return [...folders]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((f): SeedMenu[] => {
      const into = placements.filter((p) => p.folder === f.path);
      if (into.length === 0) return [];
      if (new Set(into.map((p) => p.sort)).size !== into.length) throw new Error(`two menus share a place in ${f.title}`);
      const children = [...into].sort((a, b) => a.sort - b.sort).map((p) => ({ ...p.menu, sort: p.sort }));
      return [{ ...folder(f.title, f.path, f.icon, children), sort: f.sort, editor: children.some((c) => c.editor) }];
    });
}
