import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignInRateLimit } from '../config';
import type { AppContext } from '../context';
import { relaxed } from '../db/connection';
import { audited, recordOperation } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { ApiError, badRequest, MESSAGES, tooManyRequests } from '../http/errors';
import { ignoreBodies } from '../http/json-body';
import { namedRef, type ZodTypeProvider } from '../http/schema';
import { userFields } from '../http/user-answer';
import { parseInput } from '../http/validate';
import { makeChallenge } from './captcha-challenge';
import { renderCaptchaPng } from './captcha-image';
import { clientAddress } from './client-address';
import { lockedMessage } from './lockout';
import { signInRouteLimits } from '../http/rate-limit';
import type { RefusalReason } from './sign-in-log';

const loginSchema = z.object({
  username: z.string({ error: '用户名不能为空' }).trim().min(1, '用户名不能为空').max(64, '用户名过长'),
  password: z.string({ error: '密码不能为空' }).min(1, '密码不能为空').max(1024, '密码格式不正确'),
  code: z
    .union([z.string(), z.number()], { error: '验证码不能为空' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, '验证码不能为空').max(16, '验证码错误')),
  uuid: z.string({ error: '验证码不存在或已过期' }).min(1, '验证码不存在或已过期').max(128, '验证码不存在或已过期'),
});

const captchaAnswer = z.object({ img: z.string(), uuid: z.string() });

/** The yshop flavour of the contract's USER: the user with its authorities inside. */
const userView = z.object({
  ...userFields,
  dept: namedRef.nullable(),
  job: namedRef.nullable(),
  enabled: z.boolean(),
  createTime: z.string(),
  roles: z.array(z.string()),
});
const loginAnswer = z.object({ token: z.string(), user: userView.nullable() });

export const LOGIN_MESSAGES = {
  captchaMissing: '验证码不存在或已过期',
  captchaWrong: '验证码错误',
  badCredentials: '用户名或密码错误',
  disabled: '账号未激活',
  undecryptable: '密码解密失败，请刷新页面后重试',
} as const;

/** The user name a refused body carried, for the log; '' when it had none. */
function triedUsername(body: unknown): string {
  const name = body !== null && typeof body === 'object' ? (body as { username?: unknown }).username : undefined;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * Logs a rate-limited sign-in once per address and window: a flood of refused requests
 * must not become a flood of rows.
 */
function limitedLogger(ctx: AppContext): (request: FastifyRequest, ttlMs: number) => void {
  const loggedUntil = new Map<string, number>();
  return (request, ttlMs) => {
    const address = clientAddress(request);
    const t = ctx.now();
    if ((loggedUntil.get(address) ?? 0) > t) return;
    if (loggedUntil.size >= 10_000) for (const [key, until] of loggedUntil) if (until <= t) loggedUntil.delete(key);
    loggedUntil.set(address, t + ttlMs);
    ctx.signInLog.record(triedUsername(request.body), address, 'rate_limited');
  };
}

/** `rateLimit` null: no per-address limit (benchmarks compare with and without). */
export function authRoutes(scope: FastifyInstance, ctx: AppContext, rateLimit: SignInRateLimit | null): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const limits = rateLimit ? signInRouteLimits(rateLimit, limitedLogger(ctx)) : null;

  app.get('/code', { config: { access: 'public', ...(limits ? { rateLimit: limits.code } : {}) }, schema: { response: { 200: captchaAnswer } } }, async (_request, reply) => {
    const challenge = makeChallenge();
    const uuid = ctx.captchas.create(challenge.answer);
    const img = `data:image/png;base64,${renderCaptchaPng(challenge.text).toString('base64')}`;
    return reply.header('cache-control', 'no-store').send({ img, uuid });
  });

  app.post('/login', { config: { access: 'public', ...(limits ? { rateLimit: limits.login } : {}) }, schema: { response: { 200: loginAnswer } } }, async (request, reply) => {
    const address = clientAddress(request);
    /** Logs the refusal and hands back the error to throw. */
    const refusal = (username: string, reason: RefusalReason, error: ApiError): ApiError => {
      ctx.signInLog.record(username, address, reason);
      return error;
    };
    // Parsed here, not by a body schema: a refused body is logged with the user name it
    // tried, and only after the per-address limit (a preHandler) has counted the attempt.
    let body: z.output<typeof loginSchema>;
    try {
      body = parseInput(loginSchema, request.body);
    } catch (error) {
      // parseInput throws only ApiError (400 naming the first problem).
      throw refusal(triedUsername(request.body), 'invalid_request', error as ApiError);
    }
    const { username } = body;
    // Consumed before anything else can fail: one captcha, one attempt.
    const answer = ctx.captchas.take(body.uuid);
    const lockedUntil = ctx.lockout.lockedUntil(username, address);
    if (lockedUntil !== null) {
      const remaining = lockedUntil - ctx.now();
      throw refusal(username, 'locked', tooManyRequests(lockedMessage(remaining), remaining));
    }
    if (answer === null) throw refusal(username, 'captcha_missing', badRequest(LOGIN_MESSAGES.captchaMissing));
    if (body.code !== answer) throw refusal(username, 'captcha_wrong', badRequest(LOGIN_MESSAGES.captchaWrong));

    const password = ctx.decrypt(body.password);
    if (password === null) throw refusal(username, 'undecryptable', badRequest(LOGIN_MESSAGES.undecryptable));

    const user = ctx.users.findForLogin(username);
    const matches = await ctx.passwords.verify(password, user?.passwordHash ?? ctx.passwords.dummyHash);
    if (!user || !matches) {
      // One commit for the count and the log row.
      const locks = relaxed(ctx.db, () => {
        ctx.signInLog.record(username, address, 'bad_credentials');
        return ctx.lockout.recordFailure(username, address);
      });
      if (locks !== null) {
        const remaining = locks - ctx.now();
        throw tooManyRequests(lockedMessage(remaining), remaining);
      }
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    if (!user.enabled) {
      // The password was right: the address's count starts over.
      relaxed(ctx.db, () => {
        ctx.lockout.recordSuccess(username, address);
        ctx.signInLog.record(username, address, 'disabled');
      });
      throw badRequest(LOGIN_MESSAGES.disabled);
    }
    // Hashes carry their cost: one made under another BCRYPT_ROUNDS still verifies, and
    // is upgraded (or downgraded) now that the plain password is at hand.
    const rehashed = ctx.passwords.needsRehash(user.passwordHash) ? await ctx.passwords.hash(password) : null;
    // One commit for everything a sign-in writes, without an fsync: a power loss could
    // only cost the new token or the rehash, and the old hash stays valid (db/connection.ts).
    // The operation log's 用户登录 row (password masked) shares that commit.
    const token = relaxed(ctx.db, () => {
      ctx.lockout.recordSuccess(username, address);
      if (rehashed) ctx.users.replacePasswordHash(user.id, user.passwordHash, rehashed);
      const issued = ctx.tokens.issue(user.id, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      recordOperation(ctx, request, reply, '用户登录', { username: user.username });
      return issued;
    });
    return { token, user: ctx.users.view(user.id) };
  });

  app.get('/info', { config: { access: 'signedIn' }, schema: { response: { 200: userView } } }, async (request) => {
    const view = ctx.users.view(currentUser(request).userId);
    if (!view) throw new ApiError(401, MESSAGES.unauthorized);
    return view;
  });

  // Its own scope, where bodies are drained unread: no body (too deep, not JSON, of
  // any type) may turn a logout into a refusal that leaves the token alive.
  void app.register(async (scope) => {
    ignoreBodies(scope);
    scope.delete('/logout', { config: { access: 'signedIn' } }, async (request, reply) => {
      const me = currentUser(request);
      try {
        audited(ctx, request, reply, '用户退出', () => ctx.tokens.revoke(me.tokenHash));
      } catch (error) {
        // The log row failed and took the revocation with it: signing out matters more
        // than its row, so the token goes on its own and the caller hears of the failure.
        ctx.tokens.revoke(me.tokenHash);
        throw error;
      }
      return reply.code(200).send();
    });
  });
}
