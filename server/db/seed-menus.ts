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
  /** Its place among a folder's children when resources place entries beside it (default: its index + 1). */
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
 * Where a resource's entry goes: at the top level (`folder` null) or into the top-level
 * folder with that `path`, at place `sort` among its siblings (1, 2, ...). Siblings a
 * folder declares itself take the places their order gives them.
 */
export interface MenuPlacement {
  folder: string | null;
  sort: number;
  menu: SeedMenu;
}

/**
 * The one tree from every resource's placements, siblings by place. Its order is the
 * order rows are inserted in (depth first), so ids stay what they were when the tree was
 * one literal.
 */
export function assembleMenuTree(placements: readonly MenuPlacement[]): SeedMenu[] {
  const placed = (entries: ReadonlyArray<{ sort: number; menu: SeedMenu }>): SeedMenu[] =>
    [...entries].sort((a, b) => a.sort - b.sort).map((e) => e.menu);
  const top = placed(placements.filter((p) => p.folder === null));
  const used = new Set<MenuPlacement>(placements.filter((p) => p.folder === null));
  const tree = top.map((folderMenu) => {
    const into = placements.filter((p) => p.folder !== null && p.folder === folderMenu.path && folderMenu.type === 0);
    for (const p of into) used.add(p);
    if (into.length === 0) return folderMenu;
    const all = [...(folderMenu.children ?? []).map((menu, i) => ({ sort: menu.sort ?? i + 1, menu })), ...into];
    if (new Set(all.map((e) => e.sort)).size !== all.length) throw new Error(`two menus share a place in ${folderMenu.title}`);
    const children = placed(all);
    return { ...folderMenu, children };
  });
  const lost = placements.filter((p) => !used.has(p));
  if (lost.length > 0) throw new Error(`no top-level menu folder for: ${lost.map((p) => `${p.folder}/${p.menu.title}`).join(', ')}`);
  return tree;
}
