import type { Resource } from '../resource';
import { SystemConfigRepository } from './repository';
import { systemConfigRoutes } from './routes';
import { systemConfigSeed } from './seed';

declare module '../context' {
  interface AppContext {
    systemConfig: SystemConfigRepository;
  }
}

/** 系统配置 (issue 31): yshop's key/value settings under `api/yxSystemConfig`; its rows are migration 11's. */
export const systemConfig: Resource = {
  name: 'systemConfig',
  seed: systemConfigSeed,
  prefix: '/api/yxSystemConfig',
  services: (ctx) => ({ systemConfig: new SystemConfigRepository(ctx.db) }),
  routes: systemConfigRoutes,
};
