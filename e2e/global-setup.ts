import { startServer, type RunningServer } from './server';

declare global {
  var e2eServer: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  globalThis.e2eServer = server;
  // Workers start after this and inherit the variable.
  process.env.E2E_BASE_URL = server.url;
}
