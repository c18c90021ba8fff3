import { z } from 'zod';

/** The one row `yx_wechat_menu` holds (3.11). */
export const MENU_KEY = 'wechat_menus';

/** WeChat's own bounds: 3 menus of at most 5 sub-menus. */
export const MAX_MENUS = 3;
export const MAX_SUB_MENUS = 5;

/** `GET api/YxWechatMenu` (2.13): the buttons as JSON text, `addTime` in epoch seconds. */
export const menuDto = z.object({ key: z.string(), result: z.string(), addTime: z.number() });
export type MenuDto = z.output<typeof menuDto>;

/** Text that may be absent or empty: trimmed, '' when absent. */
const text = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** A button as sent: everything optional, so that the checks below word what is missing. */
const rawButton = z.object({
  name: text(60, '按钮名称'),
  type: z.enum(['click', 'view', 'miniprogram'], { error: '菜单类型只能是 click、view 或 miniprogram' }).nullish(),
  key: text(128, '关键字'),
  url: text(1024, '跳转地址'),
  appId: text(32, 'appId'),
  pagePath: text(256, '小程序路径'),
});

export type MenuButton =
  | { name: string; subButtons: MenuButton[] }
  | { name: string; type: 'click'; key: string }
  | { name: string; type: 'view'; url: string }
  | { name: string; type: 'miniprogram'; appId: string; pagePath: string; url: string };

const isWebAddress = (url: string) => /^https?:\/\/[^\s/?#]+\S*$/i.test(url);

/** A button without sub-menus, reduced to its type's own keys; the first thing missing worded as yshop's screen does. */
function leaf(b: z.output<typeof rawButton>, ctx: z.RefinementCtx): MenuButton {
  if (b.type === 'click') {
    if (!b.key) ctx.addIssue({ code: 'custom', message: '请输入关键字' });
    return { name: b.name, type: 'click', key: b.key };
  }
  if (b.type === 'view') {
    if (!b.url) ctx.addIssue({ code: 'custom', message: '请输入跳转地址' });
    else if (!isWebAddress(b.url)) ctx.addIssue({ code: 'custom', message: '跳转地址必须以 http:// 或 https:// 开头' });
    return { name: b.name, type: 'view', url: b.url };
  }
  if (b.type === 'miniprogram') {
    // The fallback address is not checked as a web address: the dump's own menu holds a page path there.
    if (!b.appId || !b.pagePath || !b.url) ctx.addIssue({ code: 'custom', message: '请填写完整小程序配置' });
    return { name: b.name, type: 'miniprogram', appId: b.appId, pagePath: b.pagePath, url: b.url };
  }
  ctx.addIssue({ code: 'custom', message: '请选择菜单类型' });
  return { name: b.name, type: 'click', key: b.key };
}

const subButton = rawButton.transform((b, ctx) => {
  if (!b.name) ctx.addIssue({ code: 'custom', message: '请输入按钮名称' });
  return leaf(b, ctx);
});

const topButton = rawButton
  .extend({ subButtons: z.array(subButton, { error: '子菜单必须是列表' }).max(MAX_SUB_MENUS, `每个菜单最多 ${MAX_SUB_MENUS} 个子菜单`).nullish() })
  .transform((b, ctx): MenuButton => {
    if (!b.name) ctx.addIssue({ code: 'custom', message: '请输入按钮名称' });
    // A menu with sub-menus is only its name (`已添加子菜单，仅可设置菜单名称。`).
    if (b.subButtons && b.subButtons.length > 0) return { name: b.name, subButtons: b.subButtons };
    return leaf(b, ctx);
  });

/**
 * `POST api/YxWechatMenu`'s `{buttons}` (2.13, 5.9): 1 to 3 menus of at most 5 sub-menus, each
 * checked with the screen's messages and WeChat's lengths (name 60, key 128, url 1024
 * characters), stored as its type needs it. The whole body is at most about 30 KB.
 */
export const menuBody = z.object(
  {
    buttons: z
      .array(topButton, { error: '请添加菜单' })
      .min(1, '请添加菜单')
      .max(MAX_MENUS, `最多 ${MAX_MENUS} 个菜单`),
  },
  { error: '请添加菜单' },
);
export type MenuInput = z.output<typeof menuBody>;
