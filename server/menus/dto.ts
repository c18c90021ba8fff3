import { formatDateTime } from '../shared/time';
import type { TreeNode } from '../shared/tree';
import type { MenuDto, MenuTreeOption } from './schemas';
import type { MenuRow } from './types';

export type { MenuDto, MenuTreeOption } from './schemas';

export function toMenuDto(m: MenuRow): MenuDto {
  return {
    id: m.id,
    type: m.type,
    permission: m.permission,
    name: m.name,
    label: m.name,
    sort: m.sort,
    path: m.path,
    component: m.component,
    pid: m.pid,
    iFrame: m.iFrame,
    cache: m.cache,
    hidden: m.hidden,
    componentName: m.componentName,
    icon: m.icon,
    createTime: formatDateTime(m.createTime),
    hasChildren: false,
  };
}

export function toDtoTree(nodes: readonly TreeNode<MenuRow>[]): MenuDto[] {
  return nodes.map((n) => {
    const dto = toMenuDto(n.item);
    if (n.children.length > 0) {
      dto.hasChildren = true;
      dto.children = toDtoTree(n.children);
    }
    return dto;
  });
}

/** `GET api/menus/tree`: just enough for parent and permission pickers. */
export function toTreeOptions(nodes: readonly TreeNode<MenuRow>[]): MenuTreeOption[] {
  return nodes.map((n) =>
    n.children.length > 0
      ? { id: n.item.id, label: n.item.name, children: toTreeOptions(n.children) }
      : { id: n.item.id, label: n.item.name },
  );
}
