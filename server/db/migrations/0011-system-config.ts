import type { Migration } from './migration';

/**
 * Issue 31 (kitforms): yshop's key/value shop settings, `yx_system_config` (CONTRACT-MEMBERS
 * 3.5), with the dump's 48 rows (section 9) under their ids. They are the shop's settings,
 * not demo data, so every database gets them here, a fresh one and one seeded before alike
 * (SEED_DEMO=0 keeps them). The dump's secrets (AppSecret, 商户密钥, keys and tokens) are
 * blanked: an operator enters their own. `menu_name` is unique here (the dump's server
 * treats it so); `value` is text, as yshop stores every value.
 */
const ROWS: ReadonlyArray<readonly [id: number, key: string, value: string]> = [
  [162, 'wechat_share_img', 'https://image.dayouqiantu.cn/list_34.png'],
  [165, 'wechat_avatar', ''],
  [172, 'wechat_share_synopsis', 'springboot2前后端分离电商系统'],
  [174, 'api', 'http://你的H5端域名/api/wechat/serve'],
  [175, 'wechat_share_title', 'yshop电商系统'],
  [177, 'store_postage', '1'],
  [178, 'store_free_postage', '200'],
  [179, 'integral_ratio', '1'],
  [180, 'store_brokerage_ratio', '70'],
  [182, 'user_extract_min_price', '1'],
  [183, 'store_brokerage_two', '30'],
  [184, 'site_url', 'https://wx.yixiang.co'],
  [185, 'api_url', 'https://wxapi.yixiang.co'],
  [186, 'order_cancel_job_time', '20'],
  [187, 'wechat_appid', 'wxc061dee8806ff712'],
  [188, 'wechat_appsecret', ''],
  [189, 'wechat_encodingaeskey', ''],
  [190, 'wechat_token', ''],
  [191, 'wxpay_mchId', '1493624002'],
  [192, 'wxpay_appId', 'wxc061dee8806ff712'],
  [193, 'wxpay_mchKey', ''],
  [194, 'wxapp_appId', 'wx604d2ea4702620d2'],
  [195, 'wxapp_secret', ''],
  [196, 'wxpay_keyPath', 'https://app2.yixiang.co/file/019122912051730.p12'],
  [198, 'store_brokerage_open', '1'],
  [199, 'integral_full', '0'],
  [200, 'integral_max', '0'],
  [201, 'store_user_min_recharge', '1'],
  [203, 'store_self_mention', '1'],
  [204, 'tengxun_map_key', ''],
  [205, 'wechat_id', ''],
  [206, 'wechat_type', ''],
  [207, 'wechat_encode', ''],
  [208, 'wechat_sourceid', ''],
  [209, 'wechat_name', ''],
  [210, 'wechat_qrcode', ''],
  [211, 'wx_native_app_appId', 'wx7c84ede33062d1e4'],
  [212, 'file_store_mode', '1'],
  [213, 'sms_access_key', ''],
  [214, 'sms_enable', '2'],
  [215, 'sms_access_secret', ''],
  [216, 'sms_region', 'cn-hangzhou'],
  [217, 'sms_templateId', 'SMS_182680588'],
  [218, 'sms_sign', 'yshop'],
  [219, 'exp_enable', '1'],
  [220, 'exp_appId', '1607734'],
  [221, 'exp_appKey', ''],
  [222, 'admin_api_url', 'https://app2.yixiang.co'],
];

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const migration: Migration = {
  version: 11,
  name: 'system-config',
  sql: `
    CREATE TABLE yx_system_config (
      id        INTEGER PRIMARY KEY AUTOINCREMENT,
      menu_name TEXT NOT NULL UNIQUE,
      value     TEXT NOT NULL DEFAULT '',
      sort      INTEGER NOT NULL DEFAULT 0,
      status    INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO yx_system_config (id, menu_name, value) VALUES
      ${ROWS.map(([id, key, value]) => `(${id}, ${quoted(key)}, ${quoted(value)})`).join(',\n      ')};
  `,
};
