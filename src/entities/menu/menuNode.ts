/*
 * The menu trees of 角色管理's 菜单分配: yshop's `GET api/menus/tree` (nested
 * `{id, label, children}`) and eladmin's `GET api/menus/lazy?pid=` (MenuDto rows with
 * `label`, `leaf`, `hasChildren`), in one node shape; and `GET api/menus/child?id=`.
 */
import { asFlag, asId, asText, isObject } from '../../api/resource/wire';
import { accept, parseArray, reject, type ParsedRows, type RowResult } from '../../api/resource/rows';

export interface MenuNode {
  id: number;
  /** null at the top (null or 0 from the back end, or not sent). */
  pid: number | null;
  label: string;
  hasChildren: boolean;
  /** Nested children (menus/tree); undefined when they load lazily (menus/lazy). */
  children: MenuNode[] | undefined;
}

const MAX_NESTING = 200;

function parseNode(raw: unknown, depth: number): RowResult<MenuNode> {
  if (!isObject(raw)) return reject('不是一个菜单对象');
  const id = asId(raw.id);
  if (id === undefined) return reject('缺少有效的菜单 id');
  if (depth > MAX_NESTING) return reject(`菜单 ${id} 的层级过深`);
  // eladmin's MenuDto names the title `title`, yshop's Menu `name`; both trees add `label`.
  const label = asText(raw.label ?? raw.title ?? raw.name) || `#${id}`;
  let children: MenuNode[] | undefined;
  if (Array.isArray(raw.children)) {
    children = [];
    for (const child of raw.children) {
      const result = parseNode(child, depth + 1);
      if (result.ok) children.push(result.value);
    }
  }
  const pid = asId(raw.pid);
  return accept({
    id,
    pid: pid === undefined || pid === 0 ? null : pid,
    label,
    hasChildren: asFlag(raw.hasChildren) || (children?.length ?? 0) > 0 || raw.leaf === false,
    children,
  });
}

export const parseMenuNode = (raw: unknown): RowResult<MenuNode> => parseNode(raw, 0);

/** `menus/tree` and `menus/lazy`: a list of nodes; bad ones skipped (their nested bad children dropped). */
export const parseMenuNodes = (body: unknown): ParsedRows<MenuNode> | undefined => parseArray(body, parseMenuNode);

/** `GET api/menus/child?id=`: `[id, ...every descendant id]`; entries that are not ids are dropped. */
export function parseMenuChildIds(body: unknown): number[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const ids: number[] = [];
  for (const entry of body) {
    const id = asId(entry);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
