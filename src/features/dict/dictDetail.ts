/*
 * Dictionary entries (CONTRACT.md "Dictionaries", SPEC.md section 3): the answer of
 * `GET api/dictDetail`, checked, and the lookups screens use.
 */

/** One entry as the server sends it; `value` is always a string on the wire. */
export interface DictDetail {
  id: number;
  label: string;
  value: string;
  sort: number;
  /** The dictionary it belongs to; older back ends may leave it out. */
  dict?: { id: number };
}

export interface DictDetailPage {
  content: DictDetail[];
  totalElements: number;
}

export type DictValue = string | number;

/** An entry for screens: `value` is an integer when it looks like one. */
export interface DictEntry {
  id: number;
  label: string;
  value: DictValue;
  sort: number;
}

/** One loaded dictionary: its entries in order, and value -> entry / value -> label maps. */
export interface DictData {
  list: DictEntry[];
  entryOf: Record<string, DictEntry>;
  labelOf: Record<string, string>;
}

export const NEED_DICT_NAMES = 'need Dict names';

/** The server's default sort for an entry created without one. */
const DEFAULT_SORT = 999;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One entry, else undefined: also the dictDetail entity's row reader (字典管理's writes). */
export function parseDictDetail(raw: unknown): DictDetail | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, label, value, dict } = raw;
  // yshop sends `sort`, newer eladmin `dictSort`.
  const sort = raw.sort ?? raw.dictSort ?? DEFAULT_SORT;
  if (!isFiniteNumber(id) || typeof label !== 'string' || !isFiniteNumber(sort)) return undefined;
  if (typeof value !== 'string' && !isFiniteNumber(value)) return undefined;
  const detail: DictDetail = { id, label, value: String(value), sort };
  if (dict !== undefined && dict !== null) {
    if (!isRecord(dict) || !isFiniteNumber(dict.id)) return undefined;
    detail.dict = { id: dict.id };
  }
  return detail;
}

/**
 * `{ content: [...], totalElements }` with every entry well formed, ordered by `sort`
 * (then id); anything else is a malformed answer (undefined).
 */
export function parseDictDetailPage(body: unknown): DictDetailPage | undefined {
  if (!isRecord(body) || !Array.isArray(body.content)) return undefined;
  const content: DictDetail[] = [];
  for (const raw of body.content) {
    const detail = parseDictDetail(raw);
    if (!detail) return undefined;
    content.push(detail);
  }
  const total = body.totalElements ?? content.length;
  if (!isFiniteNumber(total)) return undefined;
  return { content: sortDetails(content), totalElements: total };
}

/** By `sort`, then by id, without changing the argument. */
export function sortDetails<T extends { id: number; sort: number }>(details: readonly T[]): T[] {
  return [...details].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** Canonical integers only: "0", "12", "-3"; not "007", "1.5", "1e3", " 1" or "". */
const INTEGER = /^-?(0|[1-9]\d*)$/;

/** SPEC.md section 3: numeric-looking values become integers; the rest stay strings. */
export function toDictValue(value: string): DictValue {
  if (!INTEGER.test(value)) return value;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/**
 * The lookups of one dictionary. The maps have no prototype, so `labelOf.toString`
 * or `labelOf.__proto__` are only ever entries; when two entries share a value the
 * first (by sort) wins.
 */
export function toDictData(details: readonly DictDetail[]): DictData {
  const list = details.map(({ id, label, value, sort }): DictEntry => ({ id, label, value: toDictValue(value), sort }));
  const entryOf: Record<string, DictEntry> = Object.create(null) as Record<string, DictEntry>;
  const labelOf: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const entry of list) {
    const key = String(entry.value);
    if (key in entryOf) continue;
    entryOf[key] = entry;
    labelOf[key] = entry.label;
  }
  return { list, entryOf, labelOf };
}
