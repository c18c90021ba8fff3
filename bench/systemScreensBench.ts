/**
 * Issue 14's screens in the browser, against the embedded server (test mode):
 * - 用户管理: rows on screen after the list's answer has arrived, on a visit whose code
 *   the browser has (a page load of /system/user in a signed-in context);
 * - 部门管理 with 2,000 depts: the tree table on screen after the dept tree's answer.
 * Each time is taken in the page: a frame loop started before the app records when the
 * rows are first visible, and the browser's resource timing gives when the answer ended.
 */
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from '../e2e/server';
import { adminToken, loginForm, SIDEBAR_ENTRY, whenVisible, type Ctx } from './browserBench';
import { atMost, median, round, type Figure } from './figure';

const RUNS = 7;
const DEPTS = 2000;
const USER_ROWS = 'table[aria-label="用户列表"] tbody tr td:nth-child(2)';
const DEPT_ROWS = 'table[aria-label="部门列表"] tbody tr td:nth-child(2)';

/** 2,000 depts under the seeded root: 40 branches of 49 each, created through the API. */
async function seedDepts(server: RunningServer): Promise<void> {
  const token = await adminToken(server);
  const headers = { 'Content-Type': 'application/json', Authorization: token };
  const tree = (await (await fetch(`${server.url}/api/dept`, { headers })).json()) as { content: { id: number }[] };
  const root = tree.content[0]?.id;
  if (root === undefined) throw new Error('no seeded dept to put the bench depts under');
  const create = async (name: string, pid: number) => {
    const res = await fetch(`${server.url}/api/dept`, { method: 'POST', headers, body: JSON.stringify({ name, pid, enabled: true, sort: 999 }) });
    if (res.status !== 201) throw new Error(`creating a bench dept failed: ${res.status} ${await res.text()}`);
  };
  const branches = 40;
  for (let b = 0; b < branches; b += 1) await create(`压测分部${b}`, root);
  const all = (await (await fetch(`${server.url}/api/dept?name=${encodeURIComponent('压测分部')}`, { headers })).json()) as { content: { id: number }[] };
  const per = DEPTS / branches - 1;
  await Promise.all(
    all.content.map(async ({ id }, b) => {
      for (let i = 0; i < per; i += 1) await create(`压测部门${b}-${i}`, id);
    }),
  );
}

/** In every page of the context: the time each selector is first visible, checked each frame. */
export async function watchFor(context: BrowserContext, selectors: string[]): Promise<void> {
  await context.addInitScript((sels: string[]) => {
    const seen: Record<string, number> = {};
    (window as unknown as { benchSeen: Record<string, number> }).benchSeen = seen;
    const tick = () => {
      for (const sel of sels) {
        if (seen[sel] !== undefined) continue;
        const element = document.querySelector(sel) as HTMLElement | null;
        if (element?.checkVisibility({ visibilityProperty: true })) seen[sel] = performance.now();
      }
      if (sels.some((sel) => seen[sel] === undefined)) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selectors);
}

/** Loads `path` anew and gives the ms from the end of the answer matching `call` to `selector` on screen. */
export async function afterAnswer(context: BrowserContext, url: string, call: string, selector: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await whenVisible(page, selector);
    return await page.evaluate(
      ({ sel, pattern }) => {
        const seen = (window as unknown as { benchSeen: Record<string, number> }).benchSeen[sel];
        const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new RegExp(pattern).test(entry.name)).at(-1);
        if (seen === undefined || !answer) throw new Error(`no timing for ${sel} after ${pattern}`);
        return seen - answer.responseEnd;
      },
      { sel: selector, pattern: call },
    );
  } finally {
    await page.close();
  }
}

export async function systemScreenFigures(ctx: Ctx): Promise<Figure[]> {
  // The sign-in of the context, then the screens' code once, so the runs measure visits
  // whose code the browser already has.
  const login = await loginForm(ctx);
  await login.getByRole('button', { name: '登 录', exact: true }).click();
  await whenVisible(login, SIDEBAR_ENTRY);
  const context = login.context();
  await watchFor(context, [USER_ROWS, DEPT_ROWS]);
  await login.goto(`${ctx.server.url}/system/user`);
  await whenVisible(login, USER_ROWS);

  const users: number[] = [];
  for (let i = 0; i < RUNS; i += 1) users.push(await afterAnswer(context, `${ctx.server.url}/system/user`, '/api/users\\?', USER_ROWS));

  await seedDepts(ctx.server);
  await login.goto(`${ctx.server.url}/system/dept`);
  await whenVisible(login, DEPT_ROWS);
  const depts: number[] = [];
  for (let i = 0; i < RUNS; i += 1) depts.push(await afterAnswer(context, `${ctx.server.url}/system/dept`, '/api/dept(\\?|$)', DEPT_ROWS));
  await context.close();

  return [
    atMost(`用户管理: rows on screen after the list's answer arrived (median of ${RUNS})`, median(users), 'ms', 100),
    { name: '  slowest of those runs', value: round(Math.max(...users)), unit: 'ms', budget: '-', pass: true },
    atMost(`部门管理, ${DEPTS} depts: the tree on screen after the tree's answer arrived (median of ${RUNS})`, median(depts), 'ms', 100),
    { name: '  slowest of those runs', value: round(Math.max(...depts)), unit: 'ms', budget: '-', pass: true },
  ];
}
