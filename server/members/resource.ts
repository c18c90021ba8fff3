import type { Resource } from '../resource';
import { MemberRepository } from './repository';
import { memberRoutes } from './routes';
import { memberSeed } from './seed';

declare module '../context' {
  interface AppContext {
    members: MemberRepository;
  }
}

/**
 * 会员 (`yx_user`, CONTRACT-MEMBERS 2.1, 3.1): the table (migration 9) reviews and orders
 * join, the 会员 page's calls, its menu and the demo members.
 */
export const members: Resource = {
  name: 'members',
  seed: memberSeed,
  prefix: '/api/yxUser',
  services: (ctx) => ({ members: new MemberRepository(ctx.db, ctx.dbVersion) }),
  routes: memberRoutes,
};
