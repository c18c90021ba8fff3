/**
 * The real server as a child process (`node -r ts-node/register/transpile-only
 * server/main.ts`), for tests and benchmarks that need a separate process: to kill
 * it with SIGKILL, or to measure it without sharing an event loop with the client.
 * Also a small HTTP client that signs in the way the console does. Not a test file,
 * and free of jest globals so that `bench/` can use it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { encryptWithPublicKey } from '../auth/rsa';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ChildServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM (graceful: the database is closed) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, no chance to clean up, and wait for the exit. */
  kill(): Promise<void>;
}

export interface ChildServerOptions {
  dbPath: string;
  /** Extra environment (BCRYPT_ROUNDS, NODE_ENV, ...); PORT, HOST and DB_PATH are set here. */
  env?: Record<string, string>;
  /** Passes `--test-mode` (captcha answers readable); default true. */
  testMode?: boolean;
  startTimeoutMs?: number;
  /** The script to run instead of server/main.ts (a benchmark's own server); it prints the same `listening on` line. */
  entry?: string;
}

const LISTENING = /listening on (http:\/\/[^\s]+)/;

/** Starts the server on a free port (PORT=0) and resolves once it prints its address. */
export function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const args = ['-r', 'ts-node/register/transpile-only', options.entry ?? path.join(REPO_ROOT, 'server', 'main.ts')];
  if (options.testMode !== false) args.push('--test-mode');
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The parent's logging or test-mode switches must not leak into the child.
  delete env.LOG_LEVEL;
  delete env.TEST_MODE;
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...env,
      ...options.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: options.dbPath,
      // No console build needed: only the API is exercised.
      DIST_DIR: path.join(path.dirname(options.dbPath), 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code));
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  return new Promise<ChildServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = () => {
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        url: match[1]!.replace(/\/+$/, ''),
        child,
        output: () => output,
        exited,
        stop: async () => {
          if (!ended()) child.kill('SIGTERM');
          await exited;
        },
        kill: async () => {
          if (!ended()) child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(how)}) before listening:\n${output}`));
    });
  });
}

/** JSON request helper; answers the status and the parsed body (or null). */
export async function jsonRequest<T = unknown>(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The server's public key, from `/config.json`. */
export async function publicKey(baseUrl: string): Promise<string> {
  const { status, body } = await jsonRequest<{ rsaPublicKey?: string }>(`${baseUrl}/config.json`);
  if (status !== 200 || !body.rsaPublicKey) throw new Error(`GET /config.json answered ${status} without rsaPublicKey`);
  return body.rsaPublicKey;
}

/** A login body ready to POST: a fresh captcha (answer read in test mode) and an RSA-encrypted password. */
export async function loginBody(
  baseUrl: string,
  keyPem: string,
  username: string,
  password: string,
): Promise<{ username: string; password: string; code: string; uuid: string }> {
  const code = await jsonRequest<{ uuid: string }>(`${baseUrl}/auth/code`);
  const { uuid } = code.body;
  const peek = await jsonRequest<{ answer: string }>(`${baseUrl}/__test__/captcha/${encodeURIComponent(uuid)}`);
  if (peek.status !== 200) throw new Error(`captcha peek answered ${peek.status}: is the server in test mode?`);
  return { username, password: encryptWithPublicKey(keyPem, password), code: peek.body.answer, uuid };
}

/** Signs in over HTTP and returns the Authorization header value. */
export async function signIn(baseUrl: string, username = 'admin', password = '123456'): Promise<string> {
  const body = await loginBody(baseUrl, await publicKey(baseUrl), username, password);
  const res = await jsonRequest<{ token?: string; message?: string }>(`${baseUrl}/auth/login`, { method: 'POST', body });
  if (res.status !== 200 || !res.body.token) throw new Error(`login as ${username} answered ${res.status}: ${res.body.message ?? ''}`);
  return res.body.token;
}
