import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** How deeply a JSON body may nest (objects and arrays); the console's deepest is 3. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `请求体嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, found in one pass over
 * the text (brackets inside strings do not count) before anything is parsed. Malformed
 * text is not judged here: the parser refuses it afterwards.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * The original consoles send `Content-Type: application/json` on every call, bodyless
 * ones (`DELETE auth/logout`) included, and the Java back ends accept that. Fastify's
 * own JSON parser refuses an empty body with 400, so it is wrapped: an empty body parses
 * to `undefined` (the route's own checks then decide), anything else goes through the
 * default parser with its prototype-poisoning guards and its invalid-JSON error.
 *
 * A body nested deeper than MAX_JSON_DEPTH is refused first (400): no route reads one,
 * and everything that walks a parsed body recursively (masking for the log, validation)
 * would otherwise meet it.
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
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * For a route that reads no body (`DELETE auth/logout`): whatever arrives, of any type,
 * size or shape, is drained unread, so no body can make the route fail before it runs.
 * Register inside the route's own plugin scope.
 */
export function ignoreBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });
}
