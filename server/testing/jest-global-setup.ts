import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, writeSeededTemplate } from './seeded-template';

/**
 * Seeds the template database once for the whole run: every server test process copies it
 * (harness.createTestApp) instead of migrating and seeding its own, about 0.35 s of CPU a
 * test file (docs/performance.md). The workers start after this and inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-template-'));
  const file = path.join(dir, 'template.db');
  await writeSeededTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
