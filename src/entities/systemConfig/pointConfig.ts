import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/** 积分配置 (`wechat/config/point`, CONTRACT-MEMBERS 5.8): three keys with yshop's hints. */
export const pointConfig = defineSettings({
  name: 'pointConfig',
  title: '积分配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'integral_ratio', label: '积分抵用比例', kind: 'amount', hint: '积分抵用比例(1积分抵多少金额)', required: '请输入积分抵用比例' },
    { key: 'integral_full', label: '满多少可以抵扣', kind: 'amount', hint: '消费必须满一定额度才可使用,0代表无限制', required: '请输入满多少可以抵扣' },
    { key: 'integral_max', label: '单次最大抵扣积分', kind: 'integer', hint: '限制一次只能使用多少积分,0代表无限制', required: '请输入单次最大抵扣积分' },
  ],
});
