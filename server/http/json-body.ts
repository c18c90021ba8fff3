import type { FastifyInstance } from 'fastify';

/**
 * The original consoles send `Content-Type: application/json` on every call, bodyless
 * ones (`DELETE auth/logout`) included, and the Java back ends accept that. Fastify's
 * own JSON parser refuses an empty body with 400, so it is wrapped: an empty body parses
 * to `undefined` (the route's own checks then decide), anything else goes through the
 * default parser with its prototype-poisoning guards and its invalid-JSON error.
 */
export function acceptBodylessJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // parseAs 'string' hands over a string; the type covers the buffer variant too.
    parseJson(request, body.toString(), done);
  });
}
