import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { ApiError, MESSAGES } from './errors';
import { ACCESS_RULES, accessKey, isAllowed, isGuardedPath, type Access, type AccessRule } from './permissions';

/** Turns an Authorization header into the caller, or null when it is missing, unknown, expired or revoked. */
export type Authenticate = (authorization: string | undefined) => AuthContext | null;

/**
 * Installs the permission check as an `onRequest` hook, so a refused caller costs
 * neither body parsing nor upload buffering. Throws at startup if a contract route
 * has no rule in the table.
 */
export function installGuard(app: FastifyInstance, authenticate: Authenticate, rules: readonly AccessRule[] = ACCESS_RULES): void {
  const table = new Map<string, Access>(rules.map((r) => [accessKey(r.method, r.url), r.access]));

  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // fastify adds a HEAD twin for each GET; it shares the GET's rule.
      const m = method === 'HEAD' ? 'GET' : method;
      if (!table.has(accessKey(m, route.url))) {
        throw new Error(`No access rule for ${m} ${route.url}: add it to server/http/permissions.ts`);
      }
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    // Unmatched paths go to the not-found handler, which answers 404 for everyone.
    if (url === undefined || !isGuardedPath(url)) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const access = table.get(accessKey(method, url));
    if (access === undefined) throw new ApiError(403, MESSAGES.forbidden);
    if (access === 'public') return;
    const auth = authenticate(request.headers.authorization);
    if (!auth) throw new ApiError(401, MESSAGES.unauthorized);
    request.auth = auth;
    if (access !== 'signedIn' && !isAllowed(auth.authorities, access)) {
      throw new ApiError(403, MESSAGES.forbidden);
    }
  });
}
