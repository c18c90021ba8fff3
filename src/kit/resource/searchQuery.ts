import type { Filters, ParamValue } from '../crud/listParams';
import type { Field } from './fields';

/*
 * What a search bar of fields holds and what it sends (issue 31). The bar keeps one value
 * per field under its key (a date range as `[from, to]`); the query names them as the back
 * end reads them: `key=value`, the same value under `search.also` keys, or a range split in
 * two (`search.send`: yshop's bills read `startTime` / `endTime` as days).
 */

/** The search's empty value of a field: [] for a date range, '' otherwise. */
export const emptySearch = <Row, Form>(field: Field<Row, Form>): ParamValue => (field.kind === 'dateRange' ? [] : '');

/** The keys a field's search fills in the bar's state. */
export const searchKeysOf = <Row, Form>(field: Field<Row, Form>): string[] => [field.search?.key ?? field.key, ...(field.search?.also ?? [])];

/** The bar's empty state: every key of every search field. */
export const searchFiltersOf = <Row, Form>(fields: readonly Field<Row, Form>[]): Filters =>
  Object.fromEntries(fields.filter((field) => field.search).flatMap((field) => searchKeysOf(field).map((key) => [key, emptySearch(field)])));

const dayOrTime = (text: string, as: 'day' | 'time' = 'time'): string => (as === 'day' ? text.slice(0, 10) : text);

/**
 * The query of the bar's state: a range with `send` goes out as its two keys (an empty
 * range sends neither), everything else as held. Keys no field names pass unchanged (a
 * screen's own fixed filters).
 */
export function searchQuery<Row, Form>(fields: readonly Field<Row, Form>[], filters: Filters): Filters {
  const out: Record<string, ParamValue> = { ...filters };
  for (const field of fields) {
    const send = field.search?.send;
    if (!send) continue;
    const key = field.search?.key ?? field.key;
    const value = out[key];
    delete out[key];
    const [from, to] = Array.isArray(value) ? (value as readonly (string | number)[]).map(String) : [];
    out[send.from] = from ? dayOrTime(from, send.as) : '';
    out[send.to] = to ? dayOrTime(to, send.as) : '';
  }
  return out;
}

/**
 * The search a link asks for (`?nickname=王芳`): the values of the text-like search keys the
 * query names, or undefined when it names none (a visit without a filter changes nothing).
 */
export function linkedFilters<Row, Form>(fields: readonly Field<Row, Form>[], params: URLSearchParams): Filters | undefined {
  const keys = fields.filter((field) => field.search && field.kind !== 'dateRange').flatMap((field) => searchKeysOf(field));
  const found = keys.filter((key) => params.has(key)).map((key) => [key, params.get(key) ?? ''] as const);
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}
