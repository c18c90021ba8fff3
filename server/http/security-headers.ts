import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the console runs under (issue 22 item 9). deploy/nginx
 * sends the same string; e2e/nginx.spec.ts compares the two, and every browser test
 * fails on a violation (e2e/fixtures.ts). What each source is for:
 * - scripts: the build's own files only (webpack chunks from /static/js; no inline
 *   script, no eval);
 * - styles: 'unsafe-inline' because emotion (MUI) writes <style> elements at run time
 *   and index.html carries the boot spinner's; a nonce would need a per-request
 *   index.html, which a static nginx cannot serve. Styles cannot run script;
 * - images: data: for the captcha, blob: for avatar previews and downloads;
 * - frames: the picture picker embeds the console itself;
 * - connect: config.json and the API on the console's own origin (apiBaseUrl "").
 *   A deployment whose apiBaseUrl names another origin adds it here and in nginx.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Answers the API: never kept by a browser or shared cache (they hold personal data). */
const isApiPath = (url: string): boolean =>
  url.startsWith('/api') ? url.length === 4 || url[4] === '/' || url[4] === '?' : url.startsWith('/auth') && (url.length === 5 || url[5] === '/' || url[5] === '?');

/** @fastify/helmet's options: what each header says and why. */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]])),
  },
  // The XState inspector (config.json `inspect`) opens stately.ai in a popup and
  // posts to it; `same-origin` would sever that window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Pictures and avatars may be shown by a console on a sibling host (admin. / api.).
  crossOriginResourcePolicy: { policy: 'same-site' },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'same-origin' },
  // HSTS belongs to whoever terminates TLS (nginx): sent through a proxy it would bind
  // the whole host, and with includeSubDomains its siblings, to HTTPS.
  strictTransportSecurity: false,
};

/** Headers of every answer that are not helmet's (the framework's own). */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers @fastify/helmet sends with HELMET_OPTIONS, read once from a throwaway app.
 * They depend on nothing in the request, yet the plugin rebuilds helmet's middleware
 * chain on every request (two async hooks, the CSP string re-serialised, a dozen raw
 * `setHeader` calls): about a tenth of a menu request's cost (docs/performance.md).
 */
export async function helmetHeaders(): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, HELMET_OPTIONS);
    probe.get('/', async () => 'probe');
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!NOT_HELMET.has(name) && typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * What an API answer (JSON, an export, a captcha) needs of them: OWASP's REST set. It is never
 * stored, never sniffed into another type, never framed by another site, never read by another
 * site's page (CORP), sends no referrer off the site, and as a document would load nothing
 * (`default-src 'none'`). Helmet's other headers govern documents: the opener
 * (Cross-Origin-Opener-Policy), agent clusters, DNS prefetching, IE's download prompt, Adobe's
 * cross-domain policy files and the XSS auditor; on a JSON answer they do nothing, and each
 * header costs every answer its validation and bytes (12 headers, about 700 bytes, were the
 * pipeline's largest cost against a bare app: docs/performance.md, issue 30).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'self'";
const API_KEEPS = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-resource-policy'] as const;

export function apiHeaders(common: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const kept = Object.fromEntries(API_KEEPS.map((name) => [name, common[name]]).filter(([, value]) => value !== undefined));
  return { ...kept, 'content-security-policy': API_CSP, 'cache-control': 'no-store' };
}

/**
 * Security headers on every answer: helmet's (computed once) on pages, files and pictures,
 * which keep the caching their routes set; the API set above, with `Cache-Control: no-store`,
 * on every /api and /auth answer. Set in the first `onRequest` hook, so refusals by the guard,
 * 404s and errors carry them too; a synchronous hook, one object per kind of answer, nothing
 * parsed per request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const common = await helmetHeaders();
  const api = apiHeaders(common);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : common);
    done();
  });
}
