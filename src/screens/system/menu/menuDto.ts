/*
 * The shapes of CONTRACT.md "Menus" as 菜单管理 reads and writes them (MenuDto, the Menu
 * body) and the parsing of the list. Pure functions, so malformed data is tested without
 * rendering. The parent picker's `menus/tree` is the kit's (src/kit/system/menuNode.ts).
 */

import { displayTime } from '../../../shared/time/time';
import { TOP_LEVEL_PID } from './menuTree';

export type MenuType = 0 | 1 | 2;

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

/**
 * The body of `POST api/menus` (no id) and `PUT api/menus` (with id): a row's editable
 * fields, with the external-link flag under yshop's name (iframe; Jackson names its
 * getter getIFrame so) beside eladmin's iFrame. Each back end ignores the other.
 */
export type MenuBody = Omit<MenuDto, 'id' | 'createTime' | 'children'> & { id?: number; iframe: boolean };

/** eladmin's default sort for a new menu, and for a row that comes without one. */
export const DEFAULT_SORT = 999;

// Bad data becomes `undefined` (a malformed answer, see baseQuery) rather
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

/** A row's createTime in any of the back ends' three forms, shown `yyyy-MM-dd HH:mm:ss` ('' for none). */
export const formatCreateTime = (value: unknown): string => displayTime(typeof value === 'string' || typeof value === 'number' ? value : undefined, undefined, '');

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
    // eladmin sends iFrame, yshop iframe (CONTRACT.md "Menus").
    iFrame: asFlag(value.iFrame ?? value.iframe),
    cache: asFlag(value.cache),
    hidden: asFlag(value.hidden),
    createTime: formatCreateTime(value.createTime),
    children,
  };
}

/** `GET api/menus`: the rows of `{ content: MenuDto[], totalElements }`; a bare array is accepted too. */
export function parseMenuList(body: unknown): MenuDto[] | undefined {
  const content = Array.isArray(body) ? body : isObject(body) ? body.content : undefined;
  if (!Array.isArray(content)) return undefined;
  const menus = content.map((item) => parseMenuDto(item, 0));
  return menus.some((menu) => menu === undefined) ? undefined : (menus as MenuDto[]);
}
