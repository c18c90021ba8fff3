import type { Resource } from '../resource';
import { SystemConfigRepository } from './repository';
import { systemConfigRoutes } from './routes';
import { openConfigSecrets } from './secrets';
import { systemConfigSeed } from './seed';

declare module '../context' {
  interface AppContext {
    systemConfig: SystemConfigRepository;
  }
}

/**
 * 系统配置 (issues 31, 33): yshop's key/value settings under `api/yxSystemConfig`; its rows
 * are migration 11's, its secrets sealed with the key file beside the database.
 */
export const systemConfig: Resource = {
  name: 'systemConfig',
  seed: systemConfigSeed,
  prefix: '/api/yxSystemConfig',
  services: (ctx, options) => ({ systemConfig: new SystemConfigRepository(ctx.db, openConfigSecrets(ctx.db, options.dbPath)) }),
  routes: systemConfigRoutes,
};
