/*
 * A moment typed in a form (a `dateTime` field, issue 32): the browser's own
 * `datetime-local` input, whose value is `yyyy-MM-ddTHH:mm` in local time, to epoch ms
 * and back. Pure; the form's value is epoch ms, the one form every back end parses
 * (CONTRACT-MEMBERS decisions: coupon-issue times).
 */

const pad = (n: number): string => String(n).padStart(2, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** What a `datetime-local` input shows of a moment: epoch ms, or a text time as the back ends send it; '' for none. */
export function localInputOf(value: unknown): string {
  let at: number | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) at = value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    if (/^\d+$/.test(text)) at = Number(text);
    else {
      const parsed = momentOf(text);
      if (parsed !== null) at = parsed;
    }
  }
  if (at === undefined) return '';
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Epoch ms of `yyyy-MM-ddTHH:mm[:ss]` (or with a space) in local time; null when it is no such moment. */
export function momentOf(text: string): number | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d) || date.getHours() !== Number(h)) return null;
  return date.getTime();
}
