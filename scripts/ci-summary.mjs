// Prints one closing line over the jest and Playwright JSON reports, in the plain
// "N passed, N failed" form CI reads, and exits non-zero when anything failed or
// when no test ran at all.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

function readJson(file) {
  if (!fs.existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const [jestFile, e2eFile] = process.argv.slice(2);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
  console.log(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped`);
}
const e2e = readJson(e2eFile);
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped: e2eSkipped = 0 } = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  skipped += e2eSkipped;
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${e2eSkipped} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
