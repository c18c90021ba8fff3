import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { CaptchaStore } from './auth/captcha-store';
import { LoginLockout } from './auth/lockout';
import { passwordHasher } from './auth/passwords';
import { lockRoutes } from './auth/lock-routes';
import { registerRateLimit } from './auth/rate-limit';
import { createDecryptor, loadOrCreateRsaKeys } from './auth/rsa';
import { authRoutes } from './auth/routes';
import { SignInLog } from './auth/sign-in-log';
import { TokenStore } from './auth/tokens';
import {
  DEFAULT_LOG_RETENTION,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_PROFILE_RATE_LIMIT,
  DEFAULT_SIGN_IN_RATE_LIMIT,
  DEFAULT_TOKEN_MAX_AGE_SECONDS,
  type AppOptions,
} from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { runMigrations } from './db/migrations';
import { seedIfEmpty } from './db/seed';
import { dbVersionReader } from './db/version';
import { DictRepository } from './dicts/repository';
import { dictRoutes } from './dicts/routes';
import { PictureRepository } from './files/picture-repository';
import { fileRoutes } from './files/routes';
import { FileStorage } from './files/storage';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/errors';
import { installGuard } from './http/guard';
import { acceptBodylessJson } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { MenuRepository } from './menus/repository';
import { menuRoutes } from './menus/routes';
import { systemClock } from './shared/time';
import { staticRoutes } from './static/routes';
import { testModeRoutes } from './testmode/routes';
import { installFaults } from './testmode/faults';
import { UserRepository } from './users/repository';
import { userRoutes } from './users/routes';
import { DeptRepository } from './depts/repository';
import { deptRoutes } from './depts/routes';
import { JobRepository } from './jobs/repository';
import { jobRoutes } from './jobs/routes';
import { LogRepository } from './logs/repository';
import { errorLogSink } from './logs/error-log';
import { LogRetentionSweeper } from './logs/retention';
import { logRoutes } from './logs/routes';
import { OnlineSessions } from './auth/online';
import { onlineRoutes } from './auth/online-routes';
import { roleMenuTreeRoutes } from './menus/role-trees';
import { AccessResolver } from './roles/access';
import { RoleRepository } from './roles/repository';
import { roleRoutes } from './roles/routes';
import { UserAdminRepository } from './users/admin-repository';
import { userAdminRoutes } from './users/admin-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services; tests reach the database and clock-bound stores through it. */
    ctx: AppContext;
  }
}

/**
 * Builds the whole server (database opened, migrated and seeded, routes ready)
 * without listening: `main.ts` listens, tests use `inject` or a random port.
 * Closing the app closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? systemClock;
  const db = openDatabase(options.dbPath);
  try {
    runMigrations(db, undefined, now);
    const passwords = passwordHasher(options.bcryptRounds);
    await seedIfEmpty(db, { now, hashPassword: passwords.hash });
    const rsa = loadOrCreateRsaKeys(options.dataDir);

    const dbVersion = dbVersionReader(db);
    const roles = new RoleRepository(db);
    const depts = new DeptRepository(db, dbVersion);
    const logs = new LogRepository(db);
    // The sweeper reports through the app's logger, which exists once Fastify does.
    let reportRetentionError = (error: unknown): void => void error;
    const ctx: AppContext = {
      db,
      dbVersion,
      now,
      rsa,
      decrypt: createDecryptor(rsa.privateKeyPem),
      passwords,
      captchas: new CaptchaStore(db, now),
      tokens: new TokenStore(db, now, options.tokenTtlSeconds * 1000, (options.tokenMaxAgeSeconds ?? DEFAULT_TOKEN_MAX_AGE_SECONDS) * 1000),
      lockout: new LoginLockout(db, now),
      signInLog: new SignInLog(db, now),
      users: new UserRepository(db, dbVersion),
      menus: new MenuRepository(db, dbVersion),
      dicts: new DictRepository(db),
      pictures: new PictureRepository(db),
      staff: new UserAdminRepository(db, dbVersion),
      roles,
      depts,
      jobs: new JobRepository(db),
      access: new AccessResolver(db, dbVersion, roles, depts),
      logs,
      logRetention: new LogRetentionSweeper(db, logs, now, options.logRetention ?? DEFAULT_LOG_RETENTION, (error) => reportRetentionError(error)),
      online: new OnlineSessions(db, now),
      files: new FileStorage(options.dataDir),
      distDir: options.distDir,
      publicDir: options.publicDir,
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      publicBaseUrl: options.publicBaseUrl ?? '',
      testMode: options.testMode,
    };

    const app = Fastify({
      // Unexpected errors are always logged; per-request lines only when LOG_LEVEL asks,
      // since they cost throughput on the hot menu path.
      logger: { level: options.logLevel ?? 'error' },
      logController: new LogController({ disableRequestLogging: !options.logLevel }),
      // X-Forwarded-* only from the configured proxies: they give the client address that
      // sign-in counts by.
      trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
      frameworkErrors: frameworkErrorHandler(now),
      clientErrorHandler: clientErrorHandler(now),
    });
    app.decorate('ctx', ctx);
    reportRetentionError = (error) => app.log.error({ err: error }, 'log retention failed');
    app.addHook('onClose', async () => {
      await ctx.logRetention.stop();
      db.close();
    });

    // Every unexpected failure (a 500) also becomes an ERROR row of the log.
    registerErrorHandler(app, now, errorLogSink(ctx));
    acceptBodylessJson(app);
    // First among the hooks: refusals and injected faults carry the headers too.
    await registerSecurityHeaders(app);
    // Before the guard, so an injected 401/403/drop wins over the real answer.
    if (options.testMode) installFaults(app, now);
    installGuard(app, createAuthenticate(ctx.tokens, ctx.users));
    await app.register(fastifyMultipart, {
      limits: { fileSize: ctx.maxUploadBytes, files: 1, fields: 10, parts: 20 },
    });
    await registerRateLimit(app);

    authRoutes(app, ctx, options.signInRateLimit === undefined ? DEFAULT_SIGN_IN_RATE_LIMIT : options.signInRateLimit);
    lockRoutes(app, ctx);
    menuRoutes(app, ctx);
    dictRoutes(app, ctx);
    userRoutes(app, ctx, options.profileRateLimit === undefined ? DEFAULT_PROFILE_RATE_LIMIT : options.profileRateLimit);
    userAdminRoutes(app, ctx);
    roleRoutes(app, ctx);
    deptRoutes(app, ctx);
    jobRoutes(app, ctx);
    roleMenuTreeRoutes(app, ctx);
    fileRoutes(app, ctx);
    onlineRoutes(app, ctx);
    logRoutes(app, ctx);
    if (options.testMode) testModeRoutes(app, ctx);
    await staticRoutes(app, ctx);

    await app.ready();
    ctx.logRetention.start();
    return app;
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
