import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/**
 * 微信支付配置 (`wechat/config/pay`, CONTRACT-MEMBERS 5.8). 微信证书 is the certificate's
 * address as text: yshop uploaded the file and kept its URL; the embedded server's storage
 * takes pictures only, so the address of a certificate kept elsewhere is typed.
 */
export const payConfig = defineSettings({
  name: 'payConfig',
  title: '微信支付配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'wx_native_app_appId', label: '微信APP支付AppID', hint: '微信开放平台审核通过的应用APPID（请登录open.weixin.qq.com查看，注意与公众号的APPID不同）', max: 100 },
    { key: 'wxpay_mchId', label: '商户id', max: 100 },
    { key: 'wxpay_mchKey', label: '商户密钥', secret: true, max: 200 },
    { key: 'wxpay_keyPath', label: '微信证书', hint: '证书文件（.p12）的地址', max: 500 },
  ],
});
