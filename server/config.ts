import path from 'node:path';
import type { Clock } from './shared/time';

/** Everything `buildApp` needs; `main.ts` fills it from the environment, tests by hand. */
export interface AppOptions {
  /** SQLite file; its folder is created when missing. */
  dbPath: string;
  /** Holds the RSA key pair and `files/` (uploads). */
  dataDir: string;
  /** The built console (index.html, assets, config.json). */
  distDir: string;
  /** Where `config.json` is taken from when the build has none (the source `public/`). */
  publicDir: string;
  tokenTtlSeconds: number;
  bcryptRounds: number;
  /** Exposes `/__test__/*`; only ever on when asked for explicitly. */
  testMode: boolean;
  /** Fastify/pino level; undefined keeps request logging off (throughput matters). */
  logLevel?: string;
  /** Injectable clock so expiry rules can be tested without waiting. */
  now?: Clock;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes?: number;
}

export interface ServerConfig extends AppOptions {
  port: number;
  host: string;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 4 * 60 * 60;
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * bcrypt cost of new password hashes. 8 (about 256 expansion rounds, roughly 15-20 ms
 * per hash on one core here) keeps sign-in under 300 ms p99 at 20 concurrent
 * logins on a 2-core machine; cost 10 does not (see server/README.md). Stored
 * hashes carry their own cost and keep working; a successful login rehashes a
 * password whose stored cost differs from this setting.
 */
export const DEFAULT_BCRYPT_ROUNDS = 8;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A TCP port; 0 asks the system for a free one (the server prints which). */
function port(value: string | undefined, fallback: number): number {
  if (value === '0') return 0;
  const n = positiveInt(value, fallback, 'PORT');
  if (n > 65535) throw new Error(`PORT must be at most 65535, got "${value}"`);
  return n;
}

/** Reads the CLI environment; throws with a readable message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  const dbPath = path.resolve(env.DB_PATH || 'data/shop-admin.db');
  const testMode = argv.includes('--test-mode') || env.TEST_MODE === '1' || env.TEST_MODE === 'true';
  const bcryptRounds = positiveInt(env.BCRYPT_ROUNDS, DEFAULT_BCRYPT_ROUNDS, 'BCRYPT_ROUNDS');
  if (bcryptRounds < 4 || bcryptRounds > 15) throw new Error('BCRYPT_ROUNDS must be between 4 and 15');
  const config: ServerConfig = {
    port: port(env.PORT, 8013),
    host: env.HOST || '127.0.0.1',
    dbPath,
    dataDir: path.resolve(env.DATA_DIR || path.dirname(dbPath)),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    publicDir: path.resolve(env.PUBLIC_DIR || 'public'),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS, 'TOKEN_TTL_SECONDS'),
    bcryptRounds,
    testMode,
  };
  if (env.LOG_LEVEL) config.logLevel = env.LOG_LEVEL;
  return config;
}
