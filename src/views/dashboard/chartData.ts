import type { ChartDay } from '../../entities/dashboard/chartsApi';

/** `MM-dd` of a local day. */
const labelOf = (d: Date): string => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * yshop's 本月 series leave out the days without orders: every day from the 1st to today
 * (the browser's calendar), missing ones 0. A series with days this does not expect (this
 * project's server sends them all) is kept as sent.
 */
export function fillMonth(days: readonly ChartDay[], today: Date): ChartDay[] {
  const labels = Array.from({ length: today.getDate() }, (_, i) => labelOf(new Date(today.getFullYear(), today.getMonth(), i + 1)));
  const byLabel = new Map(days.map((day) => [day.label, day.value]));
  if (days.some((day) => !labels.includes(day.label))) return [...days];
  return labels.map((label) => ({ label, value: byLabel.get(label) ?? 0 }));
}

/** Whether a chart has anything to draw. */
export const hasData = (days: readonly { value: number }[]): boolean => days.some((day) => day.value !== 0);
