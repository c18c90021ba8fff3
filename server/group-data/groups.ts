import { centsToWire, readCents } from '../shared/cents';

/*
 * The groups of `yx_system_group_data` this server keeps (CONTRACT-MEMBERS 5.7; 秒杀配置's
 * `yshop_seckill_time` is a removed feature and is not one of them), each with its own
 * keys declared once, with their checks. yshop stored whatever the body held (7 #13); here
 * a stored value holds exactly its group's keys: numbers as numbers, text trimmed.
 */

/** What a stored value holds. */
export type GroupValue = Record<string, string | number>;

/** One key of a group's value: what it is called in messages, and how it is read. */
export interface GroupField {
  key: string;
  label: string;
  /** Reads the body's value (undefined when absent): the value to store, or the message of a refusal. */
  read(raw: unknown): { ok: true; value: string | number } | { ok: false; message: string };
}

type Read = GroupField['read'];
const ok = (value: string | number) => ({ ok: true as const, value });
const no = (message: string) => ({ ok: false as const, message });

/** The longest text a key holds (links and app routes included). */
export const MAX_TEXT = 500;

/** Text, trimmed; absent as ''; `required` the message of an empty one (yshop's checkParam). */
const text =
  (label: string, required?: string): Read =>
  (raw) => {
    if (raw === undefined || raw === null) return required ? no(required) : ok('');
    if (typeof raw !== 'string') return no(`${label}必须是文字`);
    const value = raw.trim();
    if (required && value === '') return no(required);
    return value.length > MAX_TEXT ? no(`${label}不能超过 ${MAX_TEXT} 个字符`) : ok(value);
  };

const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\))$/i;

/** A colour as the colour picker gives it (`#409EFF`, `rgba(64,158,255,0.5)`), or none. */
const colour =
  (label: string): Read =>
  (raw) => {
    const read = text(label)(raw);
    if (!read.ok || read.value === '' || COLOUR.test(String(read.value))) return read;
    return no(`${label}必须是颜色值，如 #ff0000`);
  };

/** A whole number ≥ 0 (the app reads `sign_num` with Integer.parseInt); yshop's forms send it as text. */
const whole =
  (label: string, fallback: number): Read =>
  (raw) => {
    if (raw === undefined || raw === null || raw === '') return ok(fallback);
    const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= 99_999_999 ? ok(n) : no(`${label}必须是 0 到 99999999 之间的整数`);
  };

/** An amount in yuan with at most two decimals, stored as a JSON number read exactly (`"100"` is 100). */
const yuan =
  (label: string, zero: boolean): Read =>
  (raw) => {
    const read = readCents(raw, { label, missing: `请输入${label}`, notPositive: zero ? `${label}不能小于 0` : `${label}必须大于 0`, zero });
    return read.ok ? ok(centsToWire(read.cents)) : no(read.message);
  };

/** checkParam's messages (CONTRACT-MEMBERS 4.5), given to the keys it checks. */
export const MESSAGES = { name: '名称必须填写', title: '标题必须填写', pic: '图片必须上传', info: '简介必须填写' } as const;

const field = (key: string, label: string, read: Read): GroupField => ({ key, label, read });

/** The app routes every linking group carries (H5, uniapp and the old mini program's; the last is not shown). */
const links = [field('url', '链接url', text('链接url')), field('uniapp_url', 'uniapp路由', text('uniapp路由')), field('wxapp_url', '小程序路由', text('小程序路由'))];

export const GROUPS = {
  yshop_home_banner: [field('name', '标题', text('标题', MESSAGES.name)), ...links, field('pic', '图片', text('图片', MESSAGES.pic)), field('color', '轮播背景色', colour('轮播背景色'))],
  yshop_home_menus: [field('name', '分类名称', text('分类名称', MESSAGES.name)), ...links, field('pic', '分类图标', text('分类图标', MESSAGES.pic))],
  yshop_home_roll_news: [field('info', '滚动文字', text('滚动文字', MESSAGES.info)), ...links],
  yshop_hot_search: [field('title', '标签', text('标签', MESSAGES.title))],
  yshop_my_menus: [field('name', '菜单名', text('菜单名', MESSAGES.name)), ...links, field('pic', '图标', text('图标', MESSAGES.pic))],
  yshop_sign_day_num: [field('day', '第几天', text('第几天', '第几天必须填写')), field('sign_num', '获取积分', whole('获取积分', 0))],
  yshop_recharge_price_ways: [field('price', '额度', yuan('额度', false)), field('give_price', '赠送', yuan('赠送', true))],
} as const satisfies Record<string, readonly GroupField[]>;

export type GroupName = keyof typeof GROUPS;
export const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];

export const isGroupName = (name: string): name is GroupName => Object.prototype.hasOwnProperty.call(GROUPS, name);

/** What a write body carries besides the group's keys: the row's own columns, and what yshop's forms add (`imageArr`, the old forms' `addTime` / `value`). */
export const NOT_IN_VALUE: readonly string[] = ['id', 'groupName', 'sort', 'status', 'imageArr', 'addTime', 'value', 'map'];

/** The clean value of a body for a group: its keys only, each read by its rule; the first refusal's message otherwise. */
export function groupValue(group: GroupName, body: Readonly<Record<string, unknown>>): { ok: true; value: GroupValue } | { ok: false; message: string } {
  const fields: readonly GroupField[] = GROUPS[group];
  const stray = Object.keys(body).find((key) => !NOT_IN_VALUE.includes(key) && !fields.some((f) => f.key === key));
  if (stray !== undefined) return no(`未知的字段：${stray}`);
  const value: GroupValue = {};
  for (const f of fields) {
    const read = f.read(body[f.key]);
    if (!read.ok) return read;
    value[f.key] = read.value;
  }
  return { ok: true, value };
}
