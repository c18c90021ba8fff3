import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/**
 * 公众号配置 (`wechat/config/index`, CONTRACT-MEMBERS 5.8). yshop's form also posts the
 * display-only 微信服务器地址 (`api`) and seven hidden keys; this one posts only what it shows.
 */
export const wechatConfig = defineSettings({
  name: 'wechatConfig',
  title: '公众号配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'wechat_appid', label: 'AppID', max: 100 },
    { key: 'wechat_appsecret', label: 'AppSecret', secret: true, max: 200 },
    { key: 'wechat_token', label: '微信验证TOKEN', secret: true, max: 200 },
    { key: 'wechat_encodingaeskey', label: 'EncodingAESKey', secret: true, max: 200 },
    { key: 'wechat_share_img', label: '微信分享图片', kind: 'picture' },
    { key: 'wechat_follow_img', label: '关注二维码', kind: 'picture' },
    { key: 'wechat_share_title', label: '微信分享标题', max: 200 },
    { key: 'wechat_share_synopsis', label: '微信分享简介', max: 500 },
  ],
});
