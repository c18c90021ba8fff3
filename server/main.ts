import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEFAULT_PASSWORD } from './db/seed';

/** `npm run server`: reads the environment, listens, and closes the database on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig(process.env, process.argv.slice(2));
  if (config.testMode) {
    console.warn(
      'WARNING: test mode is ON. GET /__test__/captcha/:uuid reveals captcha answers. Never run a real deployment like this.',
    );
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing...`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  // The bound port, not the asked one: PORT=0 picks a free port (tests and benchmarks read this line).
  const { port } = app.server.address() as AddressInfo;
  console.log(`shop-admin server listening on http://${shownHost}:${port}`);
  console.log(`  database: ${config.dbPath}`);
  console.log(`  passwords: bcrypt cost ${config.bcryptRounds}`);
  console.log(`  console:  ${config.distDir}`);
  console.log(`  default login: admin / ${DEFAULT_PASSWORD} (editor / ${DEFAULT_PASSWORD} has read-only menus and dictionaries)`);
}

main().catch((error: unknown) => {
  console.error('shop-admin server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
