/**
 * How a request's duration is shown (CONTRACT-SYSTEM.md section 4, 请求耗时): at most
 * 300 ms plain, at most 1,000 ms a warning, anything slower a danger.
 */
export type DurationTone = 'plain' | 'warning' | 'danger';

export const PLAIN_UP_TO_MS = 300;
export const WARNING_UP_TO_MS = 1000;

export function durationTone(ms: number): DurationTone {
  if (ms <= PLAIN_UP_TO_MS) return 'plain';
  return ms <= WARNING_UP_TO_MS ? 'warning' : 'danger';
}
