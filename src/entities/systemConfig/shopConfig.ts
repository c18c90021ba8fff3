import { defineSettings } from '../../api/resource/defineSettings';
import { SYSTEM_CONFIG_AUTHORITIES, SYSTEM_CONFIG_URL } from './systemConfig';

/**
 * 商城系统配置 (`wechat/config/shop`, CONTRACT-MEMBERS 5.8). A radio with no stored row starts
 * where yshop's form starts it (隐藏充值按钮 隐藏, 微信发货信息管理 关闭).
 */
export const shopConfig = defineSettings({
  name: 'shopConfig',
  title: '商城系统配置',
  url: SYSTEM_CONFIG_URL,
  authorities: SYSTEM_CONFIG_AUTHORITIES,
  keys: [
    { key: 'site_url', label: '移动端H5地址', max: 500 },
    { key: 'uni_site_url', label: 'uniapp-H5地址', hint: '主要用于兼容单独h5', max: 500 },
    { key: 'api_url', label: '移动端API地址', max: 500 },
    { key: 'admin_api_url', label: '后台API地址', max: 500 },
    { key: 'file_store_mode', label: '文件存储方式', kind: 'choice', choices: [{ label: '本地存储', value: '1' }, { label: '云存储', value: '2' }], fallback: '2' },
    { key: 'store_free_postage', label: '包邮金额', kind: 'amount', hint: '如果设置满包邮0 表示全局包邮，如果设置大于0表示满这价格包邮，否则走运费模板算法', required: '请输入包邮金额' },
    { key: 'yshop_show_recharge', label: '隐藏充值按钮', kind: 'choice', choices: [{ label: '显示', value: '0' }, { label: '隐藏', value: '1' }], fallback: '1' },
    {
      key: 'yshop_wechat_routine_shipping',
      label: '微信发货信息管理',
      kind: 'choice',
      choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '0' }],
      fallback: '0',
      hint: '根据《商家自营类小程序运营规范》，特定类型的小程序需在平台完成发货信息录入及确认收货后方可结算资金。只有小程序mp后台出现“发货信息管理”菜单时才需要开启；没有这个菜单则无需开启，以免出错。之前已产生的订单不会主动触发，需要在微信开放平台手动发货。',
    },
  ],
});
