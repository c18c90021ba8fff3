import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { MESSAGES, errorBody, sendError } from '../http/errors';
import { cacheControlFor, NO_CACHE } from './cache-policy';

const PLACEHOLDER = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>shop-admin</title></head>
<body><h1>shop-admin 服务已启动</h1>
<p>前端尚未构建：请先运行 <code>npm run build</code>，然后刷新本页。</p>
<p>The console has not been built yet: run <code>npm run build</code>, then reload.</p></body></html>
`;

/** Paths that belong to the server, never to the single-page app. */
export function isServerPath(url: string): boolean {
  return /^\/(api|auth|avatar|file|__test__)(\/|$)/.test(url);
}

async function readJsonObject(file: string): Promise<Record<string, unknown> | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const indexFile = path.join(ctx.distDir, 'index.html');

  // Missing dist is only a warning for the plugin: files appear once the build runs.
  await app.register(fastifyStatic, {
    root: ctx.distDir,
    preCompressed: true,
    index: false,
    // Our setHeaders decides caching; send's own header would override it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const sendIndex = (reply: FastifyReply): FastifyReply => {
    if (fs.existsSync(indexFile)) return reply.sendFile('index.html');
    return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(PLACEHOLDER);
  };

  app.get('/', async (_request, reply) => sendIndex(reply));

  /** The runtime configuration next to index.html, with this server's own public key filled in. */
  app.get('/config.json', async (_request, reply) => {
    const base =
      (await readJsonObject(path.join(ctx.distDir, 'config.json'))) ??
      (await readJsonObject(path.join(ctx.publicDir, 'config.json'))) ??
      {};
    return reply
      .header('cache-control', NO_CACHE)
      .type('application/json; charset=utf-8')
      .send({ ...base, rsaPublicKey: ctx.rsa.publicKeyPem });
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    // History-API fallback: a deep link such as /system/menu loads the app shell.
    if (wantsPage) return sendIndex(reply);
    const message = /^\/(avatar|file)(\/|$)/.test(pathname) ? MESSAGES.fileNotFound : MESSAGES.notFound;
    return sendError(reply, errorBody(404, message, ctx.now));
  });
}
