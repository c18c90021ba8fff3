import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`embedded server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`embedded server did not answer ${url} within 60 s:\n${log()}`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The settings every e2e server starts with (`extraEnv` overrides them):
 * - TRUSTED_PROXIES: nginx runs on this machine in front of the server in nginx.spec.ts,
 *   set as docs/deploy.md says.
 * - LOGIN_RATE_LIMIT: the specs sign in about 150 times, all from 127.0.0.1, faster than
 *   any person; the per-address limit's default (20 a minute) would refuse some of them.
 *   sign-in-limit.spec.ts starts a server of its own with a limit of one.
 * - HEAVY_RATE_LIMIT: the specs and the browser bench export, upload and build SKU tables
 *   as admin faster than a person (default 10 every 20 seconds per user); heavy-calls.test.ts
 *   tests the limit itself.
 */
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = { TRUSTED_PROXIES: '127.0.0.1', LOGIN_RATE_LIMIT: '10000', HEAVY_RATE_LIMIT: '10000' };

/** Starts the real embedded server in test mode on a free port with a throwaway database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/main.ts', '--test-mode'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: path.join(dataDir, 'shop-admin.db'), DIST_DIR: path.join(root, 'dist'), ...E2E_SERVER_ENV, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/config.json`, child, () => output);
  return {
    url,
    dataDir,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
