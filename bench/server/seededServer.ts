import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';

/** A throwaway folder with the bench database's path in it; the folder goes whatever happens. */
export async function withBenchDb<T>(name: string, use: (where: { dir: string; dbPath: string }) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-admin-${name}-bench-`));
  try {
    return await use({ dir, dbPath: path.join(dir, 'bench.db') });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Measures a server without test mode over a seeded database. A first start (test mode)
 * creates, migrates and seeds the database and gives a token (tokens survive restarts);
 * `seed` adds the bulk while no server runs, so the measured server never sees it
 * written. The server is stopped before this returns, so the caller may open the file.
 */
export async function onSeededServer<S, T>(
  { dbPath, env = { NODE_ENV: 'production' } }: { dbPath: string; env?: Record<string, string> },
  seed: (dbPath: string) => S,
  measure: (url: string, token: string) => Promise<T>,
): Promise<{ seeded: S; measured: T }> {
  let server: ChildServer | null = null;
  try {
    server = await startChildServer({ dbPath, env, testMode: true });
    const token = await signIn(server.url);
    await server.stop();
    const seeded = seed(dbPath);
    server = await startChildServer({ dbPath, env, testMode: false });
    const measured = await measure(server.url, token);
    await server.stop();
    server = null;
    return { seeded, measured };
  } finally {
    if (server) await server.kill();
  }
}
