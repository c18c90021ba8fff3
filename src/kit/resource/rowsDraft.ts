import type { Field, RowColumn } from './fields';

/*
 * A `rows` field as drafts and back (issue 31): each row's cells typed as text, each cell
 * checked by its column on 确认 as a field of that kind would be, the first wrong cell named
 * by its row. Pure; `drafts.ts` hands in its own cell check so the rules stay in one place.
 */

export type RowDraft = Record<string, string>;
type CellCheck = (field: Field<unknown, unknown>, draft: unknown) => { ok: true; value: unknown } | { ok: false; message: string };
type CellDraft = (field: Field<unknown, unknown>, value: unknown) => unknown;

/** A column as the field of its kind, so the cell is drafted and checked as that field's input is. */
export const cellField = (column: RowColumn): Field<unknown, unknown> => ({
  kind: column.kind ?? 'text',
  key: column.key,
  label: column.label,
  form: { key: column.key as never, required: column.required, min: column.min, max: column.max },
});

/** The inputs of a stored list of rows (anything else is no rows). */
export function rowsDraftOf<Row, Form>(field: Field<Row, Form>, value: unknown, cellDraft: CellDraft): RowDraft[] {
  const columns = field.rows?.columns ?? [];
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown) => Object.fromEntries(columns.map((column) => [column.key, String(cellDraft(cellField(column), (row as Record<string, unknown> | null)?.[column.key]) ?? '')])));
}

/** A new row's cells. */
export const blankRow = <Row, Form>(field: Field<Row, Form>): RowDraft => Object.fromEntries((field.rows?.columns ?? []).map((column) => [column.key, field.rows?.blank?.[column.key] ?? '']));

/** The rows to send, or the first wrong cell's message (第2行：请输入金额). */
export function checkRows<Row, Form>(field: Field<Row, Form>, draft: unknown, checkCell: CellCheck): { ok: true; value: unknown } | { ok: false; message: string } {
  const rows = Array.isArray(draft) ? (draft as RowDraft[]) : [];
  const { columns = [], min, max } = field.rows ?? {};
  const name = field.form?.label ?? field.label;
  if (rows.length === 0 && field.form?.required) return { ok: false, message: field.form.required };
  if (min !== undefined && rows.length < min) return { ok: false, message: `${name}至少 ${min} 项` };
  if (max !== undefined && rows.length > max) return { ok: false, message: `${name}最多 ${max} 项` };
  const value: Record<string, unknown>[] = [];
  for (const [index, row] of rows.entries()) {
    const out: Record<string, unknown> = {};
    for (const column of columns) {
      const checked = checkCell(cellField(column), row[column.key] ?? '');
      if (!checked.ok) return { ok: false, message: `第${index + 1}行：${checked.message}` };
      out[column.key] = checked.value;
    }
    value.push(out);
  }
  return { ok: true, value };
}
