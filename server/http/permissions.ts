/**
 * Who may call what, declared on each route as `config: { access }`: `public` needs
 * nothing, `signedIn` a valid token, a list any one of those authorities (a user holding
 * `admin` passes every list). Every /api and /auth route must declare it; the app
 * refuses to start otherwise (http/guard.ts), so a new route cannot be left unguarded
 * by mistake.
 */
export type Access = 'public' | 'signedIn' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required under /api and /auth. */
    access?: Access;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A registered route and its access, as the guard collected it. */
export interface AccessRule {
  method: Method;
  /** The route pattern as registered with fastify (prefix included). */
  url: string;
  access: Access;
  /** Whether it is a heavy call (`config.heavy`: counted against the caller's allowance, issue 30). */
  heavy?: boolean;
}

/** `admin` passes every check; otherwise holding any one listed authority suffices. */
export function isAllowed(authorities: ReadonlySet<string>, required: readonly string[]): boolean {
  if (authorities.has('admin')) return true;
  return required.some((p) => authorities.has(p));
}

export function accessKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Routes under these prefixes are the contract's; each must declare its access. */
export function isGuardedPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/auth' || url.startsWith('/auth/');
}

/** Every authority some route asks for. */
export function routeAuthorities(rules: readonly AccessRule[]): Set<string> {
  return new Set(rules.flatMap((r) => (Array.isArray(r.access) ? r.access : [])));
}
