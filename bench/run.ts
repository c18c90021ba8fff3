/**
 * `npm run bench`: every performance budget of the project in one table, written to
 * bench/results.json as well; exits non-zero when a budget is missed. Run after
 * `npm run build` (the npm script does both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './figure';
import { navigationFigure, searchFigure, weightFigures } from './frontendBench';
import { benchBrowser, benchDashboardPage, benchFirstList, benchProductForm, benchSignIn, benchSystemScreens } from './browserBench';
import { benchOrderList } from './orderListBench';
import { benchHeavy } from './server/heavyBench';
import { benchLimiter } from './server/limiterBench';
import { benchLogs } from './server/logsBench';
import { benchOrders } from './server/ordersBench';
import { benchPipeline } from './server/pipelineBench';
import { benchDashboard } from './server/dashboardBench';
import { benchMembers } from './server/membersBench';
import { benchProducts } from './server/productsBench';
import { benchServer } from './server/serverBench';
import { benchUsers } from './server/usersBench';

const root = path.resolve(__dirname, '..');

function table(figures: Figure[]): string {
  const rows = figures.map((f) => [f.name, `${f.value} ${f.unit}`, f.budget, f.pass ? 'pass' : 'FAIL']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length), 6));
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(['figure', 'value', 'budget', 'result']), ...rows.map(line)].join('\n');
}

/**
 * A pause before the server group: Chromium's processes take a moment to exit, and the
 * CPU-bound login figure taken meanwhile was off by up to a fifth on these two-core
 * machines. (Not before the frontend group: after an idle pause Node shrinks its heap,
 * and the route-building figure then paid for growing it again, 17 -> 25 ms.)
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function main(): Promise<void> {
  // BENCH_ONLY=frontend|browser|signin|system|goods|firstlist|dashboard|orders|server|pipeline|users|logs|products|orders-server|heavy|dashboard-server|members|limiter runs one group (signin: the
  // sign-in figure alone, BENCH_RUNS times; limiter: the sign-in limiter's cost, no build
  // needed), for working on one budget; the npm script runs them all.
  const only = process.env.BENCH_ONLY;
  const figures: Figure[] = [];
  if (!only || only === 'frontend') figures.push(...weightFigures(root), navigationFigure(), searchFigure());
  if (!only || only === 'browser') figures.push(...(await benchBrowser()));
  if (only === 'signin') figures.push(...(await benchSignIn()));
  if (only === 'system') figures.push(...(await benchSystemScreens()));
  if (only === 'goods') figures.push(...(await benchProductForm()));
  if (only === 'firstlist') figures.push(...(await benchFirstList()));
  if (only === 'dashboard') figures.push(...(await benchDashboardPage()));
  if (!only || only === 'orders') figures.push(...(await benchOrderList()));
  if (!only) await settle();
  if (!only || only === 'server') figures.push(...(await benchServer()));
  if (!only || only === 'server' || only === 'pipeline') figures.push(...(await benchPipeline()));
  if (!only || only === 'server' || only === 'users') figures.push(...(await benchUsers()));
  if (!only || only === 'server' || only === 'logs') figures.push(...(await benchLogs()));
  if (!only || only === 'server' || only === 'products') figures.push(...(await benchProducts()));
  if (!only || only === 'server' || only === 'orders-server') figures.push(...(await benchOrders()));
  if (!only || only === 'server' || only === 'heavy') figures.push(...(await benchHeavy()));
  if (!only || only === 'server' || only === 'dashboard-server') figures.push(...(await benchDashboard()));
  if (!only || only === 'server' || only === 'members') figures.push(...(await benchMembers()));
  if (!only || only === 'limiter') figures.push(...(await benchLimiter()));
  const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, load: os.loadavg().map((l) => Number(l.toFixed(2))) };
  const results = { date: new Date().toISOString(), machine, figures, pass: figures.every((f) => f.pass) };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${table(figures)}\n\n${results.pass ? 'All budgets met.' : 'Some budgets were missed.'} (bench/results.json; ${machine.cpus} x ${machine.model}, load ${machine.load.join(' ')})`);
  process.exit(results.pass ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
