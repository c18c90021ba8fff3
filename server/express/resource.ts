import type { Resource } from '../resource';
import { ExpressRepository } from './repository';
import { expressRoutes } from './routes';
import { expressSeed } from './seed';

declare module '../context' {
  interface AppContext {
    express: ExpressRepository;
  }
}

/** 快递公司 (issue 24; its screen 物流快递 comes with issue 25): `api/yxExpress`. */
export const express: Resource = {
  name: 'express',
  seed: expressSeed,
  prefix: '/api/yxExpress',
  services: (ctx) => ({ express: new ExpressRepository(ctx.db) }),
  routes: expressRoutes,
};
