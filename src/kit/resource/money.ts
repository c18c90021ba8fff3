import { centsOf, formatCents } from '../../shared/money/money';

/*
 * The one money input's rules (issue 31): the operator types yuan as text, the text is
 * read digit by digit into integer cents (`centsOf`), and no amount ever passes through a
 * float multiplication. Pure, beside MoneyInput which draws them.
 */

export interface MoneyRule {
  /** The input's name in messages (金额). */
  name: string;
  /** The message when empty; without it an empty input is null. */
  required?: string | undefined;
  /** Bounds in cents, both included. */
  min?: number | undefined;
  max?: number | undefined;
}

export type MoneyChecked = { ok: true; cents: number | null } | { ok: false; message: string };

/** Typed yuan as integer cents, or the message saying what is wrong. */
export function checkMoney(text: string, { name, required, min, max }: MoneyRule): MoneyChecked {
  const typed = text.trim();
  if (typed === '') return required ? { ok: false, message: required } : { ok: true, cents: null };
  const cents = centsOf(typed);
  if (cents === undefined) return { ok: false, message: `${name}必须是金额，最多两位小数` };
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) {
    if (max === undefined) return { ok: false, message: `${name}不能低于 ${formatCents(min ?? 0)}` };
    if (min === undefined) return { ok: false, message: `${name}不能超过 ${formatCents(max)}` };
    return { ok: false, message: `${name}必须在 ${formatCents(min)} 到 ${formatCents(max)} 之间` };
  }
  return { ok: true, cents };
}
