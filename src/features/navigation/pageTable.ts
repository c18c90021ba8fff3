import type { Navigation, RouteSpec } from './buildNavigation';
import { paths } from '../../shared/routing/paths';

/** The base pages of SPEC.md section 2 that live inside the shell. */
export const basePages: readonly RouteSpec[] = [
  { path: paths.dashboard, name: 'Dashboard', component: 'dashboard/index', title: '首页', icon: 'index', noCache: true, affix: true, hidden: false, crumbs: [{ title: '首页', path: paths.dashboard, clickable: false }] },
  { path: paths.userCenter, component: 'user/center', title: '个人中心', noCache: false, affix: false, hidden: true, crumbs: [{ title: '个人中心', path: paths.userCenter, clickable: false }] },
  { path: paths.pictures, name: 'images', component: 'yshop/materia/index', title: '上传图片', noCache: true, affix: false, hidden: true, crumbs: [{ title: '上传图片', path: paths.pictures, clickable: false }] },
];

export interface PageTable {
  pages: ReadonlyMap<string, RouteSpec>;
  redirects: ReadonlyMap<string, string>;
}

/** Base pages first: a server route cannot take over /dashboard. */
export function makePageTable(navigation: Pick<Navigation, 'routes' | 'redirects'>): PageTable {
  const pages = new Map<string, RouteSpec>();
  for (const page of [...basePages, ...navigation.routes]) if (!pages.has(page.path)) pages.set(page.path, page);
  const redirects = new Map<string, string>();
  for (const { from, to } of navigation.redirects) if (!pages.has(from)) redirects.set(from, to);
  return { pages, redirects };
}

export type Resolution = { kind: 'page'; page: RouteSpec } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/** What the shell shows for a path: a page, a folder's first page, or nothing (404). */
export function resolvePage(table: PageTable, pathname: string): Resolution {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = table.pages.get(path);
  if (page) return { kind: 'page', page };
  const to = table.redirects.get(path);
  if (to) return { kind: 'redirect', to };
  return { kind: 'missing' };
}
