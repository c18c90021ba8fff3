/**
 * The pipeline bench's yardstick (pipelineBench.ts): a bare Fastify app serving the very
 * handlers of `api/menus` and `api/users` (the resources' own route plugins, with their
 * zod validation and answer serialisation) over the same database, with none of the
 * app's global hooks: no security headers, no guard, no raw-input keeping, no error
 * handler of ours. The caller is the one named by BENCH_TOKEN, resolved once at start
 * and handed to every request as a getter, so the handlers do the same work as behind the
 * guard. Run as a child (`startChildServer({ entry })`); prints the same `listening on`
 * line as server/main.ts.
 */
import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { createAuthenticate } from '../../server/auth/authenticate';
import { readConfig } from '../../server/config';
import { zodCompilers } from '../../server/http/schema';
import { menus } from '../../server/menus/resource';
import { users } from '../../server/users/resource';

async function main(): Promise<void> {
  const config = readConfig(process.env, []);
  // The full app is built for its services (repositories, caches) only; it never listens.
  const full = await buildApp(config);
  const ctx = full.ctx;
  const caller = createAuthenticate(ctx.tokens, ctx.users)(process.env.BENCH_TOKEN);
  if (!caller) throw new Error('BENCH_TOKEN names no live session');

  const bare = Fastify({ logger: false });
  const { validatorCompiler, serializerCompiler } = zodCompilers((error) => console.error(error));
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.decorateRequest('auth', { getter: () => caller });
  // What the users plugin's profile routes need to register; neither runs on the measured GETs.
  await bare.register(fastifyRateLimit, { global: false });
  await bare.register(fastifyMultipart);
  for (const resource of [menus, users]) {
    await bare.register(async (scope) => resource.routes(scope, ctx, config), { prefix: resource.prefix });
  }
  await bare.listen({ port: config.port, host: config.host });
  const { port } = bare.server.address() as AddressInfo;
  console.log(`bare server listening on http://${config.host}:${port}`);

  const shutdown = (): void => {
    void Promise.all([bare.close(), full.close()]).then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('bare server failed to start:', error);
  process.exit(1);
});
