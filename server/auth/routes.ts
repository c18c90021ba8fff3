import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { relaxed } from '../db/connection';
import { currentUser } from '../http/auth-context';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import { parseInput } from '../http/validate';
import { makeChallenge } from './captcha-challenge';
import { renderCaptchaPng } from './captcha-image';
import { LOCKED_MESSAGE } from './lockout';

const loginSchema = z.object({
  username: z.string({ error: '用户名不能为空' }).trim().min(1, '用户名不能为空').max(64, '用户名过长'),
  password: z.string({ error: '密码不能为空' }).min(1, '密码不能为空').max(1024, '密码格式不正确'),
  code: z
    .union([z.string(), z.number()], { error: '验证码不能为空' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, '验证码不能为空').max(16, '验证码错误')),
  uuid: z.string({ error: '验证码不存在或已过期' }).min(1, '验证码不存在或已过期').max(128, '验证码不存在或已过期'),
});

export const LOGIN_MESSAGES = {
  captchaMissing: '验证码不存在或已过期',
  captchaWrong: '验证码错误',
  badCredentials: '用户名或密码错误',
  disabled: '账号未激活',
  undecryptable: '密码解密失败，请刷新页面后重试',
} as const;

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/auth/code', async (_request, reply) => {
    const challenge = makeChallenge();
    const uuid = ctx.captchas.create(challenge.answer);
    const img = `data:image/png;base64,${renderCaptchaPng(challenge.text).toString('base64')}`;
    return reply.header('cache-control', 'no-store').send({ img, uuid });
  });

  app.post('/auth/login', async (request) => {
    const body = parseInput(loginSchema, request.body);
    // Consumed before anything else can fail: one captcha, one attempt.
    const answer = ctx.captchas.take(body.uuid);
    if (ctx.lockout.isLocked(body.username)) throw new ApiError(429, LOCKED_MESSAGE);
    if (answer === null) throw badRequest(LOGIN_MESSAGES.captchaMissing);
    if (body.code !== answer) throw badRequest(LOGIN_MESSAGES.captchaWrong);

    const password = ctx.decrypt(body.password);
    if (password === null) throw badRequest(LOGIN_MESSAGES.undecryptable);

    const user = ctx.users.findForLogin(body.username);
    const matches = await ctx.passwords.verify(password, user?.passwordHash ?? ctx.passwords.dummyHash);
    if (!user || !matches) {
      if (ctx.lockout.recordFailure(body.username)) throw new ApiError(429, LOCKED_MESSAGE);
      throw badRequest(LOGIN_MESSAGES.badCredentials);
    }
    if (!user.enabled) {
      ctx.lockout.recordSuccess(body.username);
      throw badRequest(LOGIN_MESSAGES.disabled);
    }
    // Hashes carry their cost: one made under another BCRYPT_ROUNDS still verifies, and
    // is upgraded (or downgraded) now that the plain password is at hand.
    const rehashed = ctx.passwords.needsRehash(user.passwordHash) ? await ctx.passwords.hash(password) : null;
    // One commit for everything a sign-in writes, without an fsync: a power loss could
    // only cost the new token or the rehash, and the old hash stays valid (db/connection.ts).
    const token = relaxed(ctx.db, () => {
      ctx.lockout.recordSuccess(body.username);
      if (rehashed) ctx.users.replacePasswordHash(user.id, user.passwordHash, rehashed);
      return ctx.tokens.issue(user.id);
    });
    return { token, user: ctx.users.view(user.id) };
  });

  app.get('/auth/info', async (request) => {
    const view = ctx.users.view(currentUser(request).userId);
    if (!view) throw new ApiError(401, MESSAGES.unauthorized);
    return view;
  });

  app.delete('/auth/logout', async (request, reply) => {
    ctx.tokens.revoke(currentUser(request).tokenHash);
    return reply.code(200).send();
  });
}
