/*
 * The one parser of the dates the back ends send (CONTRACT-SYSTEM.md, Decisions). yshop
 * sends one instant in three forms, sometimes in one answer: a @JsonFormat field as
 * `yyyy-MM-dd HH:mm:ss` (local time), a DTO field as ISO with an offset
 * (`2019-03-25T09:15:32.000+08:00`), a field without an annotation (menus, pictures) as
 * epoch milliseconds. It is strict on purpose: a lenient parser turns `2019-02-30` into
 * March 2nd, and a wrong date shown as if right is worse than one shown as sent.
 */

/** What the back ends send for a time: a Date, a timestamp (ms, or 10-digit seconds) or a date string. */
export type TimeInput = Date | number | string | null | undefined;

const SECONDS_DIGITS = 10;
/** The widest offset Java writes (ZoneOffset's range). */
const MAX_OFFSET_HOURS = 18;

/** yyyy-MM-dd, optionally a time (space or T) with seconds, a fraction and an offset (Z, +08:00 or +0800). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A 10-digit timestamp counts seconds (the originals multiply it by 1000); longer ones count milliseconds. */
function fromTimestamp(value: number): Date | undefined {
  if (!Number.isFinite(value)) return undefined;
  const digits = String(Math.trunc(Math.abs(value))).length;
  return new Date(digits === SECONDS_DIGITS ? value * 1000 : value);
}

/** Offset in minutes east of UTC, or undefined when out of range. */
function offsetMinutes(offset: string): number | undefined {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > MAX_OFFSET_HOURS || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}

function fromText(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number(((match[7] ?? '') + '000').slice(0, 3));
  // No rolling over: a month, day or hour out of range names no instant.
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  const validDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month! - 1 && calendar.getUTCDate() === day;
  if (!validDay || hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = match[8];
  if (offset === undefined) return new Date(year!, month! - 1, day!, hour, minute, second, millis);
  const east = offsetMinutes(offset);
  if (east === undefined) return undefined;
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second, millis) - east * 60_000);
}

/** The instant `time` names, or undefined when it names none. */
export function parseServerTime(time: TimeInput): Date | undefined {
  let date: Date | undefined;
  if (time instanceof Date) date = new Date(time.getTime());
  else if (typeof time === 'number') date = fromTimestamp(time);
  else if (typeof time === 'string') {
    const text = time.trim();
    // All digits: a timestamp sent as a string.
    date = /^\d+$/.test(text) ? fromTimestamp(Number(text)) : fromText(text);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
