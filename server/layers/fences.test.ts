import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** A sample: `code` as if it were the file at `file`. */
interface Sample {
  file: string;
  code: string;
}

const sample = (file: string, code: string): Sample => ({ file, code });

/*
 * Every sample is linted by one ESLint run (one process, the project's config and plugins
 * loaded once, then lintText per sample): a process per sample cost about 3 s each. It is a
 * child process because ESLint loads eslint.config.mjs with a dynamic import, which Jest's
 * module system does not run.
 */
const LINT_ALL = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const messages = [];
  for (const { file, code } of JSON.parse(input)) {
    const [result] = await eslint.lintText(code, { filePath: file });
    messages.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
  }
  process.stdout.write(JSON.stringify(messages));
});
`;

/** ESLint's messages for each sample (the project's own config), in order. */
function lintAll(samples: readonly Sample[]): string[][] {
  const run = spawnSync(process.execPath, ['-e', LINT_ALL], { cwd: root, input: JSON.stringify(samples), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the ESLint run failed (${run.status}):\n${run.stderr}`);
  const messages = JSON.parse(run.stdout) as string[][];
  if (messages.length !== samples.length) throw new Error(`ESLint answered for ${messages.length} of ${samples.length} samples`);
  return messages;
}

const otherResource = "import { OrderTransitions } from '../orders/transitions';\nexport const x = OrderTransitions;\n";

const samples = {
  migrationImportsLiveSeed: sample('server/db/migrations/9999-example.ts', "import { orderSeed } from '../../orders/seed';\nexport const x = orderSeed;\n"),
  sharedImportsDb: sample('server/shared/example.ts', "import { DEFAULT_PASSWORD } from '../db/seed';\nexport const x = DEFAULT_PASSWORD;\n"),
  httpImportsResource: sample('server/http/example.ts', "import { userSeed } from '../users/seed';\nexport const x = userSeed;\n"),
  productImportsTesting: sample('server/jobs/example.ts', "import { login } from '../testing/harness';\nexport const x = login;\n"),
  testImportsTesting: sample('server/jobs/example.test.ts', "import { login } from '../testing/harness';\nexport const x = login;\n"),
  samplesImportTesting: sample('server/jobs/matrix-samples.ts', "import { json } from '../testing/matrix';\nexport const x = json;\n"),
  resourceImportsOther: sample('server/after-sales/example.ts', otherResource),
  resourceImportsOthersType: sample('server/after-sales/example.ts', "import type { OrderRecord } from '../orders/dto';\nexport type X = OrderRecord;\n"),
  testImportsOther: sample('server/after-sales/example.test.ts', otherResource),
  fixturesImportOther: sample('server/after-sales/test-fixtures.ts', otherResource),
  resourceUsesContext: sample('server/after-sales/example.ts', "import type { AppContext } from '../context';\nexport const x = (ctx: AppContext) => ctx.orderTransitions;\n"),
  resourceUsesLowerLayers: sample(
    'server/jobs/example.ts',
    "import { DEFAULT_PASSWORD } from '../db/seed';\nimport { ApiError } from '../http/errors';\nimport { yuanText } from '../shared/cents';\nexport const x = [DEFAULT_PASSWORD, ApiError, yuanText];\n",
  ),
} satisfies Record<string, Sample>;

type SampleName = keyof typeof samples;
let linted: Record<SampleName, string[]> | undefined;

/** ESLint's messages for the sample `name`. */
function lint(name: SampleName): string[] {
  if (!linted) throw new Error('the samples were not linted');
  return linted[name];
}

describe('the server layers, as ESLint enforces them (eslint.config.mjs serverZones)', () => {
  beforeAll(() => {
    const names = Object.keys(samples) as SampleName[];
    const messages = lintAll(names.map((name) => samples[name]));
    linted = Object.fromEntries(names.map((name, i) => [name, messages[i]!])) as Record<SampleName, string[]>;
  }, 60_000);

  it('keeps live seeds and resources out of server/db (a migration imports no live seed)', () => {
    expect(lint('migrationImportsLiveSeed')).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*server\/db sits below the resources/)]);
  });

  it('keeps server/shared at the bottom and server/http below the resources', () => {
    expect(lint('sharedImportsDb')).toEqual([expect.stringMatching(/server\/shared is the bottom layer/)]);
    expect(lint('httpImportsResource')).toEqual([expect.stringMatching(/server\/http sits below the resources/)]);
  });

  it('keeps test support out of product code, and lets tests and samples use it', () => {
    expect(lint('productImportsTesting')).toEqual([expect.stringMatching(/never imports server\/testing/)]);
    expect(lint('testImportsTesting')).toEqual([]);
    expect(lint('samplesImportTesting')).toEqual([]);
  });

  it('keeps each resource out of the others, and lets tests and samples reach across', () => {
    expect(lint('resourceImportsOther')).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*a resource uses another only through the services it declares on the context/),
    ]);
    // A type is an import too: it comes from the context's declaration.
    expect(lint('resourceImportsOthersType')).toEqual([expect.stringMatching(/a resource uses another only through the services/)]);
    expect(lint('testImportsOther')).toEqual([]);
    expect(lint('fixturesImportOther')).toEqual([]);
    expect(lint('resourceUsesContext')).toEqual([]);
  });

  it('lets a resource use db, http and shared', () => {
    expect(lint('resourceUsesLowerLayers')).toEqual([]);
  });
});
