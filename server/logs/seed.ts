import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/** 操作日志 and 异常日志 under 系统监控 with their buttons (issue 15; migration 4 adds the same to older databases). */
export const logSeed: ResourceSeed = {
  menus: [
    {
      folder: 'monitor',
      sort: 2,
      menu: page('操作日志', 'logs', 'monitor/log/index', 'Log', 'log', {
        permission: 'log:list',
        children: [button('清空操作日志', 'logInfo:remove')],
      }),
    },
    {
      folder: 'monitor',
      sort: 3,
      menu: page('异常日志', 'errorLog', 'monitor/log/errorLog', 'ErrorLog', 'error', {
        permission: 'logError:list',
        children: [button('异常详情', 'logError:detail'), button('清空异常日志', 'logError:remove')],
      }),
    },
  ],
};
