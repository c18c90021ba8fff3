import type { FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from './errors';

/** What the guard learnt about the caller of a signed-in route. */
export interface AuthContext {
  userId: number;
  username: string;
  /** SHA-256 of the bearer token, which is also its key in the token table. */
  tokenHash: string;
  authorities: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller of a route the guard has vetted as signed-in. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, MESSAGES.unauthorized);
  return request.auth;
}
