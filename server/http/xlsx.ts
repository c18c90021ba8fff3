import type { FastifyReply } from 'fastify';
import { badRequest } from './errors';
import { writeWorkbookOffThread } from './xlsx-worker';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an export: its Chinese header and how a row fills it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  width?: number;
}

/** What a spreadsheet reads as the start of a formula once a cell is edited or saved as CSV (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's value, with text that starts like a formula prefixed by `'` so that it stays
 * text: the file itself holds no formula, but a user who edits the cell or saves the
 * sheet as CSV and opens it again would otherwise run it. Numbers are left alone.
 */
export function safeCell(value: string | number | null): string | number | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The most rows an export holds (issue 30): the 10,000 orders the console's 导出 asks for
 * at most, and about a second of a worker's time. A larger export is refused, not cut,
 * so that nobody takes a partial file for the whole.
 */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_TOO_LARGE = `导出数据不能超过 ${EXPORT_MAX_ROWS} 条，请缩小查询范围`;

/** One sheet with a header row and one row per item; cells are text or numbers, never formulas. */
export async function buildWorkbook<T>(sheet: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<Buffer> {
  if (rows.length > EXPORT_MAX_ROWS) throw badRequest(EXPORT_TOO_LARGE);
  return writeWorkbookOffThread({
    sheet,
    columns: columns.map((c, i) => ({ header: safeCell(c.header) as string, key: String(i), width: c.width ?? 20 })),
    rows: rows.map((row) => columns.map((c) => safeCell(c.value(row)))),
  });
}

/**
 * `Content-Disposition: attachment` with the Chinese name as RFC 5987 `filename*`
 * (UTF-8, percent-encoded) and an ASCII fallback for old clients.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers the rows as `{title}数据.xlsx` (`用户数据.xlsx`...). */
export async function sendXlsx<T>(
  reply: FastifyReply,
  export_: { title: string; asciiName: string; columns: readonly ExportColumn<T>[] },
  rows: readonly T[],
): Promise<FastifyReply> {
  const body = await buildWorkbook(`${export_.title}数据`, export_.columns, rows);
  return reply
    .code(200)
    .type(XLSX_TYPE)
    .header('cache-control', 'no-store')
    .header('content-disposition', attachment(`${export_.title}数据.xlsx`, `${export_.asciiName}.xlsx`))
    .send(body);
}

/** A flag as the status dictionaries word it. */
export const statusLabel = (enabled: boolean, on: string, off: string): string => (enabled ? on : off);
