/** Milliseconds since the epoch; injected everywhere so tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The eladmin family prints times as `yyyy-MM-dd HH:mm:ss` in the server's zone
 * (error timestamps and `createTime` alike), so the console can show them as is.
 */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Reads `yyyy-MM-dd[ HH:mm[:ss]]` (server zone); null when it is not such a date. */
export function parseDateTime(text: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Reject rollovers such as 2026-02-31 instead of silently moving the date.
  if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
  return date.getTime();
}
