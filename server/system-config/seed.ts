import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/**
 * 积分配置 in 积分管理 (CONTRACT-MEMBERS 1, menu 68, and 6: YXSYSTEMCONFIG_SELECT to read,
 * button 203 YXSYSTEMCONFIG_CREATE to save). The keys' rows are migration 11's, so a
 * database seeded before has them too.
 */
export const systemConfigSeed: ResourceSeed = {
  menus: [
    {
      folder: 'syspoints',
      sort: 1,
      menu: page('积分配置', 'pointConfig', 'wechat/config/point', 'PointConfig', 'configure', {
        permission: 'YXSYSTEMCONFIG_SELECT',
        children: [button('积分配置修改', 'YXSYSTEMCONFIG_CREATE')],
      }),
    },
  ],
};
