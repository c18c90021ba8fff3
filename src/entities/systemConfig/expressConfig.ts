import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/** 快递鸟配置 (`wechat/config/express`, CONTRACT-MEMBERS 5.8): appKey write-only, and where to register. */
export const expressConfig = defineSettings({
  name: 'expressConfig',
  title: '快递鸟配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'exp_enable', label: '开启', kind: 'choice', choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '2' }], fallback: '2' },
    { key: 'exp_appId', label: 'appId', max: 100 },
    { key: 'exp_appKey', label: 'appKey', secret: true, max: 200 },
  ],
  links: [{ label: '快递鸟申请地址', text: '物流查询使用第三方快递鸟api实现，注册地址请点击，', linkText: '点我注册！', href: 'https://www.kdniao.com/reg' }],
});
