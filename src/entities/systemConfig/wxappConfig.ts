import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/** 小程序配置 (`wechat/config/wxapp`, CONTRACT-MEMBERS 5.8); yshop's hidden `wechat_ma_*` and display-only `wxapi` are not posted. */
export const wxappConfig = defineSettings({
  name: 'wxappConfig',
  title: '小程序配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'wxapp_appId', label: 'AppID', max: 100 },
    { key: 'wxapp_secret', label: '小程序密钥', secret: true, max: 200 },
  ],
});
