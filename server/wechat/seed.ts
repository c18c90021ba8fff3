import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/*
 * The 微信管理 pages of CONTRACT-MEMBERS 1 and 6 (the dump's menus 49, 51, 82 and their
 * buttons), at the dump's places in the folder; 微信模板消息 after the config pages, since
 * the dump gives it 35 as well as 微信支付配置. Their rows (the dump's templates, reply and
 * menu) are migration 21's: settings, not demo data. Not the editor's: each page writes
 * what the shop sends its customers.
 */

export const templateSeed: ResourceSeed = {
  menus: [
    {
      folder: 'wechat',
      sort: 38,
      menu: page('微信模板消息', 'template', 'wechat/template/index', 'Template', 'anq', { permission: 'yxWechatTemplate:list', children: [button('模板新增', 'yxWechatTemplate:add'), button('模板修改', 'yxWechatTemplate:edit'), button('模板删除', 'yxWechatTemplate:del')] }),
    },
  ],
};

export const replySeed: ResourceSeed = {
  menus: [{ folder: 'wechat', sort: 33, menu: page('自动回复', 'wereply', 'wechat/reply/index', 'Wereply', 'reply', { permission: 'YXWECHATREPLY_ALL' }) }],
};

export const menuSeed: ResourceSeed = {
  menus: [
    {
      folder: 'wechat',
      sort: 31,
      menu: page('微信菜单', 'wemenu', 'wechat/menu/index', 'WeMenu', 'menu', {
        permission: 'YxWechatMenu_ALL,YxWechatMenu_SELECT',
        children: [button('新增菜单', 'YxWechatMenu_CREATE')],
      }),
    },
  ],
};
