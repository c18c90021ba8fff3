/*
 * 微信菜单 (CONTRACT-MEMBERS 2.13, 5.9): `GET api/YxWechatMenu` answers `{key, result, addTime}`
 * with the buttons as JSON text (or an empty body); 保存发布 posts `{buttons}`. Up to 3 menus
 * of up to 5 sub-menus; a menu with sub-menus is only its name. The embedded server stores
 * the menu and answers 400 `未配置公众号，无法发布`: the editor keeps what was typed either way.
 */
import { api } from '../../api/api';

const URL = 'api/YxWechatMenu';
const TAG = 'WechatMenu';
export const MAX_MENUS = 3;
export const MAX_SUB_MENUS = 5;

export type MenuType = 'click' | 'view' | 'miniprogram';

/** A button as the editor holds it: every input's text, whatever the type shows. */
export interface MenuButtonDraft {
  name: string;
  type: MenuType;
  key: string;
  url: string;
  appId: string;
  pagePath: string;
  subButtons: MenuButtonDraft[];
}

export const MENU_TYPES: readonly { value: MenuType; label: string }[] = [
  { value: 'click', label: '关键字' },
  { value: 'view', label: '跳转网页' },
  { value: 'miniprogram', label: '小程序' },
];

export const MENU_AUTHORITIES = {
  read: ['admin', 'YxWechatMenu_ALL', 'YxWechatMenu_SELECT'],
  save: ['admin', 'YxWechatMenu_ALL', 'YxWechatMenu_CREATE'],
} as const;

export const blankButton = (name = ''): MenuButtonDraft => ({ name, type: 'click', key: '', url: '', appId: '', pagePath: '', subButtons: [] });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const typeOf = (value: unknown): MenuType => (value === 'view' || value === 'miniprogram' ? value : 'click');

function draftOf(raw: unknown, depth: number): MenuButtonDraft | null {
  if (raw === null || typeof raw !== 'object') return null;
  const b = raw as Record<string, unknown>;
  const subs = depth === 0 && Array.isArray(b.subButtons) ? b.subButtons : [];
  return {
    name: text(b.name),
    type: typeOf(b.type),
    key: text(b.key),
    url: text(b.url),
    appId: text(b.appId),
    pagePath: text(b.pagePath),
    subButtons: subs.flatMap((s) => draftOf(s, 1) ?? []).slice(0, MAX_SUB_MENUS),
  };
}

/** The stored menu's buttons from the answer (its `result` JSON text); none for an empty answer. */
export function parseMenu(body: unknown): MenuButtonDraft[] {
  if (body === null || typeof body !== 'object') return [];
  const result = (body as { result?: unknown }).result;
  let buttons: unknown;
  try {
    buttons = typeof result === 'string' ? (JSON.parse(result) as unknown) : result;
  } catch {
    return [];
  }
  return Array.isArray(buttons) ? buttons.flatMap((b) => draftOf(b, 0) ?? []).slice(0, MAX_MENUS) : [];
}

/** Where a button is: a menu, or one of its sub-menus. */
export interface MenuPlace {
  menu: number;
  sub: number | null;
}

/** The first thing missing, in yshop's words, and where; null when the menu may be sent. */
export function checkMenu(buttons: readonly MenuButtonDraft[]): { message: string; place: MenuPlace | null } | null {
  if (buttons.length === 0) return { message: '请添加菜单', place: null };
  const leaf = (b: MenuButtonDraft): string | null => {
    if (b.name.trim() === '') return '请输入按钮名称';
    if (b.type === 'click' && b.key.trim() === '') return '请输入关键字';
    if (b.type === 'view' && b.url.trim() === '') return '请输入跳转地址';
    if (b.type === 'miniprogram' && (b.appId.trim() === '' || b.pagePath.trim() === '' || b.url.trim() === '')) return '请填写完整小程序配置';
    return null;
  };
  for (const [menu, b] of buttons.entries()) {
    if (b.subButtons.length === 0) {
      const message = leaf(b);
      if (message) return { message, place: { menu, sub: null } };
      continue;
    }
    if (b.name.trim() === '') return { message: '请输入按钮名称', place: { menu, sub: null } };
    for (const [sub, s] of b.subButtons.entries()) {
      const message = leaf(s);
      if (message) return { message, place: { menu, sub } };
    }
  }
  return null;
}

type SentButton = Record<string, unknown>;

/** A button as sent: its name and its type's own inputs; a menu with sub-menus its name and those. */
function sent(b: MenuButtonDraft): SentButton {
  if (b.subButtons.length > 0) return { name: b.name.trim(), subButtons: b.subButtons.map(sent) };
  const base = { name: b.name.trim(), type: b.type };
  if (b.type === 'click') return { ...base, key: b.key.trim() };
  if (b.type === 'view') return { ...base, url: b.url.trim() };
  return { ...base, appId: b.appId.trim(), pagePath: b.pagePath.trim(), url: b.url.trim() };
}

export const menuBodyOf = (buttons: readonly MenuButtonDraft[]) => ({ buttons: buttons.map(sent) });

const menuCalls = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    wechatMenu: build.query<MenuButtonDraft[], void>({ query: () => ({ url: URL, parse: parseMenu }), providesTags: [TAG] }),
    // The editor shows the refusal itself, and keeps the edit: nothing is read again.
    publishWechatMenu: build.mutation<unknown, ReturnType<typeof menuBodyOf>>({ query: (data) => ({ url: URL, method: 'POST', data, silent: true }) }),
  }),
});

export const { useWechatMenuQuery, usePublishWechatMenuMutation } = menuCalls;
