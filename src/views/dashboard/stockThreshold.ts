/** 库存预警's threshold, this browser's setting of 首页 (default 10). */
export const DEFAULT_STOCK_THRESHOLD = 10;
const KEY = 'shop-admin.dashboard.stockThreshold';

/** A whole number from 0 to 999999, or undefined for anything else. */
export function parseThreshold(text: string): number | undefined {
  if (!/^\d{1,6}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

export function loadThreshold(): number {
  try {
    return parseThreshold(localStorage.getItem(KEY) ?? '') ?? DEFAULT_STOCK_THRESHOLD;
  } catch {
    return DEFAULT_STOCK_THRESHOLD;
  }
}

export function saveThreshold(value: number): void {
  try {
    localStorage.setItem(KEY, String(value));
  } catch {
    // Storage refused (private mode): the setting lasts for this page only.
  }
}
