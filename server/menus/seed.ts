import type { ResourceSeed } from '../db/seed';
import { button, crudButtons, folder, page, type SeedMenu } from '../db/seed-menus';

/**
 * The menu areas of a commerce back office, and the shop's pages that have no resource
 * of their own yet; each resource places its own page into these folders (its
 * `resource.ts`), in its place.
 */
const AREAS: SeedMenu[] = [
  // CONTRACT-SHOP section 1 (yshop's view paths, routes and permission strings). The
  // products, rules and reviews resources place their own pages between these (their
  // seed.ts); the pages here have their server in other resources or issues, and show
  // 页面未实现 until their screens exist. Pages carry their list permission and are the
  // editor's; their buttons and the product form's hidden entries are not. See
  // docs/decisions.md "Shop server: 商品, 规格模板, 评论" for the `_ALL` pieces
  // the dump hangs on page rows and the list strings added to 商品规格 and 运费模板.
  folder(
    '商品管理',
    'shop',
    'shop',
    [
      page('商品分类', 'cate', 'shop/cate/index', 'Cate', 'list', {
        sort: 1,
        permission: 'cate:list,YXSTORECATEGORY_SELECT',
        editor: true,
        children: [button('新增分类', 'YXSTORECATEGORY_CREATE'), button('分类编辑', 'YXSTORECATEGORY_EDIT'), button('分类删除', 'YXSTORECATEGORY_DELETE')],
      }),
      page('运费模板', 'shippingTemplates', 'shop/shippingTemplates/index', 'ShippingTemplates', 'price', {
        sort: 6,
        permission: 'yxShippingTemplates:list',
        editor: true,
        children: [button('新增、修改模板', 'yxShippingTemplates:add'), button('删除模板', 'yxShippingTemplates:del')],
      }),
    ],
    { editor: true },
  ),
  folder(
    '订单管理',
    'order',
    'order',
    [
      page('订单', 'order', 'shop/order/index', 'Order', 'order', {
        sort: 1,
        permission: 'YXSTOREORDER_SELECT',
        editor: true,
        children: [button('编辑', 'YXSTOREORDER_EDIT')],
      }),
      page('订单详情', 'detail/:id', 'shop/order/detail', 'OrderDetail', 'order', { sort: 2, hidden: true, editor: true }),
      page('物流快递', 'express', 'shop/express/index', 'Express', 'express', {
        sort: 4,
        permission: 'YXEXPRESS_SELECT',
        editor: true,
        children: [button('新增物流', 'YXEXPRESS_CREATE'), button('编辑物流', 'YXEXPRESS_EDIT'), button('删除物流', 'YXEXPRESS_DELETE')],
      }),
      page('售后', 'afterSeals', 'shop/afterSeals/index', 'AfterSeals', 'rec', {
        sort: 5,
        permission: 'yxStoreAfterSales:list',
        editor: true,
        children: [button('新增', 'yxStoreAfterSales:add'), button('修改', 'yxStoreAfterSales:edit'), button('删除', 'yxStoreAfterSales:del')],
      }),
    ],
    { editor: true },
  ),
  // issue 31 folder: 积分管理, where 积分配置 (server/system-config) places its page.
  folder('积分管理', 'syspoints', 'money', []),
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
  ]),
  folder('系统管理', 'system', 'system', [], { editor: true }),
  folder('系统监控', 'monitor', 'monitor', [
    page('SQL监控', 'druid', 'monitor/sql/index', 'Sql', 'sqlMonitor', { sort: 4 }),
    page('服务监控', 'server', 'monitor/server/index', 'ServerMonitor', 'codeConsole', { permission: 'monitor:list', sort: 5 }),
    page('Redis监控', 'redis', 'monitor/redis/index', 'Redis', 'database', { permission: 'redis:list', sort: 6 }),
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

/**
 * The menu tree (every resource's entries, assembled), each menu given to the roles
 * holding `admin` and the ones marked `editor` to the `editor` role too.
 */
export const menuSeed: ResourceSeed = {
  menus: [
    ...AREAS.map((menu, i) => ({ folder: null, sort: i + 1, menu })),
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
  ],
  rows: ({ db, at, menus }) => {
    const roleOf = db.prepare<[string], number>('SELECT id FROM roles WHERE permission = ?').pluck();
    const adminRole = roleOf.get('admin');
    const editorRole = roleOf.get('editor');
    const insertMenu = db.prepare(`INSERT INTO menus
      (pid, type, name, path, component, component_name, icon, sort, i_frame, cache, hidden, permission, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const linkMenu = db.prepare('INSERT INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
    const addMenus = (list: readonly SeedMenu[], pid: number | null): void => {
      list.forEach((m, index) => {
        const id = Number(
          insertMenu.run(
            pid,
            m.type,
            m.title,
            m.path ?? null,
            m.component ?? null,
            m.componentName ?? null,
            m.icon ?? null,
            index + 1,
            m.iFrame ? 1 : 0,
            m.cache ? 1 : 0,
            m.hidden ? 1 : 0,
            m.permission ?? null,
            at,
          ).lastInsertRowid,
        );
        if (adminRole !== undefined) linkMenu.run(adminRole, id);
        if (m.editor && editorRole !== undefined) linkMenu.run(editorRole, id);
        if (m.children) addMenus(m.children, id);
      });
    };
    addMenus(menus, null);
  },
};
