/*
 * The page answer of CONTRACT-SYSTEM.md section 0: `{ content, totalElements }`.
 * eladmin leaves `content` out when the data scope leaves nothing: a missing one is [].
 */
import { isObject } from './wire';
import { parseRows, type RowResult, type SkippedRow } from './rows';

export interface Page<T> {
  content: T[];
  totalElements: number;
  /** Rows left out because they could not be used. */
  skipped: SkippedRow[];
}

/**
 * A page, or undefined when the answer is not one (not an object, or a `content` that
 * is not a list). A missing or bad `totalElements` counts the rows received.
 */
export function parsePage<T>(body: unknown, parseRow: (raw: unknown) => RowResult<T>): Page<T> | undefined {
  if (!isObject(body)) return undefined;
  const content = body.content ?? [];
  if (!Array.isArray(content)) return undefined;
  const { rows, skipped } = parseRows(content, parseRow);
  const total = body.totalElements;
  const totalElements = typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : content.length;
  return { content: rows, totalElements, skipped };
}
