import { formatDateTime } from '../shared/time';
import type { TreeNode } from '../shared/tree';
import type { MenuRow } from './types';

/** `MenuDto` of the management calls. */
export interface MenuDto {
  id: number;
  type: 0 | 1 | 2;
  permission: string | null;
  name: string;
  /** eladmin's tree widgets read `label`; same as the title. */
  label: string;
  sort: number;
  path: string | null;
  component: string | null;
  pid: number;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
  componentName: string | null;
  icon: string | null;
  createTime: string;
  hasChildren: boolean;
  children?: MenuDto[];
}

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

export interface MenuTreeOption {
  id: number;
  label: string;
  children?: MenuTreeOption[];
}

/** `GET api/menus/tree`: just enough for parent and permission pickers. */
export function toTreeOptions(nodes: readonly TreeNode<MenuRow>[]): MenuTreeOption[] {
  return nodes.map((n) =>
    n.children.length > 0
      ? { id: n.item.id, label: n.item.name, children: toTreeOptions(n.children) }
      : { id: n.item.id, label: n.item.name },
  );
}
