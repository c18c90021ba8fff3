import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HeavyRateLimit, ProfileRateLimit, SignInRateLimit } from '../config';
import { ApiError } from './errors';
import { waitText } from '../shared/wait-text';

/**
 * Captchas (`GET auth/code`) allowed per sign-in attempt: the page load, the new one after
 * each refusal and a click on one that is hard to read. More than attempts, so the
 * login page still gets a captcha when the sign-in limit answers 429.
 */
export const CAPTCHAS_PER_ATTEMPT = 3;

export const loginLimitedMessage = (ttlMs: number): string => `登录尝试过于频繁，请${waitText(ttlMs)}后再试`;
export const captchaLimitedMessage = (ttlMs: number): string => `验证码请求过于频繁，请${waitText(ttlMs)}后再试`;
export const profileLimitedMessage = (ttlMs: number): string => `个人资料修改过于频繁，请${waitText(ttlMs)}后再试`;
export const heavyLimitedMessage = (ttlMs: number): string => `操作过于频繁，请${waitText(ttlMs)}后再试`;
export const HEAVY_BUSY_MESSAGE = '上一个操作尚未完成，请稍后再试';

/** Registers @fastify/rate-limit for the routes that ask for it (`config.rateLimit`) only. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

export interface SignInRouteLimits {
  login: RateLimitOptions;
  code: RateLimitOptions;
}

/**
 * The per-address limits of `auth/login` and `auth/code` (across all accounts), keyed by
 * the client address the plugin takes from `request.ip` (IPv6 by /64). Counted in
 * memory: a restart forgets a window, which is short. `onLoginLimited` hears of each
 * refused sign-in (the body is parsed by then: the login limit runs as a preHandler,
 * still before the handler spends the captcha).
 */
export function signInRouteLimits(limit: SignInRateLimit, onLoginLimited: (request: FastifyRequest, ttlMs: number) => void): SignInRouteLimits {
  return {
    login: {
      max: limit.max,
      timeWindow: limit.windowMs,
      hook: 'preHandler',
      errorResponseBuilder: (request, context) => {
        onLoginLimited(request, context.ttl);
        return new ApiError(429, loginLimitedMessage(context.ttl));
      },
    },
    code: {
      max: limit.max * CAPTCHAS_PER_ATTEMPT,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request, context) => new ApiError(429, captchaLimitedMessage(context.ttl)),
    },
  };
}

/** A route hook; the same one on several routes makes them share one allowance. */
export type RouteLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One allowance per signed-in user for writes to their own profile, shared by every route
 * the hook is put on (one counter store). Run as the route's `onRequest`, after the
 * guard has named the caller and before the body is read; past it, 429 with
 * `个人资料修改过于频繁，请N秒后再试` and `Retry-After`. In memory, like the sign-in limit.
 */
export function profileWriteLimit(app: FastifyInstance, limit: ProfileRateLimit | null): RouteLimit {
  if (!limit) return async () => undefined;
  const hook = app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    // Only signed-in routes carry it, so the guard has set `auth`; the address is a fallback.
    keyGenerator: (request) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => new ApiError(429, profileLimitedMessage(context.ttl)),
  });
  return async (request, reply) => {
    await hook.call(app, request, reply);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call whose work grows with its input or the data it reads (an export, a SKU
     * table, a product save, a picture upload): counted against the caller's allowance of
     * heavy calls (issue 30). Only on signed-in routes.
     */
    heavy?: true;
  }
}

/**
 * The heavy calls' limits, as hooks of every route declaring `config: { heavy: true }`
 * (so the caller is known, the guard having run, and a refused call costs no body parsing):
 * - one heavy call per user at a time: another sent meanwhile is refused at once with 429,
 *   `上一个操作尚未完成，请稍后再试` and `Retry-After: 1`, so that one caller's calls never
 *   queue up on the main thread (or the export worker) ahead of everyone else's;
 * - one allowance per user shared by those routes, the same limiter as sign-in and the
 *   personal centre, counted in memory: past it, 429 with `操作过于频繁，请N秒后再试` and
 *   `Retry-After`. A call refused for the first reason does not use the allowance.
 */
export function installHeavyLimit(app: FastifyInstance, limit: HeavyRateLimit | null): void {
  if (!limit) return;
  const keyOf = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`);
  const hook = app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: keyOf,
    errorResponseBuilder: (_request, context) => new ApiError(429, heavyLimitedMessage(context.ttl)),
  });
  /** The request each caller has running, by key. */
  const running = new Map<string, string>();
  const forget = (request: FastifyRequest): void => {
    const key = keyOf(request);
    if (running.get(key) === request.id) running.delete(key);
  };
  const take = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = keyOf(request);
    if (running.has(key)) {
      reply.header('retry-after', '1');
      throw new ApiError(429, HEAVY_BUSY_MESSAGE);
    }
    // Taken before the limiter's await, so a call arriving meanwhile finds it.
    running.set(key, request.id);
    try {
      await hook.call(app, request, reply);
    } catch (refused) {
      running.delete(key);
      throw refused;
    }
  };
  // On the heavy routes only: every other request runs none of these hooks (issue 30).
  // Route hooks run after the app's, so the guard has named the caller by then.
  app.addHook('onRoute', (route) => {
    if (route.config?.heavy !== true) return;
    route.onRequest = [...hooksOf(route.onRequest), take];
    route.onResponse = [...hooksOf(route.onResponse), (request: FastifyRequest, _reply: FastifyReply, done: () => void) => (forget(request), done())];
    route.onRequestAbort = [...hooksOf(route.onRequestAbort), (request: FastifyRequest, done: () => void) => (forget(request), done())];
  });
}

/** A route's own hooks of one kind as a list (fastify takes one, several or none). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
