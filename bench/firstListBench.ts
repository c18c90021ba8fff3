/**
 * Issue 31: a list's data does not wait for its screen's code. From the press on a menu entry
 * (订单, 管理商品) to the list's first row on screen, minus the time of the list's own answer
 * (timed by the browser), with every API answer held 150 ms by the server's test mode
 * (`/__test__/faults`, as a network would). Each run is a fresh signed-in page load (the
 * code comes from the browser's cache, as on a second visit), so the screen's code is loaded
 * and its list asked for anew. Before issue 31 the request started only once the screen's code
 * had loaded and mounted, so that wait came on top of the answer's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Ctx } from './browserBench';
import { atMost, median, round, type Figure } from './figure';

const RUNS = 7;
const DELAY_MS = 150;
const BUDGET_MS = 60;
const SCOPE_HEADER = 'x-test-scope';

interface Target {
  title: string;
  folder: string;
  path: string;
  /** The list request (the first page, 10 rows), as a pattern on its URL. */
  call: string;
  /** A data cell of the first row (an empty list has one cell only). */
  row: string;
}

const TARGETS: Target[] = [
  { title: '订单', folder: '订单管理', path: '/order/order', call: '/api/yxStoreOrder\\?(?=.*size=10)', row: 'table[aria-label="订单列表"] tbody tr td:nth-child(2)' },
  { title: '管理商品', folder: '商品管理', path: '/shop/goods', call: '/api/yxStoreProduct\\?(?=.*size=10)', row: 'table[aria-label="商品列表"] tbody tr td:nth-child(2)' },
];

/** Holds every answer under `/api/` of this context's requests DELAY_MS. */
async function delayApi(ctx: Ctx, context: BrowserContext): Promise<void> {
  const scope = `first-list-${Date.now()}-${Math.random()}`;
  await context.setExtraHTTPHeaders({ [SCOPE_HEADER]: scope });
  const res = await fetch(`${ctx.server.url}/__test__/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scope, path: '/api/*', kind: 'delay', delayMs: DELAY_MS }) });
  if (res.status !== 201) throw new Error(`injecting a delay failed: ${res.status} ${await res.text()}`);
}

/** One press of the entry: the ms from the press to the first row, and the list answer's own ms. */
async function pressOnce(page: Page, target: Target): Promise<{ total: number; answer: number }> {
  await page.goto(`${new URL(page.url()).origin}/dashboard`);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: target.folder }).click();
  const entry = nav.locator(`a[href="${target.path}"]`);
  await entry.waitFor();
  // Watch from inside the page: the press's time, then each frame until the row is visible.
  const watching = page.evaluate(
    ({ row, call }) =>
      new Promise<{ total: number; answer: number }>((resolve, reject) => {
        let pressed = 0;
        addEventListener('pointerdown', () => (pressed ||= performance.now()), { capture: true, once: true });
        const giveUp = performance.now() + 30_000;
        const check = () => {
          const cell = document.querySelector(row) as HTMLElement | null;
          if (pressed && cell?.checkVisibility({ visibilityProperty: true })) {
            const shown = performance.now();
            const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.startTime >= pressed && new RegExp(call).test(e.name));
            if (!list) reject(new Error(`no list request seen: ${call}`));
            else resolve({ total: shown - pressed, answer: list.responseEnd - list.startTime });
          } else if (performance.now() > giveUp) reject(new Error(`never visible: ${row}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { row: target.row, call: target.call },
  );
  await entry.click();
  return watching;
}

export async function firstListFigures(ctx: Ctx, signIn: (ctx: Ctx) => Promise<Page>): Promise<Figure[]> {
  const page = await signIn(ctx);
  await delayApi(ctx, page.context());
  const figures: Figure[] = [];
  for (const target of TARGETS) {
    const totals: number[] = [];
    const answers: number[] = [];
    const overheads: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { total, answer } = await pressOnce(page, target);
      totals.push(total);
      answers.push(answer);
      overheads.push(total - answer);
    }
    figures.push(
      atMost(`${target.title}: press on its menu entry to the list's first row, minus the list answer's own time, ${DELAY_MS} ms added to each API answer (median of ${RUNS})`, median(overheads), 'ms', BUDGET_MS),
      { name: `  ${target.title}: press to first row / the list's answer (medians)`, value: round(median(totals)), unit: `ms / ${round(median(answers))} ms`, budget: '-', pass: true },
    );
  }
  await page.context().close();
  return figures;
}
