import type { ResourceSeed } from '../db/seed';
import { seedPicture } from '../db/seed-picture';
import { button, page, type SeedMenu } from '../db/seed-menus';
import { parseDateTime } from '../shared/time';
import { DUMP_ROWS } from './dump-rows';
import type { GroupName } from './groups';

const LIST = 'YXSYSTEMGROUPDATA_ALL,YXSYSTEMGROUPDATA_SELECT';

/** How the seeded pictures are named in 上传图片: the screen and the row (`首页幻灯片-177.png`). */
const PICTURE_NAMES: Readonly<Partial<Record<GroupName, string>>> = { yshop_home_banner: '首页幻灯片', yshop_home_menus: '首页导航按钮', yshop_my_menus: '个人中心菜单' };

/** A group screen's page with the dump's three buttons (`新增幻灯片`, `修改幻灯片`, `删除幻灯片`). */
const groupPage = (title: string, path: string, component: string, componentName: string, icon: string, subject: string): SeedMenu =>
  page(title, path, component, componentName, icon, {
    permission: LIST,
    children: [button(`新增${subject}`, 'YXSYSTEMGROUPDATA_CREATE'), button(`修改${subject}`, 'YXSYSTEMGROUPDATA_EDIT'), button(`删除${subject}`, 'YXSYSTEMGROUPDATA_DELETE')],
  });

/**
 * The group screens' menus (CONTRACT-MEMBERS 1, 5.7, 6: the dump's 56, 57, 59, 60, 61 in
 * 商城配置 at the dump's places, 79 in 积分管理 after 积分记录, 182 in 财务管理 after 充值管理,
 * its parent in the dump) with their buttons 188-210. The dump hides 56, 57 and 59; here
 * they show: they are the storefront's main settings (docs/decisions.md). Not the editor's:
 * they change what every shopper sees. The dump's rows of the seven groups are the shop's
 * starting settings, not demo data: they go in with `SEED_DEMO=0` too.
 */
export const groupDataSeed: ResourceSeed = {
  menus: [
    { folder: 'mallset', sort: 51, menu: groupPage('首页幻灯片', 'homeBanner', 'shop/set/index', 'HomeBanner', 'banner', '幻灯片') },
    { folder: 'mallset', sort: 52, menu: groupPage('首页导航按钮', 'homeMenus', 'shop/set/menu', 'HomeMenus', 'button', '导航按钮') },
    { folder: 'mallset', sort: 54, menu: groupPage('首页滚动新闻', 'roll', 'shop/set/roll', 'Roll', 'news', '滚动新闻') },
    { folder: 'mallset', sort: 55, menu: groupPage('热门搜索', 'hot', 'shop/set/hot', 'Hot', 'search', '热门搜索') },
    { folder: 'mallset', sort: 56, menu: groupPage('个人中心菜单', 'userMenu', 'shop/set/usermenu', 'UserMenu', 'menu', '个人中心菜单') },
    { folder: 'syspoints', sort: 4, menu: groupPage('签到天数配置', 'signday', 'shop/set/sign', 'Signday', 'sign2', '签到天数') },
    { folder: 'price', sort: 3, menu: groupPage('充值金额配置', 'rechargeset', 'shop/set/recharge', 'Rechargeset', 'money', '充值金额') },
  ],
  rows: ({ db, at }) => {
    const insert = db.prepare('INSERT INTO yx_system_group_data (id, group_name, value, create_time, update_time, sort, status, is_del) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const time = (text: string | undefined) => (text === undefined ? null : parseDateTime(text));
    for (const r of DUMP_ROWS) {
      // The dump's pictures are on yshop's CDN, which the console's CSP (img-src 'self') does not load: each is a seed picture of this server.
      const value = typeof r.value.pic === 'string' ? { ...r.value, pic: seedPicture(db, at, 'setting', r.id, `${PICTURE_NAMES[r.group] ?? r.group}-${r.id}.png`) } : r.value;
      insert.run(r.id, r.group, JSON.stringify(value), time(r.created), time(r.updated), r.sort, r.status ?? 1, r.deleted ? 1 : 0);
    }
  },
};
