/**
 * Calendar days in the server's time zone (CONTRACT-SHOP decisions: the process's `TZ`),
 * as the `yyyy-MM-dd` keys of `yx_store_order_days` (SQLite's `localtime` makes the same).
 * Pure, on the local calendar: `new Date(y, m, d)` rolls over months and years itself.
 */
const pad = (n: number): string => String(n).padStart(2, '0');

/** A local calendar day. */
export interface Day {
  y: number;
  /** 0-11, as Date's. */
  m: number;
  d: number;
}

export const dayOf = (ms: number): Day => {
  const date = new Date(ms);
  return { y: date.getFullYear(), m: date.getMonth(), d: date.getDate() };
};

/** The day `n` days after (before, when negative) `day`. */
export const addDays = (day: Day, n: number): Day => dayOf(new Date(day.y, day.m, day.d + n, 12).getTime());

export const keyOf = (day: Day): string => `${day.y}-${pad(day.m + 1)}-${pad(day.d)}`;

/** yshop's chart label, `MM-dd`. */
export const labelOf = (day: Day): string => `${pad(day.m + 1)}-${pad(day.d)}`;

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; keyOf(day) <= keyOf(to); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The number of days in a month (`m` 0-11). */
export const monthLength = (y: number, m: number): number => new Date(y, m + 1, 0).getDate();
