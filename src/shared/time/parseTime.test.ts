import { parseServerTime } from './parseTime';

// yshop sends one instant in three forms (CONTRACT-SYSTEM.md, Decisions): its
// @JsonFormat fields formatted in local time, DTO fields as ISO with an offset, and
// fields without an annotation (menus, pictures) as epoch milliseconds.
const INSTANT = Date.UTC(2019, 2, 25, 1, 15, 32); // 2019-03-25 09:15:32 at +08:00
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, mo - 1, d, h, mi, s, ms).getTime();

describe('parseServerTime: the one parser of the dates the back ends send', () => {
  it('reads yyyy-MM-dd HH:mm:ss as local time', () => {
    expect(parseServerTime('2019-03-25 09:15:32')?.getTime()).toBe(local(2019, 3, 25, 9, 15, 32));
    expect(parseServerTime(' 2019-03-25 09:15:32 ')?.getTime()).toBe(local(2019, 3, 25, 9, 15, 32));
  });

  it('reads ISO with an offset as the instant it names, whatever the browser’s zone', () => {
    expect(parseServerTime('2019-03-25T09:15:32.000+08:00')?.getTime()).toBe(INSTANT);
    expect(parseServerTime('2019-03-25T09:15:32+08:00')?.getTime()).toBe(INSTANT);
    // Jackson's java.util.Date flavour writes the offset without a colon.
    expect(parseServerTime('2019-03-25T01:15:32.000+0000')?.getTime()).toBe(INSTANT);
    expect(parseServerTime('2019-03-25T01:15:32Z')?.getTime()).toBe(INSTANT);
    expect(parseServerTime('2019-03-24T20:15:32.5-05:00')?.getTime()).toBe(INSTANT + 500);
  });

  it('reads epoch milliseconds, as a number or as digits', () => {
    expect(parseServerTime(INSTANT)?.getTime()).toBe(INSTANT);
    expect(parseServerTime(String(INSTANT))?.getTime()).toBe(INSTANT);
  });

  it('gives the same instant for the three forms of one time', () => {
    const text = new Date(INSTANT);
    const pad = (n: number) => String(n).padStart(2, '0');
    const formatted = `${text.getFullYear()}-${pad(text.getMonth() + 1)}-${pad(text.getDate())} ${pad(text.getHours())}:${pad(text.getMinutes())}:${pad(text.getSeconds())}`;
    const forms = [formatted, '2019-03-25T09:15:32.000+08:00', INSTANT].map((form) => parseServerTime(form)?.getTime());
    expect(forms).toEqual([INSTANT, INSTANT, INSTANT]);
  });

  it('also reads a bare date, an ISO local time and a Date', () => {
    expect(parseServerTime('2019-03-25')?.getTime()).toBe(local(2019, 3, 25));
    expect(parseServerTime('2019-03-25T09:15:32')?.getTime()).toBe(local(2019, 3, 25, 9, 15, 32));
    expect(parseServerTime(new Date(INSTANT))?.getTime()).toBe(INSTANT);
  });

  it.each([
    '2019-13-01 00:00:00',
    '2019-02-30 10:00:00',
    '2019-03-25 24:00:00',
    '2019-03-25 09:60:00',
    '2019-03-25T09:15:32+19:00',
    '2019-03',
    '2019-3-5 9:15:32',
    '03/25/2019 09:15:32',
    'Mon Mar 25 2019',
    'not a date',
    '',
    '   ',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    new Date('x'),
  ])('names no instant for %p', (value) => {
    expect(parseServerTime(value)).toBeUndefined();
  });
});
