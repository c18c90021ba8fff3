import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

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

/** One sheet with a header row and one row per item; cells are text or numbers, never formulas. */
export async function buildWorkbook<T>(sheet: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c, i) => ({ header: safeCell(c.header) as string, key: String(i), width: c.width ?? 20 }));
  for (const row of rows) ws.addRow(columns.map((c) => safeCell(c.value(row))));
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
