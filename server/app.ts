import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createAuthenticate } from './auth/authenticate';
import { passwordHasher } from './auth/passwords';
import { installHeavyLimit, registerRateLimit } from './http/rate-limit';
import { createDecryptor, loadOrCreateRsaKeys } from './auth/rsa';
import { TokenStore } from './auth/tokens';
import { DEFAULT_HEAVY_RATE_LIMIT, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_TOKEN_MAX_AGE_SECONDS, type AppOptions } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { runMigrations } from './db/migrations';
import { bringDeclaredUpToDate } from './db/declared';
import { declarationsOf, seedIfEmpty } from './db/seed';
import { dbVersionReader } from './db/version';
import { FileStorage } from './files/storage';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/errors';
import { installGuard } from './http/guard';
import { namedPlugin } from './http/named-plugin';
import { acceptBodylessJson } from './http/json-body';
import { useZodSchemas } from './http/schema';
import { routeAuthorities, type AccessRule } from './http/permissions';
import { registerSecurityHeaders } from './http/security-headers';
import { errorLogSink } from './logs/error-log';
import { RESOURCES } from './resources';
import { systemClock } from './shared/time';
import { staticRoutes } from './static/routes';
import { installFaults } from './testmode/faults';
import { testModeRoutes } from './testmode/routes';
import { UserRepository } from './users/repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services; tests reach the database and clock-bound stores through it. */
    ctx: AppContext;
    /** Every /api and /auth route with its declared access (the permission matrix reads it). */
    accessRules: readonly AccessRule[];
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
    await seedIfEmpty(db, { now, hashPassword: passwords.hash, demo: options.seedDemo ?? true }, RESOURCES);
    // A database seeded by an earlier version gets the menus, buttons and dictionaries
    // the resources declare now (a fresh one has them all already: nothing changes).
    bringDeclaredUpToDate(db, declarationsOf(RESOURCES), now());
    const rsa = loadOrCreateRsaKeys(options.dataDir);

    const dbVersion = dbVersionReader(db);
    const app = Fastify({
      // Unexpected errors are always logged; per-request lines only when LOG_LEVEL asks,
      // since they cost throughput on the hot menu path.
      logger: { level: options.logLevel ?? 'error' },
      logController: new LogController({ disableRequestLogging: !options.logLevel }),
      // Without request logging, a request's own child logger (its id bound to every line)
      // would serve only the rare unexpected error, yet cost every request a pino child
      // (issue 30); such errors then log through the app's logger, their request named in
      // the error log's row.
      ...(options.logLevel ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
      // X-Forwarded-* only from the configured proxies: they give the client address that
      // sign-in counts by.
      trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
      frameworkErrors: frameworkErrorHandler(now),
      clientErrorHandler: clientErrorHandler(now),
    });
    let rules: readonly AccessRule[] = [];
    let authorities: ReadonlySet<string> | null = null;
    const core = {
      db,
      dbVersion,
      now,
      rsa,
      decrypt: createDecryptor(rsa.privateKeyPem),
      passwords,
      tokens: new TokenStore(db, now, options.tokenTtlSeconds * 1000, (options.tokenMaxAgeSeconds ?? DEFAULT_TOKEN_MAX_AGE_SECONDS) * 1000, dbVersion),
      users: new UserRepository(db, dbVersion),
      files: new FileStorage(options.dataDir),
      // Read by requests only, once every route is registered.
      routeAuthorities: () => (authorities ??= routeAuthorities(rules)),
      reportError: (error: unknown, what: string) => app.log.error({ err: error }, what),
      distDir: options.distDir,
      publicDir: options.publicDir,
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      publicBaseUrl: options.publicBaseUrl ?? '',
      testMode: options.testMode,
    };
    // Each resource adds its services in turn; a later one may use an earlier one's.
    const ctx = core as AppContext;
    for (const resource of RESOURCES) Object.assign(ctx, resource.services?.(ctx, options));
    app.decorate('ctx', ctx);
    app.addHook('onClose', async () => {
      // Session extensions live in memory until a write takes them (auth/tokens.ts).
      ctx.tokens.flush();
      db.close();
    });

    // Every unexpected failure (a 500) also becomes an ERROR row of the log.
    registerErrorHandler(app, now, errorLogSink(ctx));
    acceptBodylessJson(app);
    useZodSchemas(app);
    // First among the hooks: refusals and injected faults carry the headers too.
    await registerSecurityHeaders(app);
    // Before the guard, so an injected 401/403/drop wins over the real answer.
    if (options.testMode) installFaults(app, now);
    rules = installGuard(app, createAuthenticate(ctx.tokens, ctx.users));
    app.decorate('accessRules', rules);
    await app.register(fastifyMultipart, {
      limits: { fileSize: ctx.maxUploadBytes, files: 1, fields: 10, parts: 20 },
    });
    await registerRateLimit(app);
    installHeavyLimit(app, options.heavyRateLimit === undefined ? DEFAULT_HEAVY_RATE_LIMIT : options.heavyRateLimit);

    // Each resource is its own plugin scope under its prefix.
    for (const resource of RESOURCES) {
      await app.register(namedPlugin(resource.name, async (scope) => resource.routes(scope, ctx, options)), { prefix: resource.prefix });
    }
    if (options.testMode) testModeRoutes(app, ctx);
    await staticRoutes(app, ctx);

    await app.ready();
    return app;
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
