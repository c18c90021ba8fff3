import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** ESLint's messages for `code` as if it were the file at `file` (the project's own config). */
function lint(file: string, code: string): string[] {
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'eslint'), ['--format', 'json', '--stdin', '--stdin-filename', file], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// One ESLint process per case: slow-ish, so the cases are few and each a different fence.
describe('the server layers, as ESLint enforces them (eslint.config.mjs serverZones)', () => {
  it('keeps live seeds and resources out of server/db (a migration imports no live seed)', () => {
    expect(lint('server/db/migrations/9999-example.ts', "import { orderSeed } from '../../orders/seed';\nexport const x = orderSeed;\n")).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*server\/db sits below the resources/),
    ]);
  });

  it('keeps server/shared at the bottom and server/http below the resources', () => {
    expect(lint('server/shared/example.ts', "import { DEFAULT_PASSWORD } from '../db/seed';\nexport const x = DEFAULT_PASSWORD;\n")).toEqual([
      expect.stringMatching(/server\/shared is the bottom layer/),
    ]);
    expect(lint('server/http/example.ts', "import { userSeed } from '../users/seed';\nexport const x = userSeed;\n")).toEqual([
      expect.stringMatching(/server\/http sits below the resources/),
    ]);
  });

  it('keeps test support out of product code, and lets tests and samples use it', () => {
    expect(lint('server/jobs/example.ts', "import { login } from '../testing/harness';\nexport const x = login;\n")).toEqual([
      expect.stringMatching(/never imports server\/testing/),
    ]);
    expect(lint('server/jobs/example.test.ts', "import { login } from '../testing/harness';\nexport const x = login;\n")).toEqual([]);
    expect(lint('server/jobs/matrix-samples.ts', "import { json } from '../testing/matrix';\nexport const x = json;\n")).toEqual([]);
  });

  it('keeps each resource out of the others, and lets tests and samples reach across', () => {
    const other = "import { OrderTransitions } from '../orders/transitions';\nexport const x = OrderTransitions;\n";
    expect(lint('server/after-sales/example.ts', other)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*a resource uses another only through the services it declares on the context/),
    ]);
    // A type is an import too: it comes from the context's declaration.
    expect(lint('server/after-sales/example.ts', "import type { OrderRecord } from '../orders/dto';\nexport type X = OrderRecord;\n")).toEqual([
      expect.stringMatching(/a resource uses another only through the services/),
    ]);
    expect(lint('server/after-sales/example.test.ts', other)).toEqual([]);
    expect(lint('server/after-sales/test-fixtures.ts', other)).toEqual([]);
    expect(lint('server/after-sales/example.ts', "import type { AppContext } from '../context';\nexport const x = (ctx: AppContext) => ctx.orderTransitions;\n")).toEqual([]);
  });

  it('lets a resource use db, http and shared', () => {
    expect(lint('server/jobs/example.ts', "import { DEFAULT_PASSWORD } from '../db/seed';\nimport { ApiError } from '../http/errors';\nimport { yuanText } from '../shared/cents';\nexport const x = [DEFAULT_PASSWORD, ApiError, yuanText];\n")).toEqual([]);
  });
});
