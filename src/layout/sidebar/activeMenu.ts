import type { MenuNode } from '../../features/navigation/buildNavigation';

/**
 * The chain of sidebar paths from the top down to the entry for `activePath`
 * (exact match, else the deepest entry whose path is a prefix of it), so the
 * sidebar can highlight the entry and expand its parents.
 */
export function activeChain(menu: readonly MenuNode[], activePath: string): string[] {
  let best: string[] = [];
  const visit = (nodes: readonly MenuNode[], trail: string[]): boolean => {
    for (const node of nodes) {
      if (node.external) continue;
      const here = [...trail, node.path];
      if (node.children) {
        if (visit(node.children, here)) return true;
      } else if (node.path === activePath) {
        best = here;
        return true;
      } else if (activePath.startsWith(`${node.path}/`) && here.length > best.length) {
        best = here;
      }
    }
    return false;
  };
  visit(menu, []);
  return best;
}

/** Opening a submenu; with uniqueOpened its siblings (and their submenus) close. */
export function openSubmenu(open: readonly string[], path: string, siblings: readonly string[], uniqueOpened: boolean): string[] {
  const kept = uniqueOpened ? open.filter((p) => !siblings.some((s) => s !== path && (p === s || p.startsWith(`${s}/`)))) : [...open];
  return kept.includes(path) ? kept : [...kept, path];
}

export function closeSubmenu(open: readonly string[], path: string): string[] {
  return open.filter((p) => p !== path);
}
