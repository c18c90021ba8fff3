import net from 'node:net';
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
  /** A session's absolute lifetime from sign-in, however it is used; undefined = 7 days. */
  tokenMaxAgeSeconds?: number;
  bcryptRounds: number;
  /** Exposes `/__test__/*`; only ever on when asked for explicitly. */
  testMode: boolean;
  /** Fastify/pino level; undefined keeps request logging off (throughput matters). */
  logLevel?: string;
  /** Injectable clock so expiry rules can be tested without waiting. */
  now?: Clock;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes?: number;
  /**
   * Proxies (addresses or CIDRs) whose `X-Forwarded-For` / `-Proto` / `-Host` are believed
   * (Fastify's `trustProxy`); none by default. The client address sign-in counts by
   * comes from here.
   */
  trustedProxies?: readonly string[];
  /** Per-address limit on sign-in; undefined = the default, null = off (benchmarks). */
  signInRateLimit?: SignInRateLimit | null;
  /** How much of the operation and error log is kept; undefined = the defaults. */
  logRetention?: LogRetention;
  /** Per-user limit on writes to one's own profile; undefined = the default, null = off. */
  profileRateLimit?: ProfileRateLimit | null;
  /** Per-user limit on the heavy calls (`config.heavy`); undefined = the default, null = off. */
  heavyRateLimit?: HeavyRateLimit | null;
  /**
   * Where browsers reach this server (`https://shop.example.com`, a path prefix allowed):
   * picture URLs start with it. Unset: they are relative (`/file/pictures/...`), never
   * built from the request's Host, which the client chooses.
   */
  publicBaseUrl?: string;
  /** Whether a new database gets the demo shop (products, members, reviews...); undefined = yes. */
  seedDemo?: boolean;
}

/**
 * At most `maxDays` days of the log, and at most `maxRows` rows per kind (INFO, ERROR) and
 * operator: each operator's oldest rows go first, never another's (issue 22).
 */
export interface LogRetention {
  maxRows: number;
  maxDays: number;
}

/**
 * 90 days, and 100,000 rows per kind and operator: months of a busy operator's writes.
 * The whole log is at most that times the number of operators (a few tens of MB of
 * SQLite each at most); no global cap, since that is what let one user erase the rest.
 */
export const DEFAULT_LOG_RETENTION: LogRetention = { maxRows: 100_000, maxDays: 90 };

export interface ServerConfig extends AppOptions {
  port: number;
  host: string;
}

/** Sign-in attempts (`POST auth/login`) one client address may make per window. */
export interface SignInRateLimit {
  max: number;
  windowMs: number;
}

/**
 * 20 sign-ins a minute per address: far above what a person types, even several behind
 * one office address; far below what a script would try. `auth/code` allows three
 * times as many (http/rate-limit.ts).
 */
export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = { max: 20, windowMs: 60 * 1000 };

/** Writes to one's own profile (`PUT api/users/center`, `updatePass`, `updateAvatar`) per user and window. */
export interface ProfileRateLimit {
  max: number;
  windowMs: number;
}

/**
 * 10 a minute per user, shared by the three: more than a person saves their profile,
 * password and picture in a minute, far less than a script writing log rows.
 */
export const DEFAULT_PROFILE_RATE_LIMIT: ProfileRateLimit = { max: 10, windowMs: 60 * 1000 };

/** Heavy calls (exports, SKU tables, product saves, picture uploads) per user and window, all counted together. */
export interface HeavyRateLimit {
  max: number;
  windowMs: number;
}

/**
 * 10 every 20 seconds per user: a person opens a product form, presses 立即生成 or exports
 * a list a few times a minute; a script sending them back to back gets 10 of them, one
 * at a time (http/rate-limit.ts), and then waits (issue 30). A short window keeps a
 * burst short: the allowance is what one caller may put ahead of everyone else at once.
 */
export const DEFAULT_HEAVY_RATE_LIMIT: HeavyRateLimit = { max: 10, windowMs: 20 * 1000 };

export const DEFAULT_TOKEN_TTL_SECONDS = 4 * 60 * 60;
/**
 * A session's absolute lifetime, 7 days: a working week of daily use with the sliding
 * lifetime, after which even a token in constant use (a stolen one kept busy) must sign
 * in again.
 */
export const DEFAULT_TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
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

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be 0 or a positive integer, got "${value}"`);
  return n;
}

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix);
}

/**
 * TRUSTED_PROXIES: a comma- or space-separated list of addresses and CIDRs (also
 * `loopback`, `linklocal`, `uniquelocal`); empty or unset trusts nobody.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length > 0) throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDRs, got "${bad.join('", "')}"`);
  return entries;
}

/**
 * PUBLIC_BASE_URL: an absolute http(s) URL without query or fragment; the trailing slash
 * is dropped. Empty or unset: undefined (relative picture URLs).
 */
export function parsePublicBaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL such as https://shop.example.com, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL without query, fragment or credentials, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** LOGIN_RATE_LIMIT (0 = off) and LOGIN_RATE_WINDOW_SECONDS. */
function signInRateLimit(env: NodeJS.ProcessEnv): SignInRateLimit | null {
  const max = nonNegativeInt(env.LOGIN_RATE_LIMIT, DEFAULT_SIGN_IN_RATE_LIMIT.max, 'LOGIN_RATE_LIMIT');
  const seconds = positiveInt(env.LOGIN_RATE_WINDOW_SECONDS, DEFAULT_SIGN_IN_RATE_LIMIT.windowMs / 1000, 'LOGIN_RATE_WINDOW_SECONDS');
  return max === 0 ? null : { max, windowMs: seconds * 1000 };
}

/** PROFILE_RATE_LIMIT: profile writes per user and minute (0 = off). */
function profileRateLimit(env: NodeJS.ProcessEnv): ProfileRateLimit | null {
  const max = nonNegativeInt(env.PROFILE_RATE_LIMIT, DEFAULT_PROFILE_RATE_LIMIT.max, 'PROFILE_RATE_LIMIT');
  return max === 0 ? null : { max, windowMs: DEFAULT_PROFILE_RATE_LIMIT.windowMs };
}

/** HEAVY_RATE_LIMIT: heavy calls per user and 20 seconds (0 = off). */
function heavyRateLimit(env: NodeJS.ProcessEnv): HeavyRateLimit | null {
  const max = nonNegativeInt(env.HEAVY_RATE_LIMIT, DEFAULT_HEAVY_RATE_LIMIT.max, 'HEAVY_RATE_LIMIT');
  return max === 0 ? null : { max, windowMs: DEFAULT_HEAVY_RATE_LIMIT.windowMs };
}

/** `1`/`true` or `0`/`false`. */
function flag(value: string, name: string): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
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
    tokenMaxAgeSeconds: positiveInt(env.TOKEN_MAX_AGE_SECONDS, DEFAULT_TOKEN_MAX_AGE_SECONDS, 'TOKEN_MAX_AGE_SECONDS'),
    bcryptRounds,
    testMode,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    signInRateLimit: signInRateLimit(env),
    profileRateLimit: profileRateLimit(env),
    heavyRateLimit: heavyRateLimit(env),
    logRetention: {
      maxRows: positiveInt(env.LOG_MAX_ROWS, DEFAULT_LOG_RETENTION.maxRows, 'LOG_MAX_ROWS'),
      maxDays: positiveInt(env.LOG_MAX_DAYS, DEFAULT_LOG_RETENTION.maxDays, 'LOG_MAX_DAYS'),
    },
  };
  if (env.LOG_LEVEL) config.logLevel = env.LOG_LEVEL;
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== '') config.seedDemo = flag(env.SEED_DEMO, 'SEED_DEMO');
  const publicBaseUrl = parsePublicBaseUrl(env.PUBLIC_BASE_URL);
  if (publicBaseUrl !== undefined) config.publicBaseUrl = publicBaseUrl;
  return config;
}
