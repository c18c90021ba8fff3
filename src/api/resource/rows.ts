/*
 * What a row parser answers: the row, or why it cannot be used. A list keeps its good
 * rows and lists the skipped ones, so one bad row never empties a screen.
 */

export type RowResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export const accept = <T>(value: T): RowResult<T> => ({ ok: true, value });
export const reject = <T>(reason: string): RowResult<T> => ({ ok: false, reason });

/** A row left out of a list, for the screen to report (console warning or a notice). */
export interface SkippedRow {
  /** Position in the list as received. */
  index: number;
  /** Why, in Chinese (the operator may be shown it). */
  reason: string;
}

export interface ParsedRows<T> {
  rows: T[];
  skipped: SkippedRow[];
}

/** Each entry through `parseRow`; the bad ones skipped with their reason. */
export function parseRows<T>(list: readonly unknown[], parseRow: (raw: unknown) => RowResult<T>): ParsedRows<T> {
  const rows: T[] = [];
  const skipped: SkippedRow[] = [];
  list.forEach((raw, index) => {
    const result = parseRow(raw);
    if (result.ok) rows.push(result.value);
    else skipped.push({ index, reason: result.reason });
  });
  return { rows, skipped };
}

/** A bare array (`roles/all`, `dept?pid=`), else undefined: a malformed answer (see baseQuery). */
export function parseArray<T>(body: unknown, parseRow: (raw: unknown) => RowResult<T>): ParsedRows<T> | undefined {
  return Array.isArray(body) ? parseRows(body, parseRow) : undefined;
}
