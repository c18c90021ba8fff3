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
  if (!optional(raw.noCache, 'boolean')) return 'meta.noCache is not a boolean';
  if (!optional(raw.affix, 'boolean')) return 'meta.affix is not a boolean';
  if (!optional(raw.breadcrumb, 'boolean')) return 'meta.breadcrumb is not a boolean';
  // Every key present (undefined when absent): one object shape for all metas keeps
  // the code reading them fast on menus of thousands of entries.
  return {
    title: raw.title,
    icon: typeof raw.icon === 'string' && raw.icon !== '' ? raw.icon : undefined,
    noCache: typeof raw.noCache === 'boolean' ? raw.noCache : undefined,
    affix: typeof raw.affix === 'boolean' ? raw.affix : undefined,
    breadcrumb: typeof raw.breadcrumb === 'boolean' ? raw.breadcrumb : undefined,
    activeMenu: typeof raw.activeMenu === 'string' && raw.activeMenu !== '' ? raw.activeMenu : undefined,
  };
}

function skipEntry(warnings: string[], list: Where, index: number, raw: unknown, reason: string): undefined {
  warnings.push(`menu entry ${describe(`${list()}[${index}]`, raw)} skipped: ${reason}`);
  return undefined;
}

/** Why an entry cannot be used, or undefined when its own fields are fine. */
function entryProblem(raw: Json): string | undefined {
  const unknown = unknownKeys(raw, ENTRY_KEYS);
  if (unknown) return `unknown keys ${unknown.join(', ')}`;
  if (typeof raw.path !== 'string' || raw.path.trim() === '') return 'missing path';
  if (!optional(raw.name, 'string') || !optional(raw.component, 'string') || !optional(raw.redirect, 'string')) {
    return 'name, component or redirect is not a string';
  }
  if (!optional(raw.hidden, 'boolean') || !optional(raw.alwaysShow, 'boolean')) return 'hidden or alwaysShow is not a boolean';
  if (raw.children !== undefined && raw.children !== null && !Array.isArray(raw.children)) return 'children is not a list';
  return undefined;
}

/**
 * Checks the `index`th entry of the list at `list`. No closure is made per entry (menus
 * can hold thousands): where an entry sits is only worked out for a warning.
 */
function parseEntry(raw: unknown, list: Where, index: number, seen: Set<object>, warnings: string[]): MenuEntry | undefined {
  if (!isObject(raw)) return skipEntry(warnings, list, index, raw, 'not an object');
  if (seen.has(raw)) return skipEntry(warnings, list, index, raw, 'it contains itself (a cycle)');
  const problem = entryProblem(raw);
  if (problem) return skipEntry(warnings, list, index, raw, problem);

  let meta: MenuMeta | undefined;
  if (raw.meta !== undefined && raw.meta !== null) {
    const parsed = parseMeta(raw.meta);
    if (typeof parsed === 'string') return skipEntry(warnings, list, index, raw, parsed);
    meta = parsed;
  }
  // One shape for every entry, as for metas (parseMeta).
  const entry: MenuEntry = {
    name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : undefined,
    path: (raw.path as string).trim(),
    hidden: raw.hidden === true ? true : undefined,
    redirect: typeof raw.redirect === 'string' && raw.redirect !== '' ? raw.redirect : undefined,
    component: typeof raw.component === 'string' && raw.component !== '' ? raw.component : undefined,
    alwaysShow: raw.alwaysShow === true ? true : undefined,
    meta,
    children: undefined,
  };
  if (Array.isArray(raw.children)) {
    seen.add(raw);
    const path = entry.path;
    const children = parseList(raw.children, () => `${list()}[${index}] > ${path}`, seen, warnings);
    seen.delete(raw);
    if (children.length > 0) entry.children = children;
  }
  return entry;
}

function parseList(raw: unknown[], list: Where, seen: Set<object>, warnings: string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const entry = parseEntry(raw[index], list, index, seen, warnings);
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
