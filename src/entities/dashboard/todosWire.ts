/* 首页's 待办 answers: list calls read for their totals and first rows, in 待办's own chunk. */
import { asTime, isObject } from '../../api/resource/wire';
import { count } from './dashboardWire';

/** The lists 首页's 待办 counts, each read by its list call (yshop has no count call). */
export type TodoKey = 'toShip' | 'refunding' | 'toVerify' | 'afterSales' | 'extract' | 'lowStock';

/** A count, `more` when it is at least `count` (only the first page was looked at). */
export interface TodoCount {
  count: number;
  more: boolean;
}

/** An order waiting to ship, as 首页's new-order notice tells them apart. */
export interface WaitingOrder {
  id: number;
  /** `yyyy-MM-dd HH:mm:ss` (or '' when absent): compared as text. */
  payTime: string;
}

export const totalOf = (body: unknown): number | undefined => (isObject(body) ? count(body.totalElements) : undefined);
const rowsOf = (body: unknown): Record<string, unknown>[] => (isObject(body) && Array.isArray(body.content) ? body.content.filter(isObject) : []);

/** A list's total: what the filter found. */
export const readTotal = (body: unknown): TodoCount | undefined => {
  const total = totalOf(body);
  return total === undefined ? undefined : { count: total, more: false };
};

/**
 * Rows matching `test` on a first page of `size`: for a filter the back end lacks (yshop's
 * 提现 list has no status filter, no list a stock filter), so the page is sorted to bring
 * them first. A full page of matches says "at least".
 */
export function countMatching(body: unknown, size: number, test: (row: Record<string, unknown>) => boolean): TodoCount | undefined {
  const total = totalOf(body);
  if (total === undefined) return undefined;
  const rows = rowsOf(body);
  const matching = rows.filter(test).length;
  // Every row matched and there are more than shown: the filter was honoured (count them all) or the page is full.
  if (matching === rows.length && rows.length > 0) return total <= rows.length || rows.length < size ? { count: total, more: false } : { count: rows.length, more: true };
  return { count: matching, more: false };
}

export function readWaiting(body: unknown): WaitingOrder[] {
  return rowsOf(body).flatMap((row) => {
    const id = count(row.id);
    if (id === undefined) return [];
    return [{ id, payTime: typeof row.payTime === 'string' || typeof row.payTime === 'number' ? asTime(row.payTime) : '' }];
  });
}
