import type { MenuEntry, MenuMeta } from './menuEntry';

const ENTRY_KEYS = new Set(['name', 'path', 'hidden', 'redirect', 'component', 'alwaysShow', 'meta', 'children']);
const META_KEYS = new Set(['title', 'icon', 'noCache', 'affix', 'breadcrumb', 'activeMenu']);

export interface ParsedMenus {
  entries: MenuEntry[];
  /** One line per skipped entry, for the console and for a notice to the user. */
  warnings: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'boolean'): boolean => value === undefined || value === null || typeof value === type;

/** Keys of `raw` outside `allowed`; no allocation in the usual case of none. */
function unknownKeys(raw: Json, allowed: ReadonlySet<string>): string[] | undefined {
  let unknown: string[] | undefined;
  for (const key in raw) if (Object.hasOwn(raw, key) && !allowed.has(key)) (unknown ??= []).push(key);
  return unknown;
}

/** Where an entry sits ('menus[2] > /system[0]'), built only when a warning needs it. */
type Where = () => string;

function describe(where: string, raw: unknown): string {
  const title = isObject(raw) && isObject(raw.meta) && typeof raw.meta.title === 'string' ? ` (${raw.meta.title})` : '';
  return `${where}${title}`;
}

function parseMeta(raw: unknown): MenuMeta | string {
  if (!isObject(raw)) return 'meta is not an object';
  const unknown = unknownKeys(raw, META_KEYS);
  if (unknown) return `unknown meta keys ${unknown.join(', ')}`;
  if (typeof raw.title !== 'string') return 'meta.title is not a string';
  if (!optional(raw.icon, 'string') || !optional(raw.activeMenu, 'string')) return 'meta.icon/activeMenu is not a string';
  for (const key of ['noCache', 'affix', 'breadcrumb'] as const) if (!optional(raw[key], 'boolean')) return `meta.${key} is not a boolean`;
  const meta: MenuMeta = { title: raw.title };
  if (typeof raw.icon === 'string' && raw.icon !== '') meta.icon = raw.icon;
  if (typeof raw.noCache === 'boolean') meta.noCache = raw.noCache;
  if (typeof raw.affix === 'boolean') meta.affix = raw.affix;
  if (typeof raw.breadcrumb === 'boolean') meta.breadcrumb = raw.breadcrumb;
  if (typeof raw.activeMenu === 'string' && raw.activeMenu !== '') meta.activeMenu = raw.activeMenu;
  return meta;
}

function parseEntry(raw: unknown, where: Where, seen: Set<object>, warnings: string[]): MenuEntry | undefined {
  const skip = (reason: string): undefined => {
    warnings.push(`menu entry ${describe(where(), raw)} skipped: ${reason}`);
    return undefined;
  };
  if (!isObject(raw)) return skip('not an object');
  if (seen.has(raw)) return skip('it contains itself (a cycle)');
  const unknown = unknownKeys(raw, ENTRY_KEYS);
  if (unknown) return skip(`unknown keys ${unknown.join(', ')}`);
  if (typeof raw.path !== 'string' || raw.path.trim() === '') return skip('missing path');
  if (!optional(raw.name, 'string') || !optional(raw.component, 'string') || !optional(raw.redirect, 'string')) {
    return skip('name, component or redirect is not a string');
  }
  if (!optional(raw.hidden, 'boolean') || !optional(raw.alwaysShow, 'boolean')) return skip('hidden or alwaysShow is not a boolean');
  if (raw.children !== undefined && raw.children !== null && !Array.isArray(raw.children)) return skip('children is not a list');

  const entry: MenuEntry = { path: raw.path.trim() };
  if (typeof raw.name === 'string' && raw.name !== '') entry.name = raw.name;
  if (raw.hidden === true) entry.hidden = true;
  if (typeof raw.redirect === 'string' && raw.redirect !== '') entry.redirect = raw.redirect;
  if (typeof raw.component === 'string' && raw.component !== '') entry.component = raw.component;
  if (raw.alwaysShow === true) entry.alwaysShow = true;
  if (raw.meta !== undefined && raw.meta !== null) {
    const meta = parseMeta(raw.meta);
    if (typeof meta === 'string') return skip(meta);
    entry.meta = meta;
  }
  if (Array.isArray(raw.children)) {
    seen.add(raw);
    const path = entry.path;
    const children = parseList(raw.children, () => `${where()} > ${path}`, seen, warnings);
    seen.delete(raw);
    if (children.length > 0) entry.children = children;
  }
  return entry;
}

function parseList(raw: unknown[], where: Where, seen: Set<object>, warnings: string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const entry = parseEntry(raw[index], () => `${where()}[${index}]`, seen, warnings);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * Checks an `api/menus/build` answer entry by entry: a malformed entry (and its subtree)
 * is skipped with a warning, the rest is kept, so one bad row never blanks the console.
 */
export function parseMenus(raw: unknown): ParsedMenus {
  const warnings: string[] = [];
  if (!Array.isArray(raw)) return { entries: [], warnings: ['the menu answer is not a list'] };
  return { entries: parseList(raw, () => 'menus', new Set(), warnings), warnings };
}
