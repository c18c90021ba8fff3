import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV } from './seeded-template';

export default function globalTeardown(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
