/*
 * The list query of the originals (CONTRACT-SYSTEM.md section 0), built from a screen's
 * applied search values: `page` from 0, `size`, `sort` repeated, arrays repeated under
 * one key, and null, undefined or '' left out (the originals' client drops them).
 */

export type ParamValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Filters = Readonly<Record<string, ParamValue>>;

export interface ListParamsInput {
  page: number;
  size: number;
  sort: readonly string[];
  filters: Filters;
}

const isEmpty = (value: ParamValue): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** What a search sends: empty values dropped, texts trimmed, arrays without empty items. */
export function cleanFilters(filters: Filters): Record<string, string | number | boolean | (string | number)[]> {
  const out: Record<string, string | number | boolean | (string | number)[]> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      const items = (value as readonly (string | number)[]).filter((item) => !(typeof item === 'string' && item.trim() === ''));
      if (items.length > 0) out[key] = items;
    } else if (typeof value === 'string') {
      out[key] = value.trim();
    } else {
      out[key] = value as number | boolean;
    }
  }
  return out;
}

/** The query of one page of the list. */
export function listParams({ page, size, sort, filters }: ListParamsInput): Record<string, unknown> {
  return { ...cleanFilters(filters), page, size, ...(sort.length > 0 ? { sort: [...sort] } : {}) };
}

/** The query of 导出: the same search, every row, no paging. */
export function exportParams({ sort, filters }: Pick<ListParamsInput, 'sort' | 'filters'>): Record<string, unknown> {
  return { ...cleanFilters(filters), ...(sort.length > 0 ? { sort: [...sort] } : {}) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date range picked as two days (`yyyy-MM-dd`) as the originals send it: the first
 * day from 00:00:00 to the last day until 23:59:59. Half a range, or days the wrong way
 * round, are put right rather than sent as a query that can match nothing.
 */
export function dateRange(from: string, to: string): [string, string] | undefined {
  const start = from.trim();
  const end = to.trim();
  if (!DAY.test(start) && !DAY.test(end)) return undefined;
  const first = DAY.test(start) ? start : end;
  const last = DAY.test(end) ? end : start;
  const [low, high] = first <= last ? [first, last] : [last, first];
  return [`${low} 00:00:00`, `${high} 23:59:59`];
}

/**
 * The page to show once a page answered: a page past the end (its last rows were
 * deleted, or a search shrank the list) goes back to the last page that has rows.
 */
export function pageWithRows(page: number, size: number, total: number, rowsOnPage: number): number {
  if (rowsOnPage > 0 || page === 0) return page;
  return Math.max(0, Math.ceil(total / size) - 1);
}
