import type { Navigation, RouteSpec } from './buildNavigation';
import { paths } from '../../shared/routing/paths';
import { compilePattern, hasParams, type PathParams } from './pathPattern';

/** The base pages of SPEC.md section 2 that live inside the shell. */
export const basePages: readonly RouteSpec[] = [
  { path: paths.dashboard, name: 'Dashboard', component: 'dashboard/index', title: '首页', icon: 'index', noCache: true, affix: true, hidden: false, crumbs: [{ title: '首页', path: paths.dashboard, clickable: false }] },
  { path: paths.userCenter, component: 'user/center', title: '个人中心', noCache: false, affix: false, hidden: true, crumbs: [{ title: '个人中心', path: paths.userCenter, clickable: false }] },
  { path: paths.pictures, name: 'images', component: 'yshop/materia/index', title: '上传图片', noCache: true, affix: false, hidden: true, crumbs: [{ title: '上传图片', path: paths.pictures, clickable: false }] },
];

/** A route whose path carries parameters, with its matcher. */
interface PatternPage {
  spec: RouteSpec;
  match: (path: string) => PathParams | undefined;
}

export interface PageTable {
  /** Pages by their exact path (routes with parameters are under `patterns`). */
  pages: ReadonlyMap<string, RouteSpec>;
  redirects: ReadonlyMap<string, string>;
  /** Routes with parameters (`/shop/goodsEdit/:id`), in menu order. */
  patterns: readonly PatternPage[];
  /** Pages opened at an address of a pattern, made once per address (so a kept page's object is stable). */
  instances: Map<string, RouteSpec>;
}

/** Base pages first: a server route cannot take over /dashboard. */
export function makePageTable(navigation: Pick<Navigation, 'routes' | 'redirects'>): PageTable {
  const pages = new Map<string, RouteSpec>();
  const patterns: PatternPage[] = [];
  for (const page of [...basePages, ...navigation.routes]) {
    if (hasParams(page.path)) patterns.push({ spec: page, match: compilePattern(page.path) });
    else if (!pages.has(page.path)) pages.set(page.path, page);
  }
  const redirects = new Map<string, string>();
  for (const { from, to } of navigation.redirects) if (!pages.has(from)) redirects.set(from, to);
  return { pages, redirects, patterns, instances: new Map() };
}

/**
 * The page a pattern route gives at one address: its own path (so it has its own tab and
 * kept page, one per product edited), the route's path as `pattern`, the parameters, and
 * its last crumb pointing at the address.
 */
function instanceOf(spec: RouteSpec, path: string, params: PathParams): RouteSpec {
  const crumbs = spec.crumbs.map((crumb, index) => (index === spec.crumbs.length - 1 && crumb.path === spec.path ? { ...crumb, path } : crumb));
  return { ...spec, path, pattern: spec.path, params, crumbs };
}

/** The page at an exact address (a tab's path), a pattern's included; undefined when none. */
export function pageAt(table: PageTable, path: string): RouteSpec | undefined {
  const page = table.pages.get(path);
  if (page) return page;
  const made = table.instances.get(path);
  if (made) return made;
  for (const { spec, match } of table.patterns) {
    const params = match(path);
    if (params) {
      const instance = instanceOf(spec, path, params);
      table.instances.set(path, instance);
      return instance;
    }
  }
  return undefined;
}

export type Resolution = { kind: 'page'; page: RouteSpec } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/** What the shell shows for a path: a page, a folder's first page, or nothing (404). */
export function resolvePage(table: PageTable, pathname: string): Resolution {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = table.pages.get(path);
  if (exact) return { kind: 'page', page: exact };
  const to = table.redirects.get(path);
  if (to) return { kind: 'redirect', to };
  const page = pageAt(table, path);
  if (page) return { kind: 'page', page };
  return { kind: 'missing' };
}

/** The paths of the user's pages for a view (`shop/goods/form`), parametrised ones included, in menu order. */
export function pathsOfView(table: PageTable, component: string): string[] {
  return [...[...table.pages.values()].filter((page) => page.component === component).map((page) => page.path), ...table.patterns.filter(({ spec }) => spec.component === component).map(({ spec }) => spec.path)];
}
