import dayjs from 'dayjs';
import fc from 'fast-check';
import { DEFAULT_FORMAT, displayTime, formatDateTime, relativeTime, toDate, weekdayName } from './time';

// Local times built from parts, so the tests hold in any time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, mo - 1, d, h, mi, s, ms);
const now = at(2026, 11, 22, 10, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('toDate', () => {
  it('reads a 10-digit timestamp as seconds, longer ones as milliseconds', () => {
    const ms = at(2024, 1, 5, 3, 4, 5).getTime();
    expect(toDate(ms / 1000)?.getTime()).toBe(ms);
    expect(toDate(String(ms / 1000))?.getTime()).toBe(ms);
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
  });

  it('reads the servers\' date strings as local time', () => {
    expect(toDate('2026-11-22 10:00:00')?.getTime()).toBe(at(2026, 11, 22, 10).getTime());
    expect(toDate('2026-11-22')?.getTime()).toBe(at(2026, 11, 22).getTime());
    expect(toDate('2026-11-22T02:00:00.000Z')?.getTime()).toBe(Date.UTC(2026, 10, 22, 2));
  });

  it('copies a Date instead of sharing it', () => {
    const date = at(2026, 1, 1);
    expect(toDate(date)).not.toBe(date);
    expect(toDate(date)?.getTime()).toBe(date.getTime());
  });

  it.each([undefined, null, '', '   ', 'not a date', Number.NaN, new Date('x')])('gives undefined for %p', (value) => {
    expect(toDate(value)).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it('writes the default format as dayjs does, for any instant from year 1000 to 9999', () => {
    const instants = fc.integer({ min: at(1000, 1, 1).getTime(), max: at(9999, 12, 31, 23, 59, 59).getTime() });
    fc.assert(fc.property(instants, (ms) => formatDateTime(new Date(ms)) === dayjs(ms).format(DEFAULT_FORMAT)));
  });

  it('formats YYYY-MM-DD HH:mm:ss zero padded by default', () => {
    expect(DEFAULT_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime(at(2024, 1, 5, 3, 4, 5))).toBe('2024-01-05 03:04:05');
    expect(formatDateTime(at(2024, 12, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('treats a 10-digit timestamp as seconds', () => {
    expect(formatDateTime(at(2024, 1, 5, 3, 4, 5).getTime() / 1000)).toBe('2024-01-05 03:04:05');
  });

  it('uses Chinese weekday and meridiem names', () => {
    // 2026-11-22 is a Sunday, the 23rd a Monday.
    expect(formatDateTime(at(2026, 11, 22, 9), 'YYYY年M月D日 dddd A')).toBe('2026年11月22日 星期日 上午');
    expect(formatDateTime(at(2026, 11, 23, 15), 'dd ddd dddd A')).toBe('一 周一 星期一 下午');
    expect(weekdayName(at(2026, 11, 28))).toBe('星期六');
  });

  it('does not change the global dayjs locale', () => {
    formatDateTime(now, 'dddd');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs(now).format('dddd')).toBe('Sunday');
  });

  it('gives an empty string for something that is no time', () => {
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(weekdayName(null)).toBe('');
  });
});

describe('relativeTime', () => {
  it.each([
    [0, '刚刚'],
    [29.999, '刚刚'],
    [30, '1分钟前'],
    [119, '1分钟前'],
    [120, '2分钟前'],
    [59 * 60 + 59, '59分钟前'],
    [3600, '1小时前'],
    [2 * 3600 - 1, '1小时前'],
    [23 * 3600 + 3599, '23小时前'],
    [24 * 3600, '1天前'],
    [48 * 3600 - 1, '1天前'],
  ])('%d s ago reads %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it('shows the date and time from 48 hours on, in the default or a given format', () => {
    expect(relativeTime(ago(48 * 3600), now)).toBe('2026-11-20 10:00:00');
    expect(relativeTime(at(2025, 3, 4, 5, 6, 7), now)).toBe('2025-03-04 05:06:07');
    expect(relativeTime(at(2025, 3, 4, 5, 6, 7), now, 'M月D日 HH:mm')).toBe('3月4日 05:06');
  });

  it('accepts seconds, milliseconds, date strings and a numeric now', () => {
    const fiveMinutes = ago(300).getTime();
    expect(relativeTime(fiveMinutes / 1000, now)).toBe('5分钟前');
    expect(relativeTime(String(fiveMinutes / 1000), now.getTime())).toBe('5分钟前');
    expect(relativeTime(fiveMinutes, now)).toBe('5分钟前');
    expect(relativeTime('2026-11-22 07:00:00', now)).toBe('3小时前');
  });

  it('tolerates 30 s of clock skew, then shows a future time as a date', () => {
    expect(relativeTime(ago(-30), now)).toBe('刚刚');
    expect(relativeTime(ago(-31), now)).toBe('2026-11-22 10:00:31');
  });

  it('reads the real clock when no now is given', () => {
    expect(relativeTime(Date.now() - 5 * 60 * 1000)).toBe('5分钟前');
  });

  it('gives an empty string for something that is no time', () => {
    expect(relativeTime('soon', now)).toBe('');
    expect(relativeTime(undefined, now)).toBe('');
  });
});

describe('displayTime: a server date in a table or a card', () => {
  const INSTANT = Date.UTC(2019, 2, 25, 1, 15, 32);

  it('shows the three forms of one time alike, as yyyy-MM-dd HH:mm:ss', () => {
    const shown = formatDateTime(new Date(INSTANT));
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(displayTime('2019-03-25T09:15:32.000+08:00')).toBe(shown);
    expect(displayTime(INSTANT)).toBe(shown);
    expect(displayTime(String(INSTANT))).toBe(shown);
    expect(displayTime('2026-11-22 10:00:00')).toBe('2026-11-22 10:00:00');
  });

  it('shows what it cannot read as given, and nothing at all as -, never Invalid Date', () => {
    expect(displayTime('2019-02-30 10:00:00')).toBe('2019-02-30 10:00:00');
    expect(displayTime(' soon ')).toBe('soon');
    expect(displayTime(undefined)).toBe('-');
    expect(displayTime(null)).toBe('-');
    expect(displayTime('')).toBe('-');
    expect(displayTime(Number.NaN)).toBe('-');
    expect(displayTime(new Date('x'))).toBe('-');
    expect(displayTime(undefined, DEFAULT_FORMAT, '—')).toBe('—');
    for (const value of ['2019-13-01 00:00:00', 'x', Number.NaN, new Date('x')]) {
      expect(displayTime(value)).not.toMatch(/Invalid/);
    }
  });
});
