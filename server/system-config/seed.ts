import type { ResourceSeed } from '../db/seed';
import { button, page, type SeedMenu } from '../db/seed-menus';

/** A config form's page: yshop's `wechat/config/*` component, read with `permission`. */
const form = (title: string, path: string, name: string, permission: string, children?: SeedMenu[]): SeedMenu =>
  page(title, path, `wechat/config/${name}`, `${path[0]!.toUpperCase()}${path.slice(1)}`, 'configure', { permission, ...(children ? { children } : {}) });

/**
 * The config forms' pages (CONTRACT-MEMBERS 1 and 6): 积分配置 (68) in 积分管理 with button
 * 203 YXSYSTEMCONFIG_CREATE, the one save button the dump has (the permission is the same
 * for every form, so it saves them all); 公众号配置 (52), 微信支付配置 (75) and 小程序配置 (76)
 * in 微信管理, read with YXSYSTEMCONFIG_ALL; 商城系统配置 (230), 阿里云短信 (231) and
 * 快递鸟配置 (232) in 商城配置, read with YXSYSTEMCONFIG_SELECT; and 分销配置 (70, settled point
 * 2) back in 分销管理 as 积分配置 is. Their places are the dump's menu ids (as 图文管理's 50
 * is), so the 微信管理 and 商城配置 pages of other resources fall in between. The keys' rows
 * are migration 11's, so a database seeded before has them too.
 */
export const systemConfigSeed: ResourceSeed = {
  menus: [
    { folder: 'syspoints', sort: 1, menu: form('积分配置', 'pointConfig', 'point', 'YXSYSTEMCONFIG_SELECT', [button('积分配置修改', 'YXSYSTEMCONFIG_CREATE')]) },
    { folder: 'wechat', sort: 52, menu: form('公众号配置', 'wechatConfig', 'index', 'YXSYSTEMCONFIG_ALL') },
    { folder: 'wechat', sort: 75, menu: form('微信支付配置', 'wxpayConfig', 'pay', 'YXSYSTEMCONFIG_ALL') },
    { folder: 'wechat', sort: 76, menu: form('小程序配置', 'wxappConfig', 'wxapp', 'YXSYSTEMCONFIG_ALL') },
    { folder: 'mallset', sort: 230, menu: form('商城系统配置', 'shopConfig', 'shop', 'YXSYSTEMCONFIG_SELECT') },
    { folder: 'mallset', sort: 231, menu: form('阿里云短信', 'smsConfig', 'sms', 'YXSYSTEMCONFIG_SELECT') },
    { folder: 'mallset', sort: 232, menu: form('快递鸟配置', 'expressConfig', 'express', 'YXSYSTEMCONFIG_SELECT') },
    { folder: 'promoter', sort: 70, menu: form('分销配置', 'promoterConfig', 'promoter', 'YXSYSTEMCONFIG_SELECT') },
  ],
};
