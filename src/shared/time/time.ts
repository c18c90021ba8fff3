import dayjs from 'dayjs';
// The Chinese locale registers itself with dayjs; it is applied per call below, never
// globally. Only screens that show times import this module, so neither dayjs nor the
// locale is part of the login page's download.
import 'dayjs/locale/zh-cn';
import { parseServerTime, type TimeInput } from './parseTime';

/*
 * Dates and times as the console shows them (SPEC.md section 9): the default format,
 * Chinese weekday names and the relative time of lists and the personal centre.
 */

export type { TimeInput };

/** year-month-day hour:minute:second, zero padded. */
export const DEFAULT_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const LOCALE = 'zh-cn';

/** The instant `time` names, or undefined when it names none (see parseServerTime). */
export const toDate = parseServerTime;

/**
 * `time` in dayjs's format tokens with the Chinese locale (`dddd` is 星期一, `dd` is 一,
 * `A` is 上午/下午). Anything that names no instant gives '' rather than "Invalid Date".
 */
export function formatDateTime(time: TimeInput, format: string = DEFAULT_FORMAT): string {
  const date = toDate(time);
  if (!date) return '';
  return format === DEFAULT_FORMAT ? plainDateTime(date) : dayjs(date).locale(LOCALE).format(format);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * DEFAULT_FORMAT without dayjs: every row of every list is shown in it (a 2,000-dept tree
 * parses 2,000 dates), and numbers need no locale. dayjs cost about 7 µs a date here.
 */
function plainDateTime(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A server date where the console shows one (tables, cards): `yyyy-MM-dd HH:mm:ss` for
 * any of the three forms; a text that names no instant as sent (the operator sees what
 * the server said, never "Invalid Date"); nothing at all as `empty`.
 */
export function displayTime(time: TimeInput, format: string = DEFAULT_FORMAT, empty = '-'): string {
  const shown = formatDateTime(time, format);
  if (shown !== '') return shown;
  const given = typeof time === 'string' ? time.trim() : '';
  return given === '' ? empty : given;
}

/** 星期日 ... 星期六. */
export function weekdayName(time: TimeInput): string {
  return formatDateTime(time, 'dddd');
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Clock skew between server and browser tolerated before a future time shows as a date. */
const SKEW = 30;

/**
 * 刚刚 under 30 s, N分钟前 under an hour, N小时前 under a day, 1天前 under two days,
 * then the date and time in `format`. `now` is a parameter so callers and tests decide
 * the clock. Counts are whole units elapsed (90 s is 1分钟前, 59 min 59 s is 59分钟前)
 * and never 0. A time more than 30 s in the future shows as its date and time.
 */
export function relativeTime(time: TimeInput, now: Date | number = Date.now(), format: string = DEFAULT_FORMAT): string {
  const date = toDate(time);
  if (!date) return '';
  const seconds = ((typeof now === 'number' ? now : now.getTime()) - date.getTime()) / 1000;
  if (seconds < -SKEW) return formatDateTime(date, format);
  if (seconds < 30) return '刚刚';
  if (seconds < HOUR) return `${Math.max(1, Math.floor(seconds / MINUTE))}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds < 2 * DAY) return '1天前';
  return formatDateTime(date, format);
}
