import { buildNavigation, type MenuNode, type Navigation } from './buildNavigation';
import { basePages, makePageTable, type PageTable } from './pageTable';
import { parseMenus } from './parseMenus';

export interface SessionNavigation extends Navigation {
  table: PageTable;
}

/**
 * The visible base pages (首页, icon index) lead the sidebar, as the originals' constant
 * routes do, unless the server's menus already hold the same path.
 */
function withBasePages(menu: MenuNode[]): MenuNode[] {
  const base = basePages
    .filter((page) => !page.hidden && !menu.some((node) => node.path === page.path))
    .map((page): MenuNode => ({ path: page.path, title: page.title, external: false, ...(page.icon ? { icon: page.icon } : {}) }));
  return base.length > 0 ? [...base, ...menu] : menu;
}

/**
 * Raw `api/menus/build` entries to everything the shell needs. Every problem and every
 * merged repeat goes to the console for developers; only the problems reach the banner.
 */
export function navigationFromMenus(raw: unknown): SessionNavigation {
  const parsed = parseMenus(raw);
  const navigation = buildNavigation(parsed.entries);
  const problems = [...parsed.problems, ...navigation.problems];
  for (const problem of problems) console.warn(`[menus] ${problem.warning}`);
  for (const note of navigation.notes) console.warn(`[menus] ${note}`);
  return { ...navigation, menu: withBasePages(navigation.menu), problems, table: makePageTable(navigation) };
}
