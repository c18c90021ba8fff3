/*
 * The menu management screen's data: the shapes of CONTRACT.md "Menus" (MenuDto,
 * the parent-picker tree, the Menu body), their parsing, the dialog's form and its
 * validation. Pure functions only, so the rules are tested without rendering.
 */

export type MenuType = 0 | 1 | 2;

export const MENU_TYPES: readonly { value: MenuType; label: string }[] = [
  { value: 0, label: '目录' },
  { value: 1, label: '菜单' },
  { value: 2, label: '按钮' },
];

/** One row of `GET api/menus` (a tree: `children` nested). */
export interface MenuDto {
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
  children: MenuDto[];
}

export interface MenuList {
  content: MenuDto[];
  totalElements: number;
}

/** One node of `GET api/menus/tree`, for the parent picker. */
export interface MenuTreeOption {
  id: number;
  label: string;
  children: MenuTreeOption[];
}

/** The body of `POST api/menus` (no id) and `PUT api/menus` (with id). */
export interface MenuBody {
  id?: number;
  type: MenuType;
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
}

/** 顶级类目: a top-level menu's pid. */
export const TOP_LEVEL_PID = 0;
export const TOP_LEVEL_LABEL = '顶级类目';
/** eladmin's default sort for a new menu. */
export const DEFAULT_SORT = 999;
export const MAX_SORT = 99999;
/** The server's limit (server/menus/schemas.ts); longer titles are refused there. */
export const MAX_TITLE_LENGTH = 100;

// ---------------------------------------------------------------------------
// Parsing. Bad data becomes `undefined` (a malformed answer, see baseQuery) rather
// than a crash later; optional fields get their defaults.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

const asId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** eladmin sends booleans; some databases leak 0/1 or "true"/"false". */
const asFlag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

const asType = (value: unknown): MenuType => {
  const n = Number(value);
  return n === 0 || n === 1 || n === 2 ? n : 1;
};

/** Date-time as the server formats it; a number (epoch ms) is formatted here. */
export function formatCreateTime(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function parseMenuDto(value: unknown, depth: number): MenuDto | undefined {
  if (!isObject(value) || depth > 50) return undefined;
  const id = asId(value.id);
  const name = asText(value.name) ?? asText(value.label);
  if (id === undefined || name === null) return undefined;
  let children: MenuDto[] = [];
  if (value.children !== undefined && value.children !== null) {
    if (!Array.isArray(value.children)) return undefined;
    const parsed = value.children.map((child) => parseMenuDto(child, depth + 1));
    if (parsed.some((child) => child === undefined)) return undefined;
    children = parsed as MenuDto[];
  }
  const sort = Number(value.sort);
  return {
    id,
    type: asType(value.type),
    name,
    // eladmin's newer back ends send null for a top-level menu.
    pid: asId(value.pid) ?? TOP_LEVEL_PID,
    sort: Number.isFinite(sort) ? sort : DEFAULT_SORT,
    path: asText(value.path),
    component: asText(value.component),
    componentName: asText(value.componentName),
    icon: asText(value.icon),
    permission: asText(value.permission),
    iFrame: asFlag(value.iFrame),
    cache: asFlag(value.cache),
    hidden: asFlag(value.hidden),
    createTime: formatCreateTime(value.createTime),
    children,
  };
}

/** `GET api/menus`: `{ content: MenuDto[], totalElements }`; a bare array is accepted too. */
export function parseMenuList(body: unknown): MenuList | undefined {
  const content = Array.isArray(body) ? body : isObject(body) ? body.content : undefined;
  if (!Array.isArray(content)) return undefined;
  const menus = content.map((item) => parseMenuDto(item, 0));
  if (menus.some((menu) => menu === undefined)) return undefined;
  const total = isObject(body) ? Number(body.totalElements) : NaN;
  return { content: menus as MenuDto[], totalElements: Number.isFinite(total) ? total : countMenus(menus as MenuDto[]) };
}

function parseTreeOption(value: unknown, depth: number): MenuTreeOption | undefined {
  if (!isObject(value) || depth > 50) return undefined;
  const id = asId(value.id);
  const label = asText(value.label) ?? asText(value.name);
  if (id === undefined || label === null) return undefined;
  if (value.children === undefined || value.children === null) return { id, label, children: [] };
  if (!Array.isArray(value.children)) return undefined;
  const children = value.children.map((child) => parseTreeOption(child, depth + 1));
  return children.some((child) => child === undefined) ? undefined : { id, label, children: children as MenuTreeOption[] };
}

/** `GET api/menus/tree`: `[ { id, label, children? } ]`. */
export function parseMenuTree(body: unknown): MenuTreeOption[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const nodes = body.map((item) => parseTreeOption(item, 0));
  return nodes.some((node) => node === undefined) ? undefined : (nodes as MenuTreeOption[]);
}

// ---------------------------------------------------------------------------
// Trees.

export function countMenus(menus: readonly { children: readonly unknown[] }[]): number {
  return menus.reduce((sum, menu) => sum + 1 + countMenus(menu.children as { children: unknown[] }[]), 0);
}

/** The node with `id` in a tree of `{ id, children }`, or undefined. */
export function findNode<T extends { id: number; children: readonly T[] }>(nodes: readonly T[], id: number): T | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and all its descendants, parent first. */
export function subtreeIds(node: { id: number; children: readonly { id: number; children: readonly unknown[] }[] }): number[] {
  const ids = [node.id];
  for (const child of node.children) ids.push(...subtreeIds(child as Parameters<typeof subtreeIds>[0]));
  return ids;
}

/**
 * The ids `DELETE api/menus` is sent for a row: its subtree as the table shows it,
 * completed from the full menu tree (a filtered table may not show every child).
 */
export function idsToDelete(menu: MenuDto, tree: readonly MenuTreeOption[] | undefined): number[] {
  const ids = subtreeIds(menu);
  const fromTree = tree ? findNode(tree, menu.id) : undefined;
  if (fromTree) for (const id of subtreeIds(fromTree)) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** The ids on the way from a root to `id` (excluded), to open the picker at the chosen node. */
export function ancestorIds(nodes: readonly MenuTreeOption[], id: number): number[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below) return [node.id, ...below];
  }
  return undefined;
}

export function labelOf(nodes: readonly MenuTreeOption[], pid: number): string | undefined {
  if (pid === TOP_LEVEL_PID) return TOP_LEVEL_LABEL;
  return findNode(nodes, pid)?.label;
}

// ---------------------------------------------------------------------------
// The dialog's form.

/** What the dialog edits: text fields as typed (sort too, so "abc" can be refused). */
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

export type MenuFormField = 'name' | 'path' | 'component' | 'sort';
export type MenuFormErrors = Partial<Record<MenuFormField, string>>;

/** eladmin's defaults for 新增: a page (菜单) at the top level, visible, not cached. */
export function emptyMenuForm(pid: number = TOP_LEVEL_PID): MenuForm {
  return { type: 1, name: '', pid, sort: String(DEFAULT_SORT), path: '', component: '', componentName: '', icon: '', permission: '', iFrame: false, cache: false, hidden: false };
}

export function menuFormOf(menu: MenuDto): MenuForm {
  return {
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
  };
}

/** Which fields the dialog shows for a type (as eladmin's menu form does). */
export function fieldsFor(form: Pick<MenuForm, 'type' | 'iFrame'>) {
  const button = form.type === 2;
  const page = form.type === 1;
  return {
    icon: !button,
    iFrame: !button,
    cache: page,
    hidden: !button,
    permission: form.type !== 0,
    path: !button,
    componentName: page && !form.iFrame,
    component: page && !form.iFrame,
  };
}

const EXTERNAL_URL = /^https?:\/\/\S+$/i;

export function titleLabel(type: MenuType): string {
  return type === 2 ? '按钮名称' : '菜单标题';
}

/** The checks made before anything is sent; the server checks again (and more). */
export function validateMenuForm(form: MenuForm): MenuFormErrors {
  const errors: MenuFormErrors = {};
  const shown = fieldsFor(form);
  const name = form.name.trim();
  if (name === '') errors.name = `请输入${titleLabel(form.type)}`;
  else if (name.length > MAX_TITLE_LENGTH) errors.name = `${titleLabel(form.type)}不能超过 ${MAX_TITLE_LENGTH} 个字符`;

  const path = form.path.trim();
  if (shown.path) {
    if (path === '') errors.path = form.iFrame ? '请输入外链地址' : '请输入路由地址';
    else if (form.iFrame && !EXTERNAL_URL.test(path)) errors.path = '外链必须以 http:// 或 https:// 开头';
  }
  if (shown.component && form.component.trim() === '') errors.component = '请输入组件路径';

  const sort = form.sort.trim();
  if (sort === '') errors.sort = '请输入排序';
  else if (!/^\d+$/.test(sort) || Number(sort) > MAX_SORT) errors.sort = `排序须为 0 到 ${MAX_SORT} 之间的整数`;
  return errors;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body sent: what the dialog shows for the chosen type, and nothing it hides (a
 * button has no path or icon, an external link no component).
 */
export function menuBodyOf(form: MenuForm): MenuBody {
  const shown = fieldsFor(form);
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
    iFrame: shown.iFrame ? form.iFrame : false,
    cache: shown.cache ? form.cache : false,
    hidden: shown.hidden ? form.hidden : false,
  };
  return form.id === undefined ? body : { id: form.id, ...body };
}
