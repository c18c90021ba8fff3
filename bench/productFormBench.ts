/**
 * Issue 24's product form in the browser, against the embedded server (test mode):
 * - a 3-spec × 10-value product: from the end of `isFormatAttr`'s answer (立即生成) to its
 *   1,000-row SKU table on screen (the table says 1,001 rows and its first row is visible);
 * - typing into a SKU cell of that table: per keystroke, from the page handling the key to
 *   the end of the work it causes (React's render and commit, then the browser's style and
 *   layout, forced), measured in the page; beside it the same measure on a page holding only
 *   an input, which is what the machine itself costs (on a loaded machine, most of it).
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
async function formWithSpecs(page: Page, url: string, path = '/shop/goodsAdd'): Promise<void> {
  await page.goto(`${url}${path}`);
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

/** In the page: per keystroke, from the page handling the key to the end of its work (render, commit, forced style and layout). */
async function watchKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchKeys: number[] };
    w.benchKeys = [];
    const channel = new MessageChannel();
    let started = 0;
    channel.port1.onmessage = () => {
      void document.body.offsetHeight; // style and layout of what the keystroke changed
      w.benchKeys.push(performance.now() - started);
    };
    // From the moment the page handles the key (not the event's creation: that adds the time the input waited in the browser's queue behind other tasks).
    window.addEventListener('keydown', () => (started = performance.now()), true);
    // Posted after the input's handlers ran: the message arrives after React's synchronous render and commit.
    window.addEventListener('input', () => channel.port2.postMessage(null), true);
  });
}

async function typeKeys(page: Page): Promise<number[]> {
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(String(i % 10));
    await page.waitForTimeout(40);
  }
  return page.evaluate(() => (window as unknown as { benchKeys: number[] }).benchKeys);
}

/** Per keystroke in a SKU cell of the 1,000-row table. */
async function typingTimes(page: Page): Promise<number[]> {
  await page.getByRole('textbox', { name: '售价 a0 b0 c0' }).click();
  await watchKeys(page);
  return typeKeys(page);
}

/** The same measure on a page holding nothing but an input: what the machine itself costs per keystroke. */
async function floorTimes(page: Page): Promise<number[]> {
  await page.setContent('<input aria-label="probe">');
  await page.getByRole('textbox', { name: 'probe' }).click();
  await watchKeys(page);
  return typeKeys(page);
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.POSITIVE_INFINITY;
};

/** For working on the form: `runs` generations and the keystrokes on an open page (any back end answering the calls). */
/** For working on the form: `runs` generations and the keystrokes on an open page (any back end answering the calls). */
export async function productFormFiguresOnPage(page: Page, url: string, runs: number, path?: string): Promise<{ generated: number[]; keys: number[] }> {
  const generated: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await formWithSpecs(page, url, path);
    generated.push(await generateOnce(page));
  }
  return { generated, keys: await typingTimes(page) };
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
  const blank = await context.newPage();
  const floor = await floorTimes(blank);
  await context.close();

  return [
    atMost(`商品表单, 3 × 10 specs: 1,000 SKU rows on screen after 立即生成's answer (median of ${RUNS})`, median(generated), 'ms', 200),
    { name: '  slowest of those runs', value: round(Math.max(...generated)), unit: 'ms', budget: '-', pass: true },
    atMost(`商品表单: typing into a SKU cell of that table, per keystroke (median of ${keys.length})`, median(keys), 'ms', 16),
    { name: '  90th percentile of those keystrokes', value: round(percentile(keys, 0.9)), unit: 'ms', budget: '-', pass: true },
    { name: '  the same measure on a page holding only an input (the machine\'s floor, median)', value: round(median(floor)), unit: 'ms', budget: '-', pass: true },
  ];
}
