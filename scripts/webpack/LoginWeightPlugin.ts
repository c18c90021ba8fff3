import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Compilation, WebpackError, type Compiler } from 'webpack';

interface Options {
  /** webpackChunkName of the lazily loaded login view. */
  routeChunk: string;
  /** Gzip bytes of JS+CSS allowed before /login renders. */
  budgetBytes: number;
  /** Chunk groups loaded between submitting the login form and the dashboard rendering. */
  afterLoginChunks: string[];
  /** Where to write the figures for `npm run bench`. */
  reportFile: string;
}

const isCode = (file: string): boolean => /\.(js|css)$/.test(file);

export interface WeightReport {
  loginBytes: number;
  dashboardBytes: number;
  /**
   * Per screen chunk (`view-*`): the gzip bytes a first visit downloads once the
   * dashboard is there, i.e. its chunk group's files not already loaded by then.
   */
  screenBytes: Record<string, number>;
  /**
   * Per screen chunk: the gzip bytes of its own code, i.e. the files no other view
   * shares (what the screen adds; the shared MUI inputs, table and kit are counted
   * once, with whichever screen is opened first, in screenBytes).
   */
  screenOwnBytes: Record<string, number>;
  loginFiles: { file: string; gzip: number }[];
  largestModules: { module: string; bytes: number }[];
}

/**
 * After each production build, prints the gzip bytes of JS+CSS the browser must
 * download before /login renders (the entry's initial files plus the login route's
 * chunk group) and fails the build when they exceed the budget, so weight is
 * watched from the first commit instead of discovered later. It also writes the
 * figures (and the largest modules) for the benchmark.
 */
export class LoginWeightPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LoginWeightPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LoginWeightPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => this.report(compilation));
    });
  }

  private filesOf(compilation: Compilation, names: string[], into: Set<string>): boolean {
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        compilation.errors.push(new WebpackError(`LoginWeightPlugin: no chunk group named "${name}"`));
        return false;
      }
      group.getFiles().filter(isCode).forEach((f) => into.add(f));
    }
    return true;
  }

  private report(compilation: Compilation): void {
    const gzipOf = (file: string) => zlib.gzipSync(compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0), { level: 9 }).length;
    const login = new Set<string>();
    for (const entry of compilation.entrypoints.values()) entry.getFiles().filter(isCode).forEach((f) => login.add(f));
    if (!this.filesOf(compilation, [this.options.routeChunk], login)) return;
    const dashboard = new Set(login);
    if (!this.filesOf(compilation, this.options.afterLoginChunks, dashboard)) return;

    const rows = [...login].map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const dashboardBytes = [...dashboard].reduce((sum, file) => sum + gzipOf(file), 0);
    const kb = (n: number): string => (n / 1024).toFixed(1).padStart(7) + ' KB';
    const verdict = total <= this.options.budgetBytes ? 'within' : 'OVER';
    console.log(
      `\nJS+CSS before /login renders (gzip):\n${rows.map((row) => `${kb(row.gzip)}  ${row.file}`).join('\n')}\n${kb(total)}  total, ${verdict} the ${kb(this.options.budgetBytes).trim()} budget\n${kb(dashboardBytes)}  until the dashboard renders after login\n`,
    );

    const screenBytes: Record<string, number> = {};
    const screenOwnBytes: Record<string, number> = {};
    // Screens (`view-`) and the chunks a screen loads later (`lazy-`, the product form's editor).
    const views = [...compilation.namedChunkGroups].filter(([name]) => name.startsWith('view-') || name.startsWith('lazy-'));
    const viewsOfFile = new Map<string, number>();
    for (const [, group] of views) for (const file of new Set(group.getFiles())) viewsOfFile.set(file, (viewsOfFile.get(file) ?? 0) + 1);
    for (const [name, group] of views) {
      const extra = group.getFiles().filter((file) => isCode(file) && !dashboard.has(file));
      screenBytes[name] = extra.reduce((sum, file) => sum + gzipOf(file), 0);
      screenOwnBytes[name] = extra.filter((file) => viewsOfFile.get(file) === 1).reduce((sum, file) => sum + gzipOf(file), 0);
    }

    const largestModules = [...compilation.modules]
      .map((module) => ({ module: module.readableIdentifier(compilation.requestShortener), bytes: module.size() }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 15);
    const report: WeightReport = { loginBytes: total, dashboardBytes, screenBytes, screenOwnBytes, loginFiles: rows, largestModules };
    fs.mkdirSync(path.dirname(this.options.reportFile), { recursive: true });
    fs.writeFileSync(this.options.reportFile, `${JSON.stringify(report, null, 2)}\n`);

    if (total > this.options.budgetBytes) {
      compilation.errors.push(new WebpackError(`/login needs ${total} gzip bytes of JS+CSS, over the ${this.options.budgetBytes} budget`));
    }
  }
}
