import { formatDateTime, parseDateTime } from './time';

describe('formatDateTime / parseDateTime', () => {
  it('prints zero-padded local date and time', () => {
    const ms = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-05 07:08:09');
  });

  it('round-trips through parseDateTime', () => {
    const ms = new Date(2026, 10, 22, 23, 59, 58).getTime();
    expect(parseDateTime(formatDateTime(ms))).toBe(ms);
  });

  it('accepts a bare date as midnight and refuses nonsense', () => {
    expect(parseDateTime('2026-11-22')).toBe(new Date(2026, 10, 22).getTime());
    expect(parseDateTime('2026-02-31')).toBeNull();
    expect(parseDateTime('yesterday')).toBeNull();
  });
});
