import zlib from 'node:zlib';
import { Compilation, WebpackError, type Compiler } from 'webpack';

interface Options {
  /** webpackChunkName of the lazily loaded login view. */
  routeChunk: string;
  /** Gzip bytes of JS+CSS allowed before /login renders. */
  budgetBytes: number;
}

const isCode = (file: string): boolean => /\.(js|css)$/.test(file);

/**
 * After each production build, prints the gzip bytes of JS+CSS the browser must
 * download before /login renders (the entry's initial files plus the login route's
 * chunk group) and fails the build when they exceed the budget, so weight is
 * watched from the first commit instead of discovered later.
 */
export class LoginWeightPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LoginWeightPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LoginWeightPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.report(compilation),
      );
    });
  }

  private report(compilation: Compilation): void {
    const files = new Set<string>();
    for (const entry of compilation.entrypoints.values()) entry.getFiles().filter(isCode).forEach((f) => files.add(f));
    const route = compilation.namedChunkGroups.get(this.options.routeChunk);
    if (!route) {
      compilation.errors.push(new WebpackError(`LoginWeightPlugin: no chunk group named "${this.options.routeChunk}"`));
      return;
    }
    route.getFiles().filter(isCode).forEach((f) => files.add(f));

    const rows = [...files].map((file) => {
      const source = compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0);
      return { file, gzip: zlib.gzipSync(source, { level: 9 }).length };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const kb = (n: number): string => (n / 1024).toFixed(1).padStart(7) + ' KB';
    const lines = rows.map((row) => `${kb(row.gzip)}  ${row.file}`);
    const verdict = total <= this.options.budgetBytes ? 'within' : 'OVER';
    console.log(
      `\nJS+CSS before /login renders (gzip):\n${lines.join('\n')}\n${kb(total)}  total, ${verdict} the ${kb(this.options.budgetBytes).trim()} budget\n`,
    );
    if (total > this.options.budgetBytes) {
      compilation.errors.push(new WebpackError(`/login needs ${total} gzip bytes of JS+CSS, over the ${this.options.budgetBytes} budget`));
    }
  }
}
