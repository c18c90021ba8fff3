import { DEFAULT_PROFILE_RATE_LIMIT } from '../config';
import type { Resource } from '../resource';
import { UserAdminRepository } from './admin-repository';
import { userAdminRoutes } from './admin-routes';
import { userRoutes } from './routes';
import { userSeed } from './seed';

declare module '../context' {
  interface AppContext {
    /** 用户管理's reads and writes (the personal centre's are the core `users`). */
    staff: UserAdminRepository;
  }
}

/** 用户管理 and the personal centre: `api/users`. */
export const users: Resource = {
  name: 'users',
  seed: userSeed,
  prefix: '/api/users',
  services: (ctx) => ({ staff: new UserAdminRepository(ctx.db, ctx.dbVersion) }),
  routes: (scope, ctx, options) => {
    userRoutes(scope, ctx, options.profileRateLimit === undefined ? DEFAULT_PROFILE_RATE_LIMIT : options.profileRateLimit);
    userAdminRoutes(scope, ctx);
  },
};
