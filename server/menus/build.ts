import { assembleTree, type TreeNode } from '../shared/tree';
import type { MenuMeta, MenuRow, MenuVo } from './types';

/**
 * Builds `GET api/menus/build` from menu rows, following the eladmin/yshop
 * `buildMenus` rules that CONTRACT.md spells out. Pure: the caller passes all rows
 * and which ids the user's roles grant (`null` = every menu, for admin).
 */
export function buildMenus(rows: readonly MenuRow[], allowed: ReadonlySet<number> | null): MenuVo[] {
  const visible = rows.filter((r) => r.type !== 2 && (allowed === null || allowed.has(r.id)));
  return assembleTree(visible, 'drop').map(toVo);
}

function toVo(node: TreeNode<MenuRow>): MenuVo {
  const m = node.item;
  const topLevel = m.pid === 0;
  const path = m.path ?? '';
  const vo: MenuVo = {
    name: m.componentName ? m.componentName : m.name,
    // Top-level routes need a leading slash; nested paths stay relative.
    path: topLevel && !path.startsWith('/') ? `/${path}` : path,
    hidden: m.hidden,
  };
  if (!m.iFrame) {
    if (topLevel) vo.component = m.component ? m.component : 'Layout';
    else if (m.component) vo.component = m.component;
  }
  const meta: MenuMeta = m.icon ? { title: m.name, icon: m.icon, noCache: !m.cache } : { title: m.name, noCache: !m.cache };
  vo.meta = meta;

  if (node.children.length > 0) {
    vo.alwaysShow = true;
    vo.redirect = 'noredirect';
    vo.children = node.children.map(toVo);
  } else if (topLevel) {
    // A lone top-level page still needs the layout shell around it: it becomes
    // `Layout` with the page as its `index` child (for a link, the URL itself).
    const child: MenuVo = m.iFrame
      ? { path, meta }
      : { path: 'index', name: vo.name!, ...(vo.component !== undefined ? { component: vo.component } : {}), meta };
    delete vo.name;
    delete vo.meta;
    vo.component = 'Layout';
    vo.children = [child];
  }
  return orderKeys(vo);
}

/** Stable key order in the JSON, as the originals print it. */
function orderKeys({ name, path, hidden, redirect, component, alwaysShow, meta, children }: MenuVo): MenuVo {
  return {
    ...(name !== undefined && { name }),
    path,
    ...(hidden !== undefined && { hidden }),
    ...(redirect !== undefined && { redirect }),
    ...(component !== undefined && { component }),
    ...(alwaysShow !== undefined && { alwaysShow }),
    ...(meta !== undefined && { meta }),
    ...(children !== undefined && { children }),
  };
}
