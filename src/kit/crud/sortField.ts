/*
 * A whole number typed into a text field within bounds: the 排序 of the dept and job
 * dialogs (0-999, the originals' el-input-number). The field stays text so a half-typed
 * number is kept; this says what is wrong with it, or gives the number.
 */

export interface SortBounds {
  min: number;
  max: number;
  /** The message for an empty field (`请输入序号`). */
  empty: string;
  /** The field's name in the other messages (排序). */
  name?: string;
}

export type SortChecked = { ok: true; value: number } | { ok: false; message: string };

export function checkSortText(text: string, { min, max, empty, name = '排序' }: SortBounds): SortChecked {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: empty };
  const value = Number(trimmed);
  if (!/^[+-]?\d+$/.test(trimmed) || !Number.isSafeInteger(value)) return { ok: false, message: `${name}必须是整数` };
  if (value < min || value > max) return { ok: false, message: `${name}必须在 ${min} 到 ${max} 之间` };
  return { ok: true, value };
}
