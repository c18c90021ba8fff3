import type { Resource } from '../resource';
import { ExtractRepository } from './extract-repository';
import { RechargeRepository } from './recharge-repository';
import { extractRoutes, rechargeRoutes } from './routes';
import { extractSeed, rechargeSeed } from './seed';

declare module '../context' {
  interface AppContext {
    recharges: RechargeRepository;
    extracts: ExtractRepository;
  }
}

/** 充值管理 (`yx_user_recharge`, CONTRACT-MEMBERS 2.3, 3.3; issue 32): list, 导出, delete. */
export const recharges: Resource = {
  name: 'recharges',
  prefix: '/api/yxUserRecharge',
  seed: rechargeSeed,
  services: (ctx) => ({ recharges: new RechargeRepository(ctx.db) }),
  routes: rechargeRoutes,
};

/** 提现管理 (`yx_user_extract`, 2.4, 4.3 with the settled decisions; issue 32): list and 审核. */
export const extracts: Resource = {
  name: 'extracts',
  prefix: '/api/yxUserExtract',
  seed: extractSeed,
  services: (ctx) => ({ extracts: new ExtractRepository(ctx.db) }),
  routes: extractRoutes,
};
