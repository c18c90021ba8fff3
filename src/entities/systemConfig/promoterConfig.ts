import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/** 分销配置 (CONTRACT-MEMBERS settled point 2 and 5.8's [prev] `promoter.vue`): ratios are percentages. */
export const promoterConfig = defineSettings({
  name: 'promoterConfig',
  title: '分销配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'store_brokerage_open', label: '分销开关', kind: 'choice', choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '2' }], fallback: '2' },
    {
      key: 'store_brokerage_ratio',
      label: '一级返佣比例',
      kind: 'percent',
      hint: '金额乘以百分比,如果商品设置了单独分销，最终金额：固定返佣 + 比例返佣 = 总返佣金额',
      required: '请输入一级返佣比例',
    },
    { key: 'store_brokerage_two', label: '二级返佣比例', kind: 'percent', hint: '单位：%，0 到 100', required: '请输入二级返佣比例' },
    { key: 'user_extract_min_price', label: '提现最低金额', kind: 'amount', required: '请输入提现最低金额' },
  ],
});
