import { isExternal, LAYOUT_COMPONENT, type MenuEntry } from './menuEntry';
import type { MenuProblem } from './menuProblem';
import { hasParams, type PathParams } from './pathPattern';

export interface Crumb {
  title: string;
  path: string;
  /** false for `redirect: "noredirect"` folders and the current page. */
  clickable: boolean;
}

/** A page the router can open: every server route flattened to its absolute path. */
export interface RouteSpec {
  path: string;
  name?: string;
  /** The view path the server sent ('system/menu/index'); '' when it sent none. */
  component: string;
  title: string;
  icon?: string;
  noCache: boolean;
  affix: boolean;
  hidden: boolean;
  activeMenu?: string;
  /** Titles of the folders above and of the page, minus those with breadcrumb: false. */
  crumbs: Crumb[];
  /** A page opened at an address of a route with parameters: the route's path (`/shop/goodsEdit/:id`). */
  pattern?: string;
  /** ...and the address's parameters (`{ id: '5' }`). */
  params?: PathParams;
}

/** A sidebar entry after the single-visible-child rule. */
export interface MenuNode {
  /** Absolute path, or the URL of an external link. */
  path: string;
  title: string;
  icon?: string;
  external: boolean;
  children?: MenuNode[];
}

export interface Navigation {
  routes: RouteSpec[];
  /** Folder paths (and Layout wrappers) -> the first page beneath them. */
  redirects: { from: string; to: string }[];
  menu: MenuNode[];
  /** Entries that cannot be used: the banner tells the operator. */
  problems: MenuProblem[];
  /** For developers only (the console): duplicates merged silently. */
  notes: string[];
}

/**
 * Whether two entries say the same thing. The real yshop menu table holds two
 * identical rows (生成配置, generator/config/:tableName); such a repeat is one page,
 * not a fault to show. Only called when two entries meet on one path, so its cost
 * never touches large menus. Entries are built with one key order (parseEntry).
 */
const sameEntry = (a: MenuEntry, b: MenuEntry): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function joinPath(parent: string, child: string): string {
  return isExternal(child) ? child : joinInternal(parent, child);
}

/** joinPath for a child already known not to be an external link. */
function joinInternal(parent: string, child: string): string {
  // Fast paths first: this runs for every entry of menus that can hold thousands.
  const joined = child.startsWith('/') ? child : parent.endsWith('/') ? parent + child : `${parent}/${child}`;
  return joined.includes('//') ? joined.replace(/\/{2,}/g, '/') : joined;
}

const NO_ENTRIES: readonly MenuEntry[] = [];
// Pages have no children: no array is made for them (menus can hold thousands).
const visibleChildren = (entry: MenuEntry): readonly MenuEntry[] => (entry.children ? entry.children.filter((child) => !child.hidden) : NO_ENTRIES);

/** The crumbs above plus this entry's own, sharing the parent's array when it adds none. */
function withCrumb(crumbs: Crumb[], entry: MenuEntry, path: string, isPage: boolean): Crumb[] {
  if (!entry.meta || entry.meta.breadcrumb === false) return crumbs;
  // slice + push: concat checks every argument for spreadability, for ten thousand pages.
  const next = crumbs.slice();
  next.push({ title: entry.meta.title, path, clickable: !isPage && entry.redirect !== 'noredirect' });
  return next;
}

class Builder {
  routes: RouteSpec[] = [];
  redirects: { from: string; to: string }[] = [];
  problems: MenuProblem[] = [];
  notes: string[] = [];
  /** Repeats of an entry already read: left out of the sidebar too. */
  merged = new Set<MenuEntry>();
  private seen = new Set<string>();
  /** The first entry read at each path, and what it gave (its page, or a folder's first page). */
  private firstAt = new Map<string, { entry: MenuEntry; found: RouteSpec | undefined }>();

  /** Adds the routes below `entry`; returns the first page found, for redirects. */
  walk(entry: MenuEntry, parentPath: string, crumbs: Crumb[]): RouteSpec | undefined {
    // Paths below '/' are never external, so the child alone decides.
    if (isExternal(entry.path)) return undefined;
    const path = joinInternal(parentPath, entry.path);
    const earlier = this.firstAt.get(path);
    if (earlier && sameEntry(earlier.entry, entry)) {
      this.merged.add(entry);
      this.notes.push(`menu entry ${path} merged: identical to one already read`);
      return earlier.found;
    }
    const found = this.walkNew(entry, path, crumbs);
    if (!earlier) this.firstAt.set(path, { entry, found });
    return found;
  }

  private walkNew(entry: MenuEntry, path: string, crumbs: Crumb[]): RouteSpec | undefined {
    const children = entry.children;
    if (!children || children.length === 0) return this.addPage(entry, path, crumbs);

    const below = withCrumb(crumbs, entry, path, false);
    let first: RouteSpec | undefined;
    for (const child of children) {
      const walked = this.walk(child, path, below);
      // A page with parameters needs them: it is never where a folder lands.
      const found = walked && !hasParams(walked.path) ? walked : undefined;
      // Prefer a visible page as the folder's landing page.
      if (found && (first === undefined || (first.hidden && !child.hidden))) first = found;
    }
    if (first && first.path !== path && !this.seen.has(path)) {
      this.seen.add(path);
      this.redirects.push({ from: path, to: first.path });
    }
    return first;
  }

  private addPage(entry: MenuEntry, path: string, crumbs: Crumb[]): RouteSpec | undefined {
    if (this.seen.has(path)) {
      const first = this.firstAt.get(path)?.entry;
      const title = entry.meta?.title ?? entry.name;
      const kept = first?.meta?.title ?? first?.name;
      this.problems.push({
        warning: `menu entry ${path} skipped: the path is used twice`,
        message:
          `${title ? `「${title}」` : '一个菜单'}：路由地址 ${path} 已被另一个不同的菜单${kept ? `「${kept}」` : ''}使用，` +
          '只保留了先出现的那个；请为其中一个换一个路由地址',
      });
      return undefined;
    }
    this.seen.add(path);
    const component = entry.component === LAYOUT_COMPONENT ? '' : (entry.component ?? '');
    const meta = entry.meta;
    // Every key present, for one object shape (see parseMeta).
    const route: RouteSpec = {
      path,
      name: entry.name || undefined,
      component,
      title: meta?.title ?? entry.name ?? path,
      icon: meta?.icon || undefined,
      noCache: meta?.noCache ?? false,
      affix: meta?.affix ?? false,
      hidden: entry.hidden ?? false,
      activeMenu: meta?.activeMenu || undefined,
      crumbs: withCrumb(crumbs, entry, path, true),
    };
    this.routes.push(route);
    return route;
  }
}

function menuNode(entry: MenuEntry, parentPath: string, merged: ReadonlySet<MenuEntry>): MenuNode | undefined {
  if (entry.hidden || merged.has(entry)) return undefined;
  const path = joinPath(parentPath, entry.path);
  const visible = visibleChildren(entry);
  // Without merged repeats (usually none: then the same array, no copy).
  const shown = merged.size === 0 ? visible : visible.filter((child) => !merged.has(child));
  const only = shown[0];
  // eladmin's rule: one visible child (itself without visible children) is shown in
  // the parent's place unless the server asked for the folder with alwaysShow.
  if (shown.length === 1 && only && visibleChildren(only).length === 0 && !entry.alwaysShow) {
    const node = menuNode(only, path, merged);
    if (node && !node.icon && entry.meta?.icon) node.icon = entry.meta.icon;
    return node;
  }
  const title = entry.meta?.title;
  if (title === undefined) {
    // A wrapper without meta has nothing to show for itself.
    if (shown.length === 0) return undefined;
  }
  const node: MenuNode = { path, title: title ?? entry.name ?? path, external: isExternal(path) };
  if (entry.meta?.icon) node.icon = entry.meta.icon;
  if (shown.length > 0) {
    const children = shown.map((child) => menuNode(child, path, merged)).filter((child): child is MenuNode => child !== undefined);
    if (children.length > 0) node.children = children;
  } else if ((entry.children ?? []).length > 0) {
    // A folder whose pages are all hidden has nowhere to go from the sidebar.
    return undefined;
  }
  return node;
}

/**
 * Turns validated `api/menus/build` entries into the router's pages, the folder
 * redirects and the sidebar tree. Pure and linear in the number of entries.
 */
export function buildNavigation(entries: readonly MenuEntry[]): Navigation {
  const builder = new Builder();
  for (const entry of entries) builder.walk(entry, '/', []);
  const menu = entries.map((entry) => menuNode(entry, '/', builder.merged)).filter((node): node is MenuNode => node !== undefined);
  return { routes: builder.routes, redirects: builder.redirects, menu, problems: builder.problems, notes: builder.notes };
}
