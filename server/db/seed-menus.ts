/**
 * The seeded menu of a commerce back office, modelled on the yshop/eladmin menu
 * tables: view paths and icon names are theirs so any eladmin-family front end can
 * render it. `editor: true` marks the menus the editor role is given.
 */
export interface SeedMenu {
  title: string;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  iFrame?: boolean;
  cache?: boolean;
  hidden?: boolean;
  editor?: boolean;
  children?: SeedMenu[];
}

const folder = (title: string, path: string, icon: string, children: SeedMenu[], extra: Partial<SeedMenu> = {}): SeedMenu => ({
  title,
  type: 0,
  path,
  icon,
  children,
  ...extra,
});

const page = (
  title: string,
  path: string,
  component: string,
  componentName: string,
  icon: string,
  extra: Partial<SeedMenu> = {},
): SeedMenu => ({ title, type: 1, path, component, componentName, icon, ...extra });

/** The add/edit/delete buttons every management screen carries. */
const crudButtons = (prefix: string, subject: string): SeedMenu[] => [
  { title: `${subject}新增`, type: 2, permission: `${prefix}:add` },
  { title: `${subject}编辑`, type: 2, permission: `${prefix}:edit` },
  { title: `${subject}删除`, type: 2, permission: `${prefix}:del` },
];

export const SEED_MENUS: readonly SeedMenu[] = [
  folder('商品管理', 'goods', 'shop', [
    page('商品列表', 'goods', 'shop/goods/index', 'Goods', 'list', {
      permission: 'goods:list',
      cache: true,
      children: crudButtons('goods', '商品'),
    }),
    page('发布商品', 'goodsAdd', 'shop/goods/form', 'GoodsForm', 'add', { hidden: true, permission: 'goods:add' }),
    page('商品分类', 'category', 'shop/cate/index', 'Category', 'icon', {
      permission: 'category:list',
      children: crudButtons('category', '分类'),
    }),
    page('商品规格', 'rule', 'shop/rule/index', 'GoodsRule', 'dengji', { permission: 'rule:list' }),
    page('商品评论', 'reply', 'shop/reply/index', 'GoodsReply', 'reply', { permission: 'reply:list' }),
  ]),
  folder('订单管理', 'order', 'order', [
    page('订单列表', 'order', 'shop/order/index', 'Order', 'order', {
      permission: 'order:list',
      children: [
        { title: '订单发货', type: 2, permission: 'order:deliver' },
        { title: '订单编辑', type: 2, permission: 'order:edit' },
        { title: '订单删除', type: 2, permission: 'order:del' },
      ],
    }),
    page('售后管理', 'afterSales', 'shop/aftersales/index', 'AfterSales', 'rec', { permission: 'aftersales:list' }),
    page('快递公司', 'express', 'shop/express/index', 'Express', 'express', { permission: 'express:list' }),
  ]),
  folder('营销', 'activity', 'yingxiao', [
    page('优惠券', 'coupon', 'activity/coupon/index', 'Coupon', 'coupon', {
      permission: 'coupon:list',
      children: crudButtons('coupon', '优惠券'),
    }),
    page('已领优惠券', 'couponUser', 'activity/couponuser/index', 'CouponUser', 'coupon2', { permission: 'couponuser:list' }),
    page('秒杀', 'seckill', 'activity/seckill/index', 'Seckill', 'seckill', { permission: 'seckill:list' }),
    page('拼团', 'combination', 'activity/combination/index', 'Combination', 'peoples', { permission: 'combination:list' }),
  ]),
  folder('分销', 'promoter', 'fenxiao', [
    page('分销员', 'promoterUser', 'shop/promoter/index', 'Promoter', 'user', { permission: 'promoter:list' }),
    page('提现管理', 'extract', 'activity/extract/index', 'Extract', 'tixian', { permission: 'extract:list' }),
    page('分销配置', 'promoterConfig', 'shop/promoter/config', 'PromoterConfig', 'configure', { permission: 'promoter:config' }),
  ]),
  folder('积分', 'integral', 'money', [
    page('积分商品', 'integralGoods', 'shop/integral/index', 'IntegralGoods', 'price', { permission: 'integral:list' }),
    page('签到配置', 'sign', 'shop/sign/index', 'SignConfig', 'sign2', { permission: 'sign:list' }),
  ]),
  folder('内容', 'content', 'article', [
    page('轮播图', 'banner', 'wechat/banner/index', 'Banner', 'banner', { permission: 'banner:list' }),
    page('资讯', 'article', 'wechat/article/index', 'Article', 'news', {
      permission: 'article:list',
      children: crudButtons('article', '资讯'),
    }),
    page('图片库', 'pictures', 'tools/picture/index', 'Pictures', 'icon', {
      permission: 'pictures:list',
      children: [{ title: '上传图片', type: 2, permission: 'pictures:add' }],
    }),
  ]),
  folder(
    '系统管理',
    'system',
    'system',
    [
      page('用户管理', 'user', 'system/user/index', 'User', 'peoples', {
        permission: 'user:list',
        editor: true,
        children: crudButtons('user', '用户'),
      }),
      page('角色管理', 'role', 'system/role/index', 'Role', 'role', {
        permission: 'roles:list',
        editor: true,
        children: crudButtons('roles', '角色'),
      }),
      page('菜单管理', 'menu', 'system/menu/index', 'Menu', 'menu', {
        permission: 'menu:list',
        cache: true,
        editor: true,
        children: crudButtons('menu', '菜单'),
      }),
      page('部门管理', 'dept', 'system/dept/index', 'Dept', 'dept', {
        permission: 'dept:list',
        editor: true,
        children: crudButtons('dept', '部门'),
      }),
      page('岗位管理', 'job', 'system/job/index', 'Job', 'Steve-Jobs', {
        permission: 'job:list',
        editor: true,
        children: crudButtons('job', '岗位'),
      }),
      page('字典管理', 'dict', 'system/dict/index', 'Dict', 'dictionary', {
        permission: 'dict:list',
        cache: true,
        editor: true,
        children: crudButtons('dict', '字典'),
      }),
    ],
    { editor: true },
  ),
  folder('系统监控', 'monitor', 'monitor', [
    // Issue 15: yshop's permissions (docs/monitor-wire.md); migration 4 adds the same to older databases.
    page('在线用户', 'online', 'monitor/online/index', 'OnlineUser', 'Steve-Jobs', { permission: 'auth_online' }),
    page('操作日志', 'logs', 'monitor/log/index', 'Log', 'log', {
      permission: 'log:list',
      children: [{ title: '清空操作日志', type: 2, permission: 'logInfo:remove' }],
    }),
    page('异常日志', 'errorLog', 'monitor/log/errorLog', 'ErrorLog', 'error', {
      permission: 'logError:list',
      children: [
        { title: '异常详情', type: 2, permission: 'logError:detail' },
        { title: '清空异常日志', type: 2, permission: 'logError:remove' },
      ],
    }),
    page('SQL监控', 'druid', 'monitor/sql/index', 'Sql', 'sqlMonitor'),
    page('服务监控', 'server', 'monitor/server/index', 'ServerMonitor', 'codeConsole', { permission: 'monitor:list' }),
    page('Redis监控', 'redis', 'monitor/redis/index', 'Redis', 'database', { permission: 'redis:list' }),
  ]),
  folder('系统工具', 'sys-tools', 'sys-tools', [
    page('定时任务', 'timing', 'system/timing/index', 'Timing', 'timing', {
      permission: 'timing:list',
      children: crudButtons('timing', '任务'),
    }),
    page('代码生成', 'generator', 'generator/index', 'GeneratorIndex', 'dev', { cache: true }),
    page('生成配置', 'generator/config/:tableName', 'generator/config', 'GeneratorConfig', 'dev', { hidden: true }),
    folder('存储管理', 'storage', 'backup', [
      page('本地存储', 'local', 'tools/storage/index', 'Storage', 'database', { permission: 'storage:list' }),
      page('七牛云存储', 'qiniu', 'tools/storage/qiniu/index', 'QiNiu', 'qiniu'),
    ]),
    page('邮件工具', 'email', 'tools/email/index', 'Email', 'email'),
    page('支付宝工具', 'aliPay', 'tools/aliPay/index', 'AliPay', 'alipay'),
    page('接口文档', 'swagger2', 'tools/swagger/index', 'Swagger', 'swagger'),
    { title: '项目主页', type: 1, path: 'https://github.com/elunez/eladmin', icon: 'app', iFrame: true },
  ]),
];
