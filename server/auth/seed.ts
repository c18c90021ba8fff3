import type { ResourceSeed } from '../db/seed';
import { page } from '../db/seed-menus';

/** 在线用户 under 系统监控 (issue 15: yshop's permission, docs/monitor-wire.md). */
export const onlineSeed: ResourceSeed = {
  menus: [{ folder: 'monitor', sort: 1, menu: page('在线用户', 'online', 'monitor/online/index', 'OnlineUser', 'Steve-Jobs', { permission: 'auth_online' }) }],
};
