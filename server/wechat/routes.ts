import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { menuBody, menuDto, type MenuDto } from './menu-schemas';
import { replyBody, replyDto, SUBSCRIBE, type ReplyDto } from './reply-schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.13); `admin` passes every check. */
const REPLY = { read: ['YXWECHATREPLY_ALL', 'YXWECHATREPLY_SELECT'], save: ['YXWECHATREPLY_ALL', 'YXWECHATREPLY_CREATE'] };
const MENU = { read: ['YxWechatMenu_ALL', 'YxWechatMenu_SELECT'], save: ['YxWechatMenu_ALL', 'YxWechatMenu_CREATE'] };

/** What 保存发布 answers once the menu is stored: this server has no 公众号 to publish to. */
export const CANNOT_PUBLISH = '未配置公众号，无法发布';

/** 自动回复 under `api/yxWechatReply`: the `subscribe` reply (or an empty answer) and its upsert. */
export function replyRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { wechatReplies } = ctx;

  app.get('', { config: { access: REPLY.read }, schema: { response: { 200: replyDto } } }, async (_request, reply) => {
    const found = wechatReplies.find(SUBSCRIBE);
    // yshop answers an empty body when there is no reply yet (no payload: nothing to serialise).
    return found ?? reply.code(200).send(undefined as unknown as ReplyDto);
  });

  app.post('', { config: { access: REPLY.save }, schema: { body: replyBody } }, async (request, reply) => {
    audited(ctx, request, reply, '设置自动回复', () => wechatReplies.save(request.body));
    return reply.code(201).send();
  });
}

/**
 * 微信菜单 under `api/YxWechatMenu`. 保存发布 stores the menu, as yshop does before it calls
 * WeChat, then answers 400 `未配置公众号，无法发布`: the menu is kept for a later publish, the
 * refusal names the part that did not happen (docs/decisions.md).
 */
export function menuRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { wechatMenus } = ctx;

  app.get('', { config: { access: MENU.read }, schema: { response: { 200: menuDto } } }, async (_request, reply) => {
    const found = wechatMenus.find();
    return found ?? reply.code(200).send(undefined as unknown as MenuDto);
  });

  app.post('', { config: { access: MENU.save }, schema: { body: menuBody } }, async (request, reply) => {
    audited(ctx, request, reply, '保存微信菜单', () => wechatMenus.save(request.body.buttons, ctx.now()));
    throw badRequest(CANNOT_PUBLISH);
  });
}
