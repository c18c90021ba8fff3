import type { MenuEntry, MenuMeta } from './menuEntry';
import { NOT_A_LIST, REASONS, unknownKeys as unknownKeysReason, unknownMetaKeys, type MenuProblem, type Reason } from './menuProblem';

const ENTRY_KEYS = new Set(['name', 'path', 'hidden', 'redirect', 'component', 'alwaysShow', 'meta', 'children']);
const META_KEYS = new Set(['title', 'icon', 'noCache', 'affix', 'breadcrumb', 'activeMenu']);

export interface ParsedMenus {
  entries: MenuEntry[];
  /** One per skipped entry, for the console and for the banner. */
  problems: MenuProblem[];
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

const titleOf = (raw: unknown): string | undefined =>
  isObject(raw) && isObject(raw.meta) && typeof raw.meta.title === 'string' && raw.meta.title.trim() !== '' ? raw.meta.title : undefined;

function describe(where: string, raw: unknown): string {
  const title = titleOf(raw);
  return title === undefined ? where : `${where} (${title})`;
}

/** The entry as an operator finds it in 菜单管理: its title, else its path, else its place. */
function operatorLabel(raw: unknown, index: number, parent: string | undefined): string {
  const title = titleOf(raw);
  const path = isObject(raw) && typeof raw.path === 'string' && raw.path.trim() !== '' ? raw.path.trim() : undefined;
  const name = title !== undefined ? `「${title}」` : path !== undefined ? `路由地址为 ${path} 的菜单` : `第 ${index + 1} 项菜单`;
  return parent === undefined ? name : `${name}（位于「${parent}」下）`;
}

function parseMeta(raw: unknown): MenuMeta | Reason {
  if (!isObject(raw)) return REASONS.metaNotObject;
  const unknown = unknownKeys(raw, META_KEYS);
  if (unknown) return unknownMetaKeys(unknown);
  if (typeof raw.title !== 'string') return REASONS.titleNotText;
  if (!optional(raw.icon, 'string') || !optional(raw.activeMenu, 'string')) return REASONS.iconNotText;
  if (!optional(raw.noCache, 'boolean')) return REASONS.noCacheNotFlag;
  if (!optional(raw.affix, 'boolean')) return REASONS.affixNotFlag;
  if (!optional(raw.breadcrumb, 'boolean')) return REASONS.breadcrumbNotFlag;
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

/** Where the entries of one list sit: for the developer's warning and the operator's message. */
interface ListContext {
  where: Where;
  /** The title (else path) of the entry holding this list; undefined at the top. */
  parent: string | undefined;
  seen: Set<object>;
  problems: MenuProblem[];
}

function skipEntry(list: ListContext, index: number, raw: unknown, reason: Reason): undefined {
  list.problems.push({
    warning: `menu entry ${describe(`${list.where()}[${index}]`, raw)} skipped: ${reason.en}`,
    message: `${operatorLabel(raw, index, list.parent)}：${reason.zh}`,
  });
  return undefined;
}

/** Why an entry cannot be used, or undefined when its own fields are fine. */
function entryProblem(raw: Json): Reason | undefined {
  const unknown = unknownKeys(raw, ENTRY_KEYS);
  if (unknown) return unknownKeysReason(unknown);
  if (typeof raw.path !== 'string' || raw.path.trim() === '') return REASONS.missingPath;
  if (!optional(raw.name, 'string') || !optional(raw.component, 'string') || !optional(raw.redirect, 'string')) {
    return REASONS.notText;
  }
  if (!optional(raw.hidden, 'boolean') || !optional(raw.alwaysShow, 'boolean')) return REASONS.notFlag;
  if (raw.children !== undefined && raw.children !== null && !Array.isArray(raw.children)) return REASONS.childrenNotList;
  return undefined;
}

/**
 * Checks the `index`th entry of the list at `list`. No closure is made per entry (menus
 * can hold thousands): where an entry sits is only worked out for a warning.
 */
function parseEntry(raw: unknown, list: ListContext, index: number): MenuEntry | undefined {
  if (!isObject(raw)) return skipEntry(list, index, raw, REASONS.notObject);
  if (list.seen.has(raw)) return skipEntry(list, index, raw, REASONS.cycle);
  const problem = entryProblem(raw);
  if (problem) return skipEntry(list, index, raw, problem);

  let meta: MenuMeta | undefined;
  if (raw.meta !== undefined && raw.meta !== null) {
    const parsed = parseMeta(raw.meta);
    if ('zh' in parsed) return skipEntry(list, index, raw, parsed);
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
    list.seen.add(raw);
    const path = entry.path;
    const where = list.where;
    const children = parseList(raw.children, { where: () => `${where()}[${index}] > ${path}`, parent: meta?.title ?? path, seen: list.seen, problems: list.problems });
    list.seen.delete(raw);
    if (children.length > 0) entry.children = children;
  }
  return entry;
}

function parseList(raw: unknown[], list: ListContext): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const entry = parseEntry(raw[index], list, index);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * Checks an `api/menus/build` answer entry by entry: a malformed entry (and its subtree)
 * is skipped with a warning, the rest is kept, so one bad row never blanks the console.
 */
export function parseMenus(raw: unknown): ParsedMenus {
  const problems: MenuProblem[] = [];
  if (!Array.isArray(raw)) return { entries: [], problems: [NOT_A_LIST] };
  return { entries: parseList(raw, { where: () => 'menus', parent: undefined, seen: new Set(), problems }), problems };
}
