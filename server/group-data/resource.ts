import type { Resource } from '../resource';
import { GroupDataRepository } from './repository';
import { groupDataRoutes } from './routes';
import { groupDataSeed } from './seed';

declare module '../context' {
  interface AppContext {
    groupData: GroupDataRepository;
  }
}

/** 商城设置's group data (`yx_system_group_data`, CONTRACT-MEMBERS 2.7, 3.6, 4.5, 5.7; issue 33): one resource for every group screen. */
export const groupData: Resource = {
  name: 'groupData',
  prefix: '/api/yxSystemGroupData',
  seed: groupDataSeed,
  services: (ctx) => ({ groupData: new GroupDataRepository(ctx.db) }),
  routes: groupDataRoutes,
};
