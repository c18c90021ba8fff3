/* The seven groups of 商城设置 (CONTRACT-MEMBERS 5.7): each its keys, in yshop's columns' order. */
import { groupData, LINKS, MAX_TEXT, REQUIRED } from './groupData';

export const homeBanners = groupData({
  group: 'yshop_home_banner',
  title: '幻灯片',
  label: '首页幻灯片',
  fields: [
    { key: 'name', label: '标题', kind: 'text', required: REQUIRED.name, max: MAX_TEXT },
    { ...LINKS[0]!, formLabel: 'H5跳转url' },
    ...LINKS.slice(1),
    { key: 'pic', label: '图片', kind: 'picture', size: '750*375', required: REQUIRED.pic },
    { key: 'color', label: '轮播背景色', kind: 'colour' },
  ],
});

export const homeMenus = groupData({
  group: 'yshop_home_menus',
  title: '导航按钮',
  label: '首页导航按钮',
  fields: [{ key: 'name', label: '分类名称', kind: 'text', required: REQUIRED.name, max: MAX_TEXT }, ...LINKS, { key: 'pic', label: '分类图标', kind: 'picture', size: '90*90', required: REQUIRED.pic }],
});

export const rollNews = groupData({
  group: 'yshop_home_roll_news',
  title: '滚动新闻',
  label: '首页滚动新闻',
  fields: [{ key: 'info', label: '滚动文字', kind: 'text', required: REQUIRED.info, max: MAX_TEXT }, ...LINKS],
});

export const hotSearches = groupData({
  group: 'yshop_hot_search',
  title: '热门搜索',
  label: '热门搜索',
  fields: [{ key: 'title', label: '标签', kind: 'text', required: REQUIRED.title, max: MAX_TEXT }],
});

export const userMenus = groupData({
  group: 'yshop_my_menus',
  title: '个人中心菜单',
  label: '个人中心菜单',
  fields: [{ key: 'name', label: '菜单名', kind: 'text', required: REQUIRED.name, max: MAX_TEXT }, ...LINKS, { key: 'pic', label: '图标', kind: 'picture', size: '52*52', required: REQUIRED.pic }],
});

export const signDays = groupData({
  group: 'yshop_sign_day_num',
  title: '签到天数',
  label: '签到天数配置',
  fields: [
    { key: 'day', label: '第几天', kind: 'text', required: '第几天必须填写', max: MAX_TEXT, initial: '第一天' },
    { key: 'sign_num', label: '获取积分', kind: 'number', required: '请输入获取积分', min: 0, max: 99_999_999, initial: 0 },
  ],
});

export const rechargeChoices = groupData({
  group: 'yshop_recharge_price_ways',
  title: '充值金额',
  label: '充值金额配置',
  fields: [
    { key: 'price', label: '额度', kind: 'money', required: '请输入额度', min: 1, initial: 100 },
    { key: 'give_price', label: '赠送', kind: 'money', required: '请输入赠送', min: 0, initial: 0 },
  ],
});
