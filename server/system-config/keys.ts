import { readCents } from '../shared/cents';
import { isSecretName } from '../shared/secret-names';

/*
 * The keys `api/yxSystemConfig` knows (CONTRACT-MEMBERS 5.8 and the dump's rows, section
 * 9): what the server stores, masks and checks. A config form of the console names its own
 * keys; a new form's rules are one entry here each. yshop stored any key; this server
 * refuses a key it does not know, naming it (issue 31), so a typo never becomes a row.
 */

/** What a stored value may be; the check runs on the trimmed text. */
export interface ConfigKey {
  /** Write-only (CONTRACT-MEMBERS 4.6): stored sealed (./secrets.ts), answered `******` when set, kept when `******` or '' comes back, masked in the log. */
  secret?: boolean;
  /** The value's rule: the message of a refused value, or undefined when it is fine. */
  check?: (text: string) => string | undefined;
}

/** Shown for a set secret; a value posted back as this (or empty) leaves the stored one. */
export const MASK = '******';

/** The longest value (the dump's `varchar(5000)`). */
export const MAX_VALUE = 5000;

const WHOLE = /^\d+$/;

/** A whole number from 0 to `max` (points, minutes). */
export const wholeNumber =
  (label: string, max = 99_999_999) =>
  (text: string): string | undefined =>
    WHOLE.test(text) && Number(text) <= max ? undefined : `${label}必须是 0 到 ${max} 之间的整数`;

/** A non-negative amount with at most two decimals (money, yshop's decimal ratios). */
export const amount =
  (label: string) =>
  (text: string): string | undefined => {
    const read = readCents(text, { label, missing: `请输入${label}`, notPositive: `${label}不能小于 0`, zero: true });
    return read.ok ? undefined : read.message;
  };

/** A percentage from 0 to 100, at most two decimals (分销's 返佣比例). */
export const ratio =
  (label: string) =>
  (text: string): string | undefined => {
    const read = readCents(text, { label, missing: `请输入${label}`, notPositive: `${label}不能小于 0`, zero: true });
    if (!read.ok) return read.message;
    return read.cents <= 10_000 ? undefined : `${label}必须在 0 到 100 之间`;
  };

/** One of fixed values (the forms' radios: `1` 开启 / `2` 关闭). */
export const oneOf =
  (label: string, values: readonly string[]) =>
  (text: string): string | undefined =>
    values.includes(text) ? undefined : `${label}的值无效`;

const secret: ConfigKey = { secret: true };
const plain: ConfigKey = {};

export const CONFIG_KEYS: Readonly<Record<string, ConfigKey>> = {
  // 积分配置 (wechat/config/point, issue 31).
  integral_ratio: { check: amount('积分抵用比例') },
  integral_full: { check: amount('满多少可以抵扣') },
  integral_max: { check: wholeNumber('单次最大抵扣积分') },
  // 公众号配置 (wechat/config/index): `api` is shown, not used; the rest are the account's.
  wechat_appid: plain,
  wechat_appsecret: secret,
  wechat_token: secret,
  wechat_encodingaeskey: secret,
  api: plain,
  wechat_share_img: plain,
  wechat_follow_img: plain,
  wechat_share_title: plain,
  wechat_share_synopsis: plain,
  wechat_name: plain,
  wechat_id: plain,
  wechat_sourceid: plain,
  wechat_encode: plain,
  wechat_qrcode: plain,
  wechat_type: plain,
  wechat_avatar: plain,
  // 微信支付配置 (wechat/config/pay), and the dump's pay AppID no form shows.
  wx_native_app_appId: plain,
  wxpay_mchId: plain,
  wxpay_mchKey: secret,
  wxpay_keyPath: plain,
  wxpay_appId: plain,
  // 小程序配置 (wechat/config/wxapp).
  wxapp_appId: plain,
  wxapp_secret: secret,
  wechat_ma_token: secret,
  wechat_ma_encodingaeskey: secret,
  wxapi: plain,
  // 商城系统配置 (wechat/config/shop).
  site_url: plain,
  uni_site_url: plain,
  api_url: plain,
  admin_api_url: plain,
  file_store_mode: { check: oneOf('文件存储方式', ['1', '2']) },
  store_free_postage: { check: amount('包邮金额') },
  yshop_show_recharge: { check: oneOf('隐藏充值按钮', ['0', '1']) },
  yshop_wechat_routine_shipping: { check: oneOf('微信发货信息管理', ['0', '1']) },
  // 阿里云短信 (wechat/config/sms).
  sms_enable: { check: oneOf('开启短信', ['1', '2']) },
  sms_sign: plain,
  sms_templateId: plain,
  sms_region: plain,
  sms_access_key: plain,
  sms_access_secret: secret,
  // 快递鸟配置 (wechat/config/express).
  exp_enable: { check: oneOf('快递鸟开关', ['1', '2']) },
  exp_appId: plain,
  exp_appKey: secret,
  // 分销配置 (settled point 2: a form again), 邮费 and 门店 (forms gone at HEAD), and keys no form shows.
  store_postage: { check: amount('邮费基础价') },
  store_brokerage_open: { check: oneOf('分销开关', ['1', '2']) },
  store_brokerage_ratio: { check: ratio('一级返佣比例') },
  store_brokerage_two: { check: ratio('二级返佣比例') },
  user_extract_min_price: { check: amount('提现最低金额') },
  store_self_mention: { check: oneOf('开启门店自提', ['1', '2']) },
  tengxun_map_key: secret,
  order_cancel_job_time: { check: wholeNumber('未支付订单取消时间') },
  store_user_min_recharge: { check: amount('用户最低充值金额') },
};

/** The key's rules, or undefined for a key this server does not know. */
export const configKey = (key: string): ConfigKey | undefined => (Object.hasOwn(CONFIG_KEYS, key) ? CONFIG_KEYS[key] : undefined);

/**
 * A body as the operation log may keep it: every secret key's value `******`, and every
 * value under a name the log masks anyway (`sms_access_key`), so this and the log agree.
 */
export const maskedBody = (body: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, configKey(key)?.secret || isSecretName(key) ? MASK : value]));
