import { DEFAULT_SIGN_IN_RATE_LIMIT } from '../config';
import type { Resource } from '../resource';
import { CaptchaStore } from './captcha-store';
import { lockRoutes } from './lock-routes';
import { LoginLockout } from './lockout';
import { OnlineSessions } from './online';
import { onlineRoutes } from './online-routes';
import { authRoutes } from './routes';
import { SignInLog } from './sign-in-log';
import { onlineSeed } from './seed';

declare module '../context' {
  interface AppContext {
    captchas: CaptchaStore;
    lockout: LoginLockout;
    signInLog: SignInLog;
    /** 在线用户: the live sessions behind the tokens (issue 15). */
    online: OnlineSessions;
  }
}

/** Sign-in and out, the captcha, the caller's own record: `auth`. */
export const signIn: Resource = {
  name: 'signIn',
  prefix: '/auth',
  services: (ctx) => ({
    captchas: new CaptchaStore(ctx.db, ctx.now),
    lockout: new LoginLockout(ctx.db, ctx.now),
    signInLog: new SignInLog(ctx.db, ctx.now),
  }),
  routes: (scope, ctx, options) => authRoutes(scope, ctx, options.signInRateLimit === undefined ? DEFAULT_SIGN_IN_RATE_LIMIT : options.signInRateLimit),
};

/** 在线用户 (issue 15): `auth/online`. */
export const online: Resource = {
  name: 'online',
  seed: onlineSeed,
  prefix: '/auth/online',
  services: (ctx) => ({ online: new OnlineSessions(ctx.db, ctx.now, ctx.tokens) }),
  routes: onlineRoutes,
};

/** Administrators' view of the sign-in locks: `api/users/locks`, beside the lockout they clear. */
export const signInLocks: Resource = {
  name: 'signInLocks',
  prefix: '/api/users/locks',
  routes: lockRoutes,
};
