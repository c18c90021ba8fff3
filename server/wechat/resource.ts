import type { Resource } from '../resource';
import { WechatMenuRepository } from './menu-repository';
import { ReplyRepository } from './reply-repository';
import { menuRoutes, replyRoutes } from './routes';
import { menuSeed, replySeed, templateSeed } from './seed';
import { TemplateRepository } from './template-repository';
import { templateRoutes } from './template-routes';

declare module '../context' {
  interface AppContext {
    wechatTemplates: TemplateRepository;
    wechatReplies: ReplyRepository;
    wechatMenus: WechatMenuRepository;
  }
}

/** 微信模板消息 (`yx_wechat_template`, CONTRACT-MEMBERS 2.13, 3.11; issue 33): CRUD, soft delete by path, 导出. */
export const wechatTemplates: Resource = {
  name: 'wechatTemplates',
  prefix: '/api/yxWechatTemplate',
  seed: templateSeed,
  services: (ctx) => ({ wechatTemplates: new TemplateRepository(ctx.db) }),
  routes: templateRoutes,
};

/** 自动回复 (`yx_wechat_reply`): the `subscribe` reply, read and upserted. */
export const wechatReplies: Resource = {
  name: 'wechatReplies',
  prefix: '/api/yxWechatReply',
  seed: replySeed,
  services: (ctx) => ({ wechatReplies: new ReplyRepository(ctx.db) }),
  routes: replyRoutes,
};

/** 微信菜单 (`yx_wechat_menu`): stored, never published (no 公众号 here). */
export const wechatMenus: Resource = {
  name: 'wechatMenus',
  prefix: '/api/YxWechatMenu',
  seed: menuSeed,
  services: (ctx) => ({ wechatMenus: new WechatMenuRepository(ctx.db) }),
  routes: menuRoutes,
};
