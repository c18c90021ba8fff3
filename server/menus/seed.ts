import { addDeclaredMenus, type RetiredMenu } from '../db/declared';
import type { ResourceSeed } from '../db/seed';
import { crudButtons, folder, page, type MenuFolder, type MenuPlacement } from '../db/seed-menus';

/**
 * The top-level folders, by their route path (yshop's, CONTRACT-SHOP / CONTRACT-MEMBERS
 * section 1) and their place. Places are sparse: a resource declaring a folder of its own
 * (`ResourceSeed.folders`) picks a free number between two, renumbering nothing. A folder
 * shows only once some resource places a page in it, so a fresh install has no empty
 * folder for screens not built yet.
 */
export const MENU_FOLDERS: readonly MenuFolder[] = [
  { path: 'shop', title: '商品管理', icon: 'shop', sort: 10 },
  { path: 'member', title: '会员管理', icon: 'peoples', sort: 20 },
  { path: 'order', title: '订单管理', icon: 'order', sort: 30 },
  { path: 'syscoupon', title: '电子券管理', icon: 'yingxiao', sort: 40 },
  { path: 'syspoints', title: '积分管理', icon: 'money', sort: 50 },
  { path: 'promoter', title: '分销管理', icon: 'fenxiao', sort: 60 },
  { path: 'price', title: '财务管理', icon: 'price', sort: 70 },
  { path: 'mallset', title: '商城配置', icon: 'configure', sort: 80 },
  { path: 'wechat', title: '微信管理', icon: 'weixin', sort: 90 },
  { path: 'system', title: '系统管理', icon: 'system', sort: 100 },
  { path: 'monitor', title: '系统监控', icon: 'monitor', sort: 110 },
  { path: 'sys-tools', title: '系统工具', icon: 'sys-tools', sort: 120 },
];

/**
 * eladmin's stock pages of 系统监控 and 系统工具 (CONTRACT-TOOLS section 1) that no resource
 * serves yet: they show 页面未实现 until the tools issue builds (or drops) them, and its
 * resources then declare them instead. The shop's unbuilt pages are not here: each comes
 * with the resource that serves it (docs/decisions.md "Menus declared by resources").
 */
const TOOL_PAGES: readonly MenuPlacement[] = [
  { folder: 'monitor', sort: 4, menu: page('SQL监控', 'druid', 'monitor/sql/index', 'Sql', 'sqlMonitor') },
  { folder: 'monitor', sort: 5, menu: page('服务监控', 'server', 'monitor/server/index', 'ServerMonitor', 'codeConsole', { permission: 'monitor:list' }) },
  { folder: 'sys-tools', sort: 1, menu: page('定时任务', 'timing', 'system/timing/index', 'Timing', 'timing', { permission: 'timing:list', children: crudButtons('timing', '任务') }) },
  { folder: 'sys-tools', sort: 2, menu: page('代码生成', 'generator', 'generator/index', 'GeneratorIndex', 'dev', { cache: true }) },
  { folder: 'sys-tools', sort: 3, menu: page('生成配置', 'generator/config/:tableName', 'generator/config', 'GeneratorConfig', 'dev', { hidden: true }) },
  {
    folder: 'sys-tools',
    sort: 4,
    menu: folder('存储管理', 'storage', 'backup', [
      page('本地存储', 'local', 'tools/storage/index', 'Storage', 'database', { permission: 'storage:list' }),
      page('七牛云存储', 'qiniu', 'tools/storage/qiniu/index', 'QiNiu', 'qiniu'),
    ]),
  },
  { folder: 'sys-tools', sort: 6, menu: page('邮件工具', 'email', 'tools/email/index', 'Email', 'email') },
  { folder: 'sys-tools', sort: 7, menu: page('支付宝工具', 'aliPay', 'tools/aliPay/index', 'AliPay', 'alipay') },
  { folder: 'sys-tools', sort: 8, menu: page('接口文档', 'swagger2', 'tools/swagger/index', 'Swagger', 'swagger') },
  { folder: 'sys-tools', sort: 9, menu: { title: '项目主页', type: 1, path: 'https://github.com/elunez/eladmin', icon: 'app', iFrame: true } },
];

/**
 * What the seeds before issue 31 had and this one has not: the made-up shop areas
 * (营销, 分销, 积分, 内容) with their placeholder pages, the features yshop removed
 * (秒杀, 拼团, 积分商品, CONTRACT-MEMBERS settled point 4), Redis监控 (no Redis here) and
 * 图片库's old place. A database seeded before loses them while they are as seeded.
 */
const RETIRED: readonly RetiredMenu[] = [
  { folder: 'activity', title: '优惠券', component: 'activity/coupon/index' },
  { folder: 'activity', title: '已领优惠券', component: 'activity/couponuser/index' },
  { folder: 'activity', title: '秒杀', component: 'activity/seckill/index' },
  { folder: 'activity', title: '拼团', component: 'activity/combination/index' },
  { folder: 'activity', title: '营销' },
  { folder: 'promoter', title: '分销员', component: 'shop/promoter/index' },
  { folder: 'promoter', title: '提现管理', component: 'activity/extract/index' },
  { folder: 'promoter', title: '分销配置', component: 'shop/promoter/config' },
  { folder: 'promoter', title: '分销' },
  { folder: 'integral', title: '积分商品', component: 'shop/integral/index' },
  { folder: 'integral', title: '签到配置', component: 'shop/sign/index' },
  { folder: 'integral', title: '积分' },
  { folder: 'content', title: '轮播图', component: 'wechat/banner/index' },
  { folder: 'content', title: '资讯', component: 'wechat/article/index' },
  { folder: 'content', title: '图片库', component: 'tools/picture/index' },
  { folder: 'content', title: '内容' },
  { folder: 'monitor', title: 'Redis监控', component: 'monitor/redis/index' },
];

/**
 * The folders, 菜单管理 and the tools' pages; the menus resource inserts the whole tree
 * (every resource's entries, assembled), each entry given to the `admin` roles and the
 * ones marked `editor` to the `editor` role too, as a database seeded before gets what
 * it lacks (db/declared.ts).
 */
export const menuSeed: ResourceSeed = {
  folders: MENU_FOLDERS,
  menus: [
    {
      folder: 'system',
      sort: 3,
      menu: page('菜单管理', 'menu', 'system/menu/index', 'Menu', 'menu', {
        permission: 'menu:list',
        cache: true,
        editor: true,
        children: crudButtons('menu', '菜单'),
      }),
    },
    ...TOOL_PAGES,
  ],
  retiredMenus: RETIRED,
  rows: ({ db, at, menus }) => {
    addDeclaredMenus(db, menus, at);
  },
};
