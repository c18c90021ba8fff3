import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { ApiError, MESSAGES } from './errors';
import { isAllowed, isGuardedPath, type AccessRule, type Method } from './permissions';

/** Turns an Authorization header into the caller, or null when it is missing, unknown, expired or revoked. */
export type Authenticate = (authorization: string | undefined) => AuthContext | null;

/**
 * Installs the permission check as an `onRequest` hook, so a refused caller costs
 * neither body parsing nor upload buffering; it reads the route's own `config.access`.
 * Throws at startup if a contract route declares none. Returns the rules of the routes
 * registered from then on (filled as they are added): the permission matrix and the
 * grant checks read them.
 */
export function installGuard(app: FastifyInstance, authenticate: Authenticate): readonly AccessRule[] {
  const rules: AccessRule[] = [];
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // fastify adds a HEAD twin for each GET; it shares the GET's options and rule.
      if (method === 'HEAD') continue;
      const access = route.config?.access;
      if (access === undefined) throw new Error(`No access rule for ${method} ${route.url}: declare config.access on the route`);
      rules.push({ method: method as Method, url: route.url, access, heavy: route.config?.heavy === true });
    }
  });

  // A callback hook, not an async one: the check is synchronous, and a promise per
  // request is part of what the pipeline bench measures (issue 30).
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    let refused: Error | undefined;
    try {
      refused = check(request);
    } catch (error) {
      refused = error as Error;
    }
    done(refused);
  });
  return rules;

  /** Names the caller on the request, or says why the call is refused. */
  function check(request: FastifyRequest): ApiError | undefined {
    const url = request.routeOptions.url;
    // Unmatched paths go to the not-found handler, which answers 404 for everyone.
    if (url === undefined || !isGuardedPath(url)) return undefined;
    const access = request.routeOptions.config.access;
    if (access === undefined) return new ApiError(403, MESSAGES.forbidden);
    if (access === 'public') return undefined;
    const auth = authenticate(request.headers.authorization);
    if (!auth) return new ApiError(401, MESSAGES.unauthorized);
    request.auth = auth;
    if (access !== 'signedIn' && !isAllowed(auth.authorities, access)) return new ApiError(403, MESSAGES.forbidden);
    return undefined;
  }
}
