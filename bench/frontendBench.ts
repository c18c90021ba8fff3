import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pinyin } from 'pinyin-pro';
import { buildNavigation } from '../src/features/navigation/buildNavigation';
import { parseMenus } from '../src/features/navigation/parseMenus';
import { createMenuSearch } from '../src/features/search/menuSearch';
import { searchItemsFrom } from '../src/features/search/searchItems';
import type { WeightReport } from '../scripts/webpack/LoginWeightPlugin';
import { atMost, median, round, type Figure } from './figure';

const WORDS = ['系统', '管理', '用户', '角色', '菜单', '字典', '商品', '订单', '营销', '优惠券', '秒杀', '拼团', '分销', '积分', '内容', '轮播图', '资讯', '监控', '日志', '工具', '存储', '邮件', '支付', '部门', '岗位', '定时', '任务', '代码', '生成', '配置'];
const title = (i: number) => `${WORDS[i % WORDS.length]}${WORDS[(i * 7 + 3) % WORDS.length]}${i}`;

/** A menu answer of `folders` folders with `pages` pages each (nested one level). */
export function syntheticMenus(folders: number, pages: number): unknown[] {
  return Array.from({ length: folders }, (_, f) => ({
    name: `F${f}`,
    path: `/f${f}`,
    component: 'Layout',
    alwaysShow: true,
    redirect: 'noredirect',
    meta: { title: title(f), icon: 'system', noCache: true },
    children: Array.from({ length: pages }, (_, p) => ({ name: `P${f}-${p}`, path: `p${p}`, component: 'system/dict/index', meta: { title: title(f * pages + p), noCache: false } })),
  }));
}

function timeIt(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export function weightFigures(root: string): Figure[] {
  const report = JSON.parse(fs.readFileSync(path.join(root, 'reports/weights.json'), 'utf8')) as WeightReport;
  console.log('Largest modules (source bytes):');
  for (const m of report.largestModules.slice(0, 10)) console.log(`  ${(m.bytes / 1024).toFixed(1).padStart(8)} KB  ${m.module}`);
  return [
    atMost('JS+CSS before /login renders (gzip)', report.loginBytes / 1024, 'KB', 170),
    atMost('JS+CSS until the dashboard renders after login (gzip)', report.dashboardBytes / 1024, 'KB', 300),
    ...SYSTEM_SCREENS.flatMap(([chunk, title]) => [
      atMost(`${title}: its own code (gzip)`, (report.screenOwnBytes[chunk] ?? Number.POSITIVE_INFINITY) / 1024, 'KB', 40),
      { name: `  ${title}: a first visit after the dashboard, shared MUI inputs, table and kit included (gzip)`, value: round((report.screenBytes[chunk] ?? 0) / 1024), unit: 'KB', budget: '-', pass: true },
    ]),
    // The kit's rich-text editor (TipTap, ProseMirror) is one chunk of its own, fetched when 商品表单 or 图文表单 opens.
    { name: '  The rich-text editor of 商品表单 and 图文表单, one lazy chunk (gzip)', value: round((report.screenOwnBytes['lazy-rich-text-editor'] ?? 0) / 1024), unit: 'KB', budget: '-', pass: true },
  ];
}

/**
 * Issue 14's and 15's screens, each within 40 KB of its own code (a screen not built fails).
 * The MUI inputs, table and the kit they share come once, with the first of them opened:
 * shown beside, for information. 操作日志 and 异常日志 share their folder's list code,
 * which is therefore in neither's own figure but in both first-visit figures. A screen's
 * chunk is `view-` and its view path with dashes (src/app/pages/viewRegistry.ts).
 */
const SYSTEM_SCREENS: readonly (readonly [chunk: string, title: string])[] = [
  ['view-system-user-index', '用户管理'],
  ['view-shop-goods-tab', '商品管理'],
  ['view-shop-goods-form', '商品表单'],
  ['view-shop-storeProductRule-index', '商品规格'],
  ['view-system-role-index', '角色管理'],
  ['view-system-dept-index', '部门管理'],
  ['view-system-job-index', '岗位管理'],
  // Issue 25 (O-C2).
  ['view-shop-express-index', '物流快递'],
  ['view-shop-afterSeals-index', '售后'],
  ['view-monitor-online-index', '在线用户'],
  ['view-monitor-log-index', '操作日志'],
  ['view-monitor-log-errorLog', '异常日志'],
  // Issue 24 (C1).
  ['view-shop-cate-index', '商品分类'],
  ['view-shop-shippingTemplates-index', '运费模板'],
  ['view-shop-reply-index', '评论管理'],
  // Issue 25: the dialogs both share are in neither's own figure (a chunk of their own).
  ['view-shop-order-index', '订单'],
  ['view-shop-order-detail', '订单详情'],
  // Issue 32: 优惠券's three screens (发布 in its own file of 优惠券制作's folder; the kit's pick dialog in the kit).
  ['view-activity-coupon-index', '优惠券制作'],
  ['view-activity-couponissue-index', '已发布优惠券'],
  ['view-activity-storecouponuser-index', '优惠券领取记录'],
  // Issue 33: 商品收藏 and 用户足迹 (their shared columns in 商品收藏's folder), App版本.
  ['view-shop-collect-index', '商品收藏'],
  ['view-shop-foot-index', '用户足迹'],
  ['view-shop-appVersion-index', 'App版本'],
  ['view-wechat-template-index', '微信模板消息'],
  ['view-shop-customer-index', '订单消息管理'],
  ['view-wechat-reply-index', '自动回复'],
  ['view-wechat-menu-index', '微信菜单'],
  // Issue 31: the bills' three screens (their shared fields are in each's own figure or a chunk of their own).
  ['view-shop-user-bill', '用户账单'],
  ['view-shop-user-pobill', '积分记录'],
  ['view-shop-user-brobill', '分销记录'],
  // Issue 32: 会员 (its row actions in their own file of the view's folder).
  ['view-shop-user-index', '会员'],
  // Issue 32: 分销员, the members seen read-only (its fields shared with 会员 in the view's folder).
  ['view-shop-user-aindex', '分销员'],
  // Issue 32: 充值管理 and 提现管理 (its review acts in their own file of the view's folder).
  ['view-shop-recharge-index', '充值管理'],
  ['view-activity-extract-index', '提现管理'],
  // Issue 31: a settings form (the kit's SettingsForm).
  ['view-wechat-config-point', '积分配置'],
  // Issue 33: the other config forms (公众号配置's picture keys bring the picture dialog's code).
  ['view-wechat-config-index', '公众号配置'],
  ['view-wechat-config-pay', '微信支付配置'],
  ['view-wechat-config-wxapp', '小程序配置'],
  ['view-wechat-config-shop', '商城系统配置'],
  ['view-wechat-config-sms', '阿里云短信'],
  ['view-wechat-config-express', '快递鸟配置'],
  ['view-wechat-config-promoter', '分销配置'],
  // Issue 33: 商城设置's group screens (the kit's GroupPage; each screen is its group's resource).
  ['view-shop-set-index', '首页幻灯片'],
  ['view-shop-set-menu', '首页导航按钮'],
  ['view-shop-set-roll', '首页滚动新闻'],
  ['view-shop-set-hot', '热门搜索'],
  ['view-shop-set-usermenu', '个人中心菜单'],
  ['view-shop-set-sign', '签到天数配置'],
  ['view-shop-set-recharge', '充值金额配置'],
  // Issue 33: 图文管理 and its form page (the rich-text editor is the product form's lazy chunk, shared).
  ['view-wechat-article-index', '图文管理'],
  ['view-wechat-article-form', '图文表单'],
];

export function navigationFigure(): Figure {
  const raw = syntheticMenus(100, 99); // 100 folders + 9,900 pages = 10,000 entries
  // Two warm-up runs: the second is still about twice the steady figure while V8
  // optimises (with one, it was the first timed run).
  for (let i = 0; i < 2; i += 1) buildNavigation(parseMenus(raw).entries);
  const ms = timeIt(15, () => buildNavigation(parseMenus(raw).entries));
  return atMost('Menu entries to routes, 10,000-entry tree (median of 15)', ms, 'ms', 20);
}

export function searchFigure(): Figure {
  const nav = buildNavigation(parseMenus(syntheticMenus(50, 100)).entries); // 5,000 routes
  const search = createMenuSearch(searchItemsFrom({ routes: nav.routes, menu: nav.menu }), pinyin);
  const queries = ['字典管理', 'zidian', 'zdgl', 'xitong', '商品', 'yhq', 'dict'];
  const times: number[] = [];
  search.search('warm');
  for (const query of queries) {
    for (let n = 1; n <= query.length; n += 1) {
      const start = performance.now();
      search.search(query.slice(0, n));
      times.push(performance.now() - start);
    }
  }
  return atMost(`Header search over ${nav.routes.length} routes, per keystroke (median, pinyin included)`, median(times), 'ms', 16);
}
