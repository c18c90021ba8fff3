/*
 * 菜单 (CONTRACT.md "Menus"): `GET api/menus` answers the tree nested (`children`), as
 * `{ content, totalElements }` or a bare array. eladmin names the external-link flag
 * `iFrame`, yshop `iframe`; eladmin's newer back ends send pid null at the top, the
 * others 0. One bad node makes the answer malformed (a tree missing a branch would
 * mislead), and so does nesting deeper than 50.
 */
import { api } from '../../api/api';
import { defineResource, type ResourcePage } from '../../api/resource/defineResource';
import { wire, wireRow, type RowSchema } from '../../api/resource/schema';
import { asId, DEFAULT_SORT, isObject } from '../../api/resource/wire';

export type MenuType = 0 | 1 | 2;

/** 顶级类目: the pid of a top-level menu, and the root of the parent picker. */
export const TOP_LEVEL_PID = 0;

export interface Menu {
  id: number;
  type: MenuType;
  /** The title. */
  name: string;
  pid: number;
  sort: number;
  path: string | null;
  component: string | null;
  componentName: string | null;
  icon: string | null;
  permission: string | null;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
  createTime: string;
  children: Menu[];
}

const MAX_NESTING = 50;
const asType = (value: unknown): MenuType => {
  const n = Number(value);
  return n === 0 || n === 1 || n === 2 ? n : 1;
};
const orNull = wire.read((value) => (typeof value === 'string' && value !== '' ? value : null));

/** A list of nodes, each read whole; undefined when one of them cannot be. */
function menusOf(value: unknown): Menu[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const menus: Menu[] = [];
  for (const raw of value) {
    const read = menuRow.safeParse(raw);
    if (!read.success) return undefined;
    menus.push(read.data);
  }
  return menus;
}

const menuRow: RowSchema<Menu> = wireRow(
  {
    id: wire.id,
    type: wire.read(asType),
    name: wire.name,
    pid: wire.read((value) => asId(value) ?? TOP_LEVEL_PID),
    sort: wire.number(DEFAULT_SORT),
    path: orNull,
    component: orNull,
    componentName: orNull,
    icon: orNull,
    permission: orNull,
    iFrame: wire.flag,
    cache: wire.flag,
    hidden: wire.flag,
    createTime: wire.time,
    children: wire.required(menusOf, '下级菜单'),
  },
  { name: ['name', 'label'], iFrame: ['iFrame', 'iframe'] },
);

/** Checked without recursion before the nodes are read (recursively). */
function nestedDeeperThan(roots: readonly unknown[], limit: number): boolean {
  const stack = roots.map((node) => ({ node, depth: 0 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.depth > limit) return true;
    const children = isObject(next.node) ? next.node.children : undefined;
    if (Array.isArray(children)) for (const node of children) stack.push({ node, depth: next.depth + 1 });
  }
  return false;
}

export function parseMenuTree(body: unknown): ResourcePage<Menu, object> | undefined {
  const content = Array.isArray(body) ? body : isObject(body) ? body.content : undefined;
  if (!Array.isArray(content) || nestedDeeperThan(content, MAX_NESTING)) return undefined;
  const menus = menusOf(content);
  return menus && { content: menus, totalElements: menus.length, skipped: [] };
}

/** What the dialog edits: text as typed (sort too, so "abc" can be refused). */
export interface MenuForm {
  id?: number;
  type: MenuType;
  name: string;
  pid: number;
  sort: string;
  path: string;
  component: string;
  componentName: string;
  icon: string;
  permission: string;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
}

/**
 * The body of `POST` / `PUT api/menus`: a row's editable fields, the external-link flag
 * under both flavours' names (yshop's Jackson names its getter getIFrame `iframe`).
 */
export type MenuBody = Omit<Menu, 'id' | 'createTime' | 'children'> & { id?: number; iframe: boolean };

/** Which fields a type has (eladmin's menu form): a button has no path or icon, an external link no component. */
export function fieldsFor(form: Pick<MenuForm, 'type' | 'iFrame'>) {
  const button = form.type === 2;
  const page = form.type === 1;
  return { icon: !button, iFrame: !button, cache: page, hidden: !button, permission: form.type !== 0, path: !button, componentName: page && !form.iFrame, component: page && !form.iFrame };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What the dialog shows for the chosen type, trimmed, and nothing it hides. */
function bodyOf(form: MenuForm): MenuBody {
  const shown = fieldsFor(form);
  const external = shown.iFrame ? form.iFrame : false;
  const body: MenuBody = {
    type: form.type,
    name: form.name.trim(),
    pid: form.pid,
    sort: Number(form.sort.trim()),
    path: shown.path ? text(form.path) : null,
    component: shown.component ? text(form.component) : null,
    componentName: shown.componentName ? text(form.componentName) : null,
    icon: shown.icon ? text(form.icon) : null,
    permission: shown.permission ? text(form.permission) : null,
    iFrame: external,
    iframe: external,
    cache: shown.cache ? form.cache : false,
    hidden: shown.hidden ? form.hidden : false,
  };
  return form.id === undefined ? body : { id: form.id, ...body };
}

export const menus = defineResource({
  name: 'menu',
  title: '菜单',
  url: 'api/menus',
  row: menuRow,
  page: parseMenuTree,
  idOf: (menu: Menu) => menu.id,
  labelOf: (menu) => menu.name,
  // eladmin's defaults for 新增: a page (菜单) at the top level, visible, not cached.
  newForm: (): MenuForm => ({ type: 1, name: '', pid: TOP_LEVEL_PID, sort: String(DEFAULT_SORT), path: '', component: '', componentName: '', icon: '', permission: '', iFrame: false, cache: false, hidden: false }),
  formOf: (menu) => ({
    id: menu.id,
    type: menu.type,
    name: menu.name,
    pid: menu.pid,
    sort: String(menu.sort),
    path: menu.path ?? '',
    component: menu.component ?? '',
    componentName: menu.componentName ?? '',
    icon: menu.icon ?? '',
    permission: menu.permission ?? '',
    iFrame: menu.iFrame,
    cache: menu.cache,
    hidden: menu.hidden,
  }),
  bodyOf,
  exportable: false,
});

// The tag is the signed-in user's menus' too (MENU_TAG): a write rebuilds the sidebar and routes.
// A refused create or edit changed nothing, so they are not asked for again; a refused
// delete may have removed part of a batch, so it refreshes as every resource's does.
const whenAccepted = (_result: unknown, error: unknown) => (error ? [] : [menus.tag]);
api.enhanceEndpoints({ endpoints: { [menus.endpointNames.create]: { invalidatesTags: whenAccepted }, [menus.endpointNames.update]: { invalidatesTags: whenAccepted } } });
