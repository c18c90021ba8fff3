import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/** 阿里云短信 (`wechat/config/sms`, CONTRACT-MEMBERS 5.8): accessKeySecret write-only. */
export const smsConfig = defineSettings({
  name: 'smsConfig',
  title: '阿里云短信',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'sms_enable', label: '开启短信', kind: 'choice', choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '2' }], fallback: '2' },
    { key: 'sms_sign', label: '签名', max: 100 },
    { key: 'sms_templateId', label: '模板id', max: 100 },
    { key: 'sms_region', label: 'region', max: 100 },
    { key: 'sms_access_key', label: 'accessKey', max: 200 },
    { key: 'sms_access_secret', label: 'accessKeySecret', secret: true, max: 200 },
  ],
});
