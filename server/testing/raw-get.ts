import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A GET of a path sent to the letter, and what came back. */
export type RawGet = (rawPath: string) => Promise<{ status: number; body: string }>;

/**
 * Puts the app on a real local socket (closed with the app) and answers a GET of a path
 * as written: inject() would normalise `..` and `%2e%2e` away before the router saw them.
 */
export async function listenForRawGets(app: FastifyInstance): Promise<RawGet> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (rawPath) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
}
