/**
 * Issue 24's product form in the browser, against the embedded server (test mode):
 * - a 3-spec × 10-value product: from the end of `isFormatAttr`'s answer (立即生成) to its
 *   1,000-row SKU table on screen (the table says 1,001 rows and its first row is visible);
 * - typing into a SKU cell of that table: per keystroke, from the key's event to the end of
 *   the work it causes (React's render and commit, then the browser's style and layout,
 *   forced), measured in the page.
 * The specs come from a 规格模板 created through the API, chosen in the form as a person would.
 */
import type { Page } from 'playwright-core';
import type { RunningServer } from '../e2e/server';
import { adminToken, loginForm, SIDEBAR_ENTRY, whenVisible, type Ctx } from './browserBench';
import { atMost, median, round, type Figure } from './figure';

const RUNS = 5;
const KEYSTROKES = 30;
const RULE_NAME = '压测规格3x10';
const TABLE_ROW = 'table[aria-label="多规格"][aria-rowcount="1001"] tbody tr[aria-rowindex="2"]';

async function createRule(server: RunningServer): Promise<void> {
  const token = await adminToken(server);
  const ruleValue = ['颜色', '尺码', '款式'].map((value, s) => ({ value, detail: Array.from({ length: 10 }, (_, i) => `${'abc'[s]}${i}`) }));
  const res = await fetch(`${server.url}/api/yxStoreProductRule/save/0`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body: JSON.stringify({ ruleName: RULE_NAME, ruleValue }) });
  if (res.status !== 201) throw new Error(`creating the bench rule failed: ${res.status} ${await res.text()}`);
}

/** The form with the bench rule's specs, ready for 立即生成. */
async function formWithSpecs(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/shop/goodsAdd`);
  await page.getByRole('radio', { name: '多规格' }).check();
  await page.getByRole('combobox', { name: '选择规格' }).click();
  await page.getByRole('option', { name: RULE_NAME }).click();
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await page.getByRole('group', { name: '规格 款式' }).waitFor();
}

/** ms from the end of isFormatAttr's answer to the 1,000-row table on screen. */
async function generateOnce(page: Page): Promise<number> {
  await page.evaluate((sel) => {
    const w = window as unknown as { benchSeen?: number };
    w.benchSeen = undefined;
    const tick = () => {
      const el = document.querySelector(sel) as HTMLElement | null;
      if (el?.checkVisibility({ visibilityProperty: true })) w.benchSeen = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, TABLE_ROW);
  await page.getByRole('button', { name: '立即生成' }).click();
  await whenVisible(page, TABLE_ROW);
  await page.waitForFunction(() => (window as unknown as { benchSeen?: number }).benchSeen !== undefined);
  return page.evaluate(() => {
    const seen = (window as unknown as { benchSeen: number }).benchSeen;
    const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /isFormatAttr/.test(entry.name)).at(-1);
    if (!answer) throw new Error('no isFormatAttr answer timed');
    return seen - answer.responseEnd;
  });
}

/** Per keystroke in a SKU cell: the key's event to the end of its work (render, commit, style and layout). */
async function typingTimes(page: Page): Promise<number[]> {
  const cell = page.getByRole('textbox', { name: '售价 a0 b0 c0' });
  await cell.click();
  await page.evaluate(() => {
    const w = window as unknown as { benchKeys: number[] };
    w.benchKeys = [];
    const channel = new MessageChannel();
    let started = 0;
    channel.port1.onmessage = () => {
      void document.body.offsetHeight; // style and layout of what the keystroke changed
      w.benchKeys.push(performance.now() - started);
    };
    window.addEventListener('keydown', (event) => (started = event.timeStamp), true);
    // Posted after the input's handlers ran: the message arrives after React's synchronous render and commit.
    window.addEventListener('input', () => channel.port2.postMessage(null), true);
  });
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(String(i % 10));
    await page.waitForTimeout(40);
  }
  return page.evaluate(() => (window as unknown as { benchKeys: number[] }).benchKeys);
}

export async function productFormFigures(ctx: Ctx): Promise<Figure[]> {
  await createRule(ctx.server);
  const login = await loginForm(ctx);
  await login.getByRole('button', { name: '登 录', exact: true }).click();
  await whenVisible(login, SIDEBAR_ENTRY);
  const context = login.context();

  const generated: number[] = [];
  let keys: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await context.newPage();
    await formWithSpecs(page, ctx.server.url);
    generated.push(await generateOnce(page));
    if (i === RUNS - 1) keys = await typingTimes(page);
    await page.close();
  }
  await context.close();

  const sorted = [...keys].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.POSITIVE_INFINITY;
  return [
    atMost(`商品表单, 3 × 10 specs: 1,000 SKU rows on screen after 立即生成's answer (median of ${RUNS})`, median(generated), 'ms', 200),
    { name: '  slowest of those runs', value: round(Math.max(...generated)), unit: 'ms', budget: '-', pass: true },
    atMost(`商品表单: typing into a SKU cell of that table, per keystroke (90th percentile of ${keys.length})`, p90, 'ms', 16),
    { name: '  median keystroke', value: round(median(keys)), unit: 'ms', budget: '-', pass: true },
  ];
}
