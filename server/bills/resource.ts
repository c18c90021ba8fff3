import type { Resource } from '../resource';
import { BillRepository } from './repository';
import { billRoutes } from './routes';
import { billSeed } from './seed';

declare module '../context' {
  interface AppContext {
    bills: BillRepository;
  }
}

/** 用户账单, 分销记录, 积分记录 (issue 31): the members' bills, `api/yxUserBill`, read-only. */
export const bills: Resource = {
  name: 'bills',
  prefix: '/api/yxUserBill',
  seed: billSeed,
  services: (ctx) => ({ bills: new BillRepository(ctx.db, ctx.dbVersion) }),
  routes: billRoutes,
};
