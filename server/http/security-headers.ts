import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
const API_PATH = /^\/(api|auth)(\/|\?|$)/;

/**
 * Security headers on every answer (@fastify/helmet), and `Cache-Control: no-store` on
 * every /api and /auth answer. Static files and /avatar, /file pictures keep the caching
 * their routes set. Registered before the guard, so refusals carry the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
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
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
