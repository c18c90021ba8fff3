import type { GroupName, GroupValue } from './groups';

/** A row of the dump's `yx_system_group_data` (CONTRACT-MEMBERS 9), its value cleaned to its group's keys. */
export interface DumpRow {
  id: number;
  group: GroupName;
  sort: number;
  /** 1 when absent (every row of the dump). */
  status?: number;
  /** The dump's `update_time`; its `create_time` is a zero date (NULL) but for row 225. */
  updated?: string;
  created?: string;
  /** Soft-deleted in the dump (`is_del = 1`): kept so that tests prove they stay hidden. */
  deleted?: true;
  value: GroupValue;
}

/*
 * The dump's rows of the seven groups in scope, ids kept (秒杀配置's `yshop_seckill_time` is
 * left out with its feature). Each value holds exactly its group's keys (groups.ts): yshop's
 * stray `id`, `imageArr`, `sort`, `status`, `addTime` and `value` are gone, numbers are
 * numbers (`"10"` is 10), and row 182's `title` and `pic`, which 首页滚动新闻 has no field
 * for, are dropped. The home menus linking to removed features (拼团, 秒杀, 砍价) stay as
 * the dump has them: an operator may hide or delete them. A `pic` is the dump's address on
 * yshop's CDN; the seed stores a picture of this server in its place (seed.ts).
 */
export const DUMP_ROWS: readonly DumpRow[] = [
  { id: 177, group: 'yshop_home_banner', sort: 1, value: { name: 'banner2', url: 'wwww', uniapp_url: '', wxapp_url: '', pic: 'https://image.dayouqiantu.cn/5c9f05aee5059.jpg', color: '' } },
  { id: 180, group: 'yshop_home_menus', sort: 9, value: { name: '全部商品', url: '/goods_list', uniapp_url: '/pages/shop/GoodsList/index', wxapp_url: '/pages/shop/GoodsClass/main', pic: 'https://image.dayouqiantu.cn/all.png' } },
  { id: 182, group: 'yshop_home_roll_news', sort: 2, updated: '2020-06-27 15:47:38', value: { info: 'yshop3.0', url: '/news_list', uniapp_url: '/pages/shop/news/NewsList/index', wxapp_url: '/pages/shop/news/NewsList/main' } },
  { id: 183, group: 'yshop_hot_search', sort: 0, value: { title: '照片' } },
  { id: 184, group: 'yshop_hot_search', sort: 0, value: { title: 'springboot' } },
  { id: 187, group: 'yshop_home_roll_news', sort: 4, updated: '2020-06-27 15:47:22', value: { info: 'yshop基于springboot2+Mybatisplus商城系统，3.0版本重构了代码，新增了运费模板、sku单独管理、商品券等', url: '/news_list', uniapp_url: '/pages/shop/news/NewsList/index', wxapp_url: '/pages/shop/news/NewsList/main' } },
  { id: 188, group: 'yshop_hot_search', sort: 0, value: { title: '打印' } },
  { id: 189, group: 'yshop_my_menus', sort: 9, updated: '2026-05-13 10:53:53', deleted: true, value: { name: '会员中心', url: '/user/vip', uniapp_url: '/pages/user/UserVip/index', wxapp_url: '/pages/user/UserVip/main', pic: 'https://image.dayouqiantu.cn/44503fabb593c8a814858dafc522a90a.png' } },
  { id: 190, group: 'yshop_my_menus', sort: 8, value: { name: '优惠券', url: '/user/get_coupon', uniapp_url: '/pages/user/coupon/UserCoupon/index', wxapp_url: '/pages/user/coupon/UserCoupon/main', pic: 'https://image.dayouqiantu.cn/5db428984d64d.png' } },
  { id: 191, group: 'yshop_my_menus', sort: 7, value: { name: '收藏商品', url: '/collection', uniapp_url: '/pages/shop/GoodsCollection/index', wxapp_url: '/pages/shop/GoodsCollection/main', pic: 'https://image.dayouqiantu.cn/5db428a8d3ab0.png' } },
  { id: 192, group: 'yshop_my_menus', sort: 6, value: { name: '地址管理', url: '/user/add_manage', uniapp_url: '/pages/user/address/AddressManagement/index', wxapp_url: '/pages/user/address/AddressManagement/main', pic: 'https://image.dayouqiantu.cn/5db428bd61b73.png' } },
  { id: 193, group: 'yshop_my_menus', sort: 5, updated: '2025-04-04 10:45:21', deleted: true, value: { name: '我的推广', url: '/user/user_promotion', uniapp_url: '/pages/user/promotion/UserPromotion/index', wxapp_url: '/pages/user/promotion/UserPromotion/main', pic: 'https://image.dayouqiantu.cn/5db428e28dd48.png' } },
  { id: 194, group: 'yshop_my_menus', sort: 4, value: { name: '我的余额', url: '/user/account', uniapp_url: '/pages/user/UserAccount/index', wxapp_url: '/pages/user/UserAccount/main', pic: 'https://image.dayouqiantu.cn/5db42a4208c55.png' } },
  { id: 195, group: 'yshop_my_menus', sort: 3, value: { name: '我的积分', url: '/user/integral', uniapp_url: '/pages/user/signIn/Integral/index', wxapp_url: '/pages/user/signIn/Integral/main', pic: 'https://image.dayouqiantu.cn/5db428f410462.png' } },
  { id: 196, group: 'yshop_home_menus', sort: 8, updated: '2020-06-26 18:26:24', value: { name: '图文资讯', url: '/news_list', uniapp_url: '/pages/shop/news/NewsList/index', wxapp_url: '/pages/shop/news/NewsList/main', pic: 'https://image.dayouqiantu.cn/xw.png' } },
  { id: 197, group: 'yshop_home_menus', sort: 7, value: { name: '我的收藏', url: '/collection', uniapp_url: '/pages/shop/GoodsCollection/index', wxapp_url: '/pages/shop/GoodsCollection/main', pic: 'https://image.dayouqiantu.cn/colle.png' } },
  { id: 199, group: 'yshop_home_menus', sort: 6, updated: '2020-06-26 18:26:36', value: { name: '优惠券', url: '/user/get_coupon', uniapp_url: '/pages/user/coupon/GetCoupon/index', wxapp_url: '/pages/user/coupon/GetCoupon/main', pic: 'https://image.dayouqiantu.cn/cou.png' } },
  { id: 200, group: 'yshop_home_menus', sort: 5, updated: '2020-06-26 18:26:45', value: { name: '拼团专区', url: '/activity/group', uniapp_url: '/pages/activity/GoodsGroup/index', wxapp_url: '/pages/activity/GoodsGroup/main', pic: 'https://image.dayouqiantu.cn/62ac09d2914d36c65b9b59d2147d809a.png' } },
  { id: 201, group: 'yshop_my_menus', sort: 2, updated: '2025-04-04 10:43:54', deleted: true, value: { name: '商户管理', url: '/customer/index', uniapp_url: '/pages/orderAdmin/OrderIndex/index', wxapp_url: '/pages/orderAdmin/OrderIndex/main', pic: 'https://image.dayouqiantu.cn/5ddb7a37d58d9.png' } },
  { id: 202, group: 'yshop_sign_day_num', sort: 9, value: { day: '第一天', sign_num: 10 } },
  { id: 203, group: 'yshop_sign_day_num', sort: 8, value: { day: '第二天', sign_num: 20 } },
  { id: 204, group: 'yshop_sign_day_num', sort: 7, value: { day: '第三天', sign_num: 30 } },
  { id: 205, group: 'yshop_sign_day_num', sort: 6, value: { day: '第四天', sign_num: 40 } },
  { id: 206, group: 'yshop_sign_day_num', sort: 5, value: { day: '第五天', sign_num: 50 } },
  { id: 207, group: 'yshop_sign_day_num', sort: 4, value: { day: '第六天', sign_num: 60 } },
  { id: 208, group: 'yshop_sign_day_num', sort: 3, value: { day: '奖励', sign_num: 100 } },
  { id: 209, group: 'yshop_home_menus', sort: 4, updated: '2020-06-26 18:26:56', value: { name: '积分签到', url: '/user/sign', uniapp_url: '/pages/user/signIn/Sign/index', wxapp_url: '/pages/user/signIn/Sign/main', pic: 'https://image.dayouqiantu.cn/29ea4acebbf99e7eaf6f85af2b6d79ae.png' } },
  { id: 216, group: 'yshop_home_menus', sort: 3, updated: '2020-06-26 18:27:06', value: { name: '秒杀专区', url: '/activity/goods_seckill', uniapp_url: '/pages/activity/GoodsSeckill/index', wxapp_url: '/pages/activity/GoodsSeckill/main', pic: 'https://image.dayouqiantu.cn/b0344c148141b50d68db9722708ea49e.png' } },
  { id: 217, group: 'yshop_home_menus', sort: 2, updated: '2020-06-26 18:27:16', value: { name: '砍价专区', url: '/activity/bargain', uniapp_url: '/pages/activity/GoodsBargain/index', wxapp_url: '/pages/activity/GoodsBargain/main', pic: 'https://image.dayouqiantu.cn/bar.png' } },
  { id: 218, group: 'yshop_my_menus', sort: 1, updated: '2025-02-17 11:45:45', deleted: true, value: { name: '砍价记录', url: '/activity/bargain/record', uniapp_url: '/pages/activity/BargainRecord/index', wxapp_url: '/pages/activity/BargainRecord/main', pic: 'https://image.dayouqiantu.cn/207cb655fbf45fc7142704de4f3ea254.png' } },
  { id: 219, group: 'yshop_home_banner', sort: 2, updated: '2020-09-14 17:03:43', value: { name: '222', url: '/', uniapp_url: '', wxapp_url: '', pic: 'https://image.dayouqiantu.cn/1.jpg', color: '' } },
  { id: 221, group: 'yshop_my_menus', sort: 0, updated: '2025-04-04 10:42:53', deleted: true, value: { name: '订单核销', url: '/order/order_cancellation', uniapp_url: '/pages/orderAdmin/OrderCancellation/index', wxapp_url: '', pic: 'https://image.dayouqiantu.cn/hexiao.png' } },
  { id: 222, group: 'yshop_recharge_price_ways', sort: 1, value: { price: 100, give_price: 10 } },
  { id: 223, group: 'yshop_recharge_price_ways', sort: 0, value: { price: 1, give_price: 1 } },
  { id: 224, group: 'yshop_recharge_price_ways', sort: 0, value: { price: 1, give_price: 1 } },
  { id: 225, group: 'yshop_my_menus', sort: 10, updated: '2020-09-14 16:45:04', created: '2020-09-14 16:44:48', value: { name: '我的足迹', url: '', uniapp_url: '/pages/shop/GoodsFoot/index', wxapp_url: '', pic: 'https://image.dayouqiantu.cn/zj.png' } },
];
