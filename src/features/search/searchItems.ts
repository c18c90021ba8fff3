/**
 * What the header search lists: the pages a user can see in the sidebar (plus the
 * base pages such as 首页) and the sidebar's external links. The shapes below are
 * structural so this feature does not import the navigation feature: `RouteSpec` and
 * `MenuNode` of src/features/navigation fit them as they are.
 */

/** A page the router can open (`RouteSpec`). */
export interface SearchableRoute {
  path: string;
  title: string;
  hidden: boolean;
  /** Folders above the page and the page itself, minus those with breadcrumb: false. */
  crumbs: readonly { title: string; path: string }[];
}

/** A sidebar entry (`MenuNode`). */
export interface SearchableMenuNode {
  path: string;
  title: string;
  external: boolean;
  children?: readonly SearchableMenuNode[];
}

export interface SearchItem {
  /** Absolute path of the page, or the URL of an external link. */
  path: string;
  /** The page's own title. */
  title: string;
  /** Folder titles above the page, then its own title. */
  chain: readonly string[];
  /** The chain joined by ' > ', as shown (SPEC.md section 2). */
  label: string;
  external: boolean;
}

export const CHAIN_SEPARATOR = ' > ';

function item(path: string, chain: readonly string[], external: boolean): SearchItem {
  return { path, title: chain[chain.length - 1] ?? path, chain, label: chain.join(CHAIN_SEPARATOR), external };
}

/** The chain of a page: the folder crumbs above it (the page's own crumb excluded), then its title. */
export function titleChain(route: SearchableRoute): string[] {
  return [...route.crumbs.filter((crumb) => crumb.path !== route.path).map((crumb) => crumb.title), route.title];
}

export interface SearchSources {
  /** The session's server routes, in menu order. */
  routes: readonly SearchableRoute[];
  /** The sidebar tree: decides which pages are visible and holds the external links. */
  menu: readonly SearchableMenuNode[];
  /** Pages of the shell that are not in the server's menus (首页); listed first unless hidden. */
  basePages?: readonly SearchableRoute[];
}

/**
 * Lists the searchable entries: base pages, then every route that is not hidden and
 * shows in the sidebar (a page under a hidden folder is as invisible as a hidden page,
 * as in the originals' header search), then the sidebar's external links with the
 * titles of the folders above them. One entry per path; the first wins.
 */
export function searchItemsFrom({ routes, menu, basePages = [] }: SearchSources): SearchItem[] {
  const inMenu = new Set<string>();
  const externals: SearchItem[] = [];
  const walk = (nodes: readonly SearchableMenuNode[], above: readonly string[]) => {
    for (const node of nodes) {
      const chain = [...above, node.title];
      if (node.external) externals.push(item(node.path, chain, true));
      else inMenu.add(node.path);
      if (node.children) walk(node.children, chain);
    }
  };
  walk(menu, []);

  const seen = new Set<string>();
  const items: SearchItem[] = [];
  const add = (entry: SearchItem) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    items.push(entry);
  };
  for (const page of basePages) if (!page.hidden) add(item(page.path, titleChain(page), false));
  for (const route of routes) if (!route.hidden && inMenu.has(route.path)) add(item(route.path, titleChain(route), false));
  for (const link of externals) add(link);
  return items;
}
