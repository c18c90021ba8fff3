import type { SettingsDefinition } from '../../api/resource/defineSettings';

/*
 * yshop's key/value shop settings, `api/yxSystemConfig` (CONTRACT-MEMBERS 2.6): each config
 * form (积分配置, and issue 33's 公众号, 微信支付, 小程序, 商城系统, 阿里云短信, 快递鸟, 分销)
 * is one `defineSettings` over these, with its own keys.
 */
export const SYSTEM_CONFIG_URL = 'api/yxSystemConfig';

/** Read and save, as the back end checks them (section 2.6); `admin` passes. */
export const SYSTEM_CONFIG_AUTHORITIES: SettingsDefinition['authorities'] = {
  view: ['YXSYSTEMCONFIG_ALL', 'YXSYSTEMCONFIG_SELECT'],
  save: ['YXSYSTEMCONFIG_ALL', 'YXSYSTEMCONFIG_CREATE'],
};
