import { passwordHasher } from '../auth/passwords';
import { openDatabase } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { seedIfEmpty } from '../db/seed';
import { RESOURCES } from '../resources';

/** bcrypt cost of test apps: the lowest bcrypt allows, so hashing costs next to nothing. */
export const TEST_BCRYPT_ROUNDS = 4;

/** The first moment of a test app's fake clock (harness.fakeClock's default). */
export const TEST_CLOCK_START = new Date(2026, 10, 22, 10, 0, 0).getTime();

/**
 * Where jest's global setup left the seeded database every test app of the run starts
 * from (server/testing/jest-global-setup.ts); a test process without it makes its own.
 */
export const TEMPLATE_ENV = 'SHOP_ADMIN_TEST_TEMPLATE';

/**
 * Writes `file`: a database migrated and seeded as buildApp would (the test clock's start,
 * the test bcrypt cost), in one self-contained file with no WAL beside it to copy.
 */
export async function writeSeededTemplate(file: string): Promise<void> {
  const db = openDatabase(file);
  try {
    const now = () => TEST_CLOCK_START;
    runMigrations(db, undefined, now);
    await seedIfEmpty(db, { now, hashPassword: passwordHasher(TEST_BCRYPT_ROUNDS).hash }, RESOURCES);
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
