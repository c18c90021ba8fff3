import type { Db } from './db/connection';
import type { DbVersion } from './db/version';
import type { PasswordHasher } from './auth/passwords';
import type { Decrypt, RsaKeys } from './auth/rsa';
import type { TokenStore } from './auth/tokens';
import type { FileStorage } from './files/storage';
import type { UserRepository } from './users/repository';
import type { Clock } from './shared/time';

/**
 * The services routes are built from; created once per app. This is the core every
 * resource may count on (the database, the clock, keys, tokens and the signed-in user's
 * record the guard needs, file storage, settings). Each resource adds its own services
 * in its `resource.ts` (`declare module '../context'`), so adding one edits nothing here.
 */
export interface AppContext {
  db: Db;
  /** Changes whenever the database may have; derived-data caches compare it. */
  dbVersion: DbVersion;
  now: Clock;
  rsa: RsaKeys;
  decrypt: Decrypt;
  passwords: PasswordHasher;
  tokens: TokenStore;
  users: UserRepository;
  files: FileStorage;
  /** Every authority some route asks for (the guard collects them as routes register). */
  routeAuthorities: () => ReadonlySet<string>;
  /** Writes an unexpected background failure (not a request's) to the process log. */
  reportError: (error: unknown, what: string) => void;
  distDir: string;
  publicDir: string;
  maxUploadBytes: number;
  /** PUBLIC_BASE_URL without its trailing slash, or '' (relative picture URLs). */
  publicBaseUrl: string;
  testMode: boolean;
}
