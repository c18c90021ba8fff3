import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { DUMP_ROWS } from './dump-rows';
import { GROUP_NAMES, groupValue } from './groups';
import type { GroupDataDto } from './schemas';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const URL = '/api/yxSystemGroupData';
type Page = { content: GroupDataDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `${URL}?page=0&size=50&sort=id,asc&${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const send = (method: 'POST' | 'PUT', body: unknown, token = admin) => call(t.app, method, URL, { token, body });
const stored = (id: number) => t.app.ctx.db.prepare('SELECT group_name, value, sort, status, is_del FROM yx_system_group_data WHERE id = ?').get(id) as { value: string };

const banner = { groupName: 'yshop_home_banner', name: '双十一', url: '/goods_list', uniapp_url: '/pages/shop/GoodsList/index', pic: 'https://example.com/b.jpg', color: '#ff6600', sort: 5, status: 1 };

describe('GET api/yxSystemGroupData', () => {
  it("lists a group's live rows in 排序 order (the client's sort ignored), as yshop's shape", async () => {
    const page = await list('groupName=yshop_home_menus');
    expect(page.content.map((r) => r.map.name)).toEqual(['全部商品', '图文资讯', '我的收藏', '优惠券', '拼团专区', '积分签到', '秒杀专区', '砍价专区']);
    expect(page.content[0]).toEqual({
      id: 180,
      groupName: 'yshop_home_menus',
      value: JSON.stringify(page.content[0]!.map),
      map: { name: '全部商品', url: '/goods_list', uniapp_url: '/pages/shop/GoodsList/index', wxapp_url: '/pages/shop/GoodsClass/main', pic: '/file/pictures/seed-setting-180.png' },
      addTime: null,
      sort: 9,
      status: 1,
    });
    expect((await list('groupName=yshop_home_banner')).content.map((r) => r.id)).toEqual([219, 177]);
    // The dump's CDN pictures are this server's seed pictures (the console loads pictures from its own origin only).
    const picture = await call(t.app, 'GET', '/file/pictures/seed-setting-180.png', { token: admin });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it("keeps the dump's deleted rows hidden, filters by status, and stores numbers as numbers", async () => {
    expect((await list('groupName=yshop_my_menus')).content.map((r) => r.id)).toEqual([225, 190, 191, 192, 194, 195]);
    expect((await list('groupName=yshop_sign_day_num')).content.map((r) => [r.map.day, r.map.sign_num])).toEqual([
      ['第一天', 10], ['第二天', 20], ['第三天', 30], ['第四天', 40], ['第五天', 50], ['第六天', 60], ['奖励', 100],
    ]);
    expect((await list('groupName=yshop_recharge_price_ways')).content.map((r) => r.map)).toEqual([{ price: 100, give_price: 10 }, { price: 1, give_price: 1 }, { price: 1, give_price: 1 }]);
    expect((await list('groupName=yshop_hot_search&status=0')).totalElements).toBe(0);
    expect((await list('groupName=yshop_seckill_time')).totalElements).toBe(0);
    expectError(await call(t.app, 'GET', `${URL}?status=2`, { token: admin }), 400, '是否显示只能是 1（显示）或 0（不显示）');
  });

  it('seeds every value exactly as a write would store it (the group’s keys, checked)', () => {
    for (const row of DUMP_ROWS) expect(groupValue(row.group, row.value)).toEqual({ ok: true, value: row.value });
    expect(new Set(DUMP_ROWS.map((r) => r.group))).toEqual(new Set(GROUP_NAMES));
  });
});

describe('POST / PUT / DELETE api/yxSystemGroupData', () => {
  it('stores a clean value (no id, imageArr, sort or status; absent keys empty), edits it whole and soft-deletes it, each logged', async () => {
    const created = await send('POST', { ...banner, id: 3, imageArr: [banner.pic], addTime: '' });
    expect({ status: created.statusCode, body: created.json<unknown>() }).toEqual({ status: 201, body: true });
    const row = (await list('groupName=yshop_home_banner')).content[0]!;
    expect(row).toMatchObject({ sort: 5, status: 1, map: { name: '双十一', url: '/goods_list', uniapp_url: '/pages/shop/GoodsList/index', wxapp_url: '', pic: banner.pic, color: '#ff6600' } });
    expect(Object.keys(JSON.parse(stored(row.id).value) as object)).toEqual(['name', 'url', 'uniapp_url', 'wxapp_url', 'pic', 'color']);

    expect((await send('PUT', { ...banner, id: row.id, name: ' 双十二 ', color: '', sort: null, status: 0 })).statusCode).toBe(204);
    expect(stored(row.id)).toMatchObject({ sort: 0, status: 0, is_del: 0 });
    expect(JSON.parse(stored(row.id).value)).toMatchObject({ name: '双十二', color: '' });

    expect((await call(t.app, 'DELETE', `${URL}/${row.id}`, { token: admin })).statusCode).toBe(200);
    expect(stored(row.id)).toMatchObject({ is_del: 1 });
    expect((await list('groupName=yshop_home_banner')).content.map((r) => r.id)).toEqual([219, 177]);
    expect([logRows(t.app, '新增数据配置'), logRows(t.app, '修改数据配置'), logRows(t.app, '删除数据配置')].map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it('stores numbers as numbers: 获取积分 a whole number, 额度 and 赠送 amounts', async () => {
    expect((await send('POST', { groupName: 'yshop_sign_day_num', day: '第七天', sign_num: '15', sort: 2, status: 1 })).statusCode).toBe(201);
    expect((await send('POST', { groupName: 'yshop_recharge_price_ways', price: '100.50', give_price: 0, sort: 0, status: 1 })).statusCode).toBe(201);
    expect((await list('groupName=yshop_sign_day_num')).content.find((r) => r.map.day === '第七天')!.value).toBe('{"day":"第七天","sign_num":15}');
    expect((await list('groupName=yshop_recharge_price_ways')).content.map((r) => r.value)).toContain('{"price":100.5,"give_price":0}');
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['首页幻灯片 without a 标题', { ...banner, name: ' ' }, '名称必须填写'],
    ['首页幻灯片 without a picture', { ...banner, pic: '' }, '图片必须上传'],
    ['首页幻灯片 with a colour that is not one', { ...banner, color: 'red' }, '轮播背景色必须是颜色值，如 #ff0000'],
    ['首页幻灯片 with a link that is not text', { ...banner, url: 5 }, '链接url必须是文字'],
    ['首页幻灯片 with a long link', { ...banner, url: 'x'.repeat(501) }, '链接url不能超过 500 个字符'],
    ['首页导航按钮 without a name', { groupName: 'yshop_home_menus', pic: 'https://example.com/a.png', status: 1 }, '名称必须填写'],
    ['首页导航按钮 without an icon', { groupName: 'yshop_home_menus', name: '全部', status: 1 }, '图片必须上传'],
    ['首页滚动新闻 without its text', { groupName: 'yshop_home_roll_news', info: '', status: 1 }, '简介必须填写'],
    ['热门搜索 without a 标签', { groupName: 'yshop_hot_search', title: '', status: 1 }, '标题必须填写'],
    ['个人中心菜单 without an icon', { groupName: 'yshop_my_menus', name: '我的', pic: ' ', status: 1 }, '图片必须上传'],
    ['签到天数配置 without its day', { groupName: 'yshop_sign_day_num', sign_num: 1, status: 1 }, '第几天必须填写'],
    ['签到天数配置 with negative points', { groupName: 'yshop_sign_day_num', day: '第一天', sign_num: -1, status: 1 }, '获取积分必须是 0 到 99999999 之间的整数'],
    ['签到天数配置 with fractional points', { groupName: 'yshop_sign_day_num', day: '第一天', sign_num: '1.5', status: 1 }, '获取积分必须是 0 到 99999999 之间的整数'],
    ['充值金额配置 of nothing', { groupName: 'yshop_recharge_price_ways', price: 0, give_price: 0, status: 1 }, '额度必须大于 0'],
    ['充值金额配置 with a bonus that is not a number', { groupName: 'yshop_recharge_price_ways', price: 1, give_price: 'x', status: 1 }, '赠送必须是数字'],
    ['充值金额配置 with three decimals', { groupName: 'yshop_recharge_price_ways', price: '1.005', give_price: 0, status: 1 }, '额度最多两位小数'],
    ['a group it does not keep', { groupName: 'yshop_seckill_time', time: 5, continued: 2, status: 1 }, '未知的数据组：yshop_seckill_time'],
    ['a key of another group', { groupName: 'yshop_hot_search', title: '照片', pic: 'https://example.com/a.png', status: 1 }, '未知的字段：pic'],
    ['no status', { groupName: 'yshop_hot_search', title: '照片' }, '是否显示只能是 1（显示）或 0（不显示）'],
    ['a status of 2', { groupName: 'yshop_hot_search', title: '照片', status: 2 }, '是否显示只能是 1（显示）或 0（不显示）'],
    ['no group', { title: '照片', status: 1 }, '请提供数据组名称'],
  ];
  it.each(cases)('refuses %s', async (_case, body, message) => {
    const count = () => t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_system_group_data').pluck().get();
    const before = count();
    expectError(await send('POST', body), 400, message);
    expectError(await send('PUT', { ...body, id: 219 }), 400, message);
    expect(count()).toBe(before);
  });

  it('refuses an edit or a delete of an unknown, deleted or other group’s id (数据不存在)', async () => {
    expectError(await send('PUT', { ...banner, id: 999_999 }), 400, '数据不存在');
    expectError(await send('PUT', banner), 400, '数据不存在');
    expectError(await send('PUT', { groupName: 'yshop_hot_search', title: '照片', status: 1, id: 219 }), 400, '数据不存在');
    expectError(await send('PUT', { groupName: 'yshop_my_menus', name: '会员中心', pic: 'https://example.com/a.png', status: 1, id: 189 }), 400, '数据不存在');
    expectError(await call(t.app, 'DELETE', `${URL}/189`, { token: admin }), 400, '数据不存在');
    expectError(await call(t.app, 'DELETE', `${URL}/999999`, { token: admin }), 400, '数据不存在');
    expect(JSON.parse(stored(219).value)).toMatchObject({ name: '222' });
  });

  it('checks YXSYSTEMGROUPDATA_SELECT / _CREATE / _EDIT / _DELETE, and _ALL for all (admin passes)', async () => {
    const reader = await signInWith(t.app, ['YXSYSTEMGROUPDATA_SELECT']);
    expect((await list('groupName=yshop_hot_search', reader)).totalElements).toBe(3);
    expect((await send('POST', { groupName: 'yshop_hot_search', title: '新品', status: 1 }, reader)).statusCode).toBe(403);
    const writer = await signInWith(t.app, ['YXSYSTEMGROUPDATA_CREATE', 'YXSYSTEMGROUPDATA_EDIT', 'YXSYSTEMGROUPDATA_DELETE']);
    expect((await send('POST', { groupName: 'yshop_hot_search', title: '新品', status: 1 }, writer)).statusCode).toBe(201);
    expect((await send('PUT', { groupName: 'yshop_hot_search', title: '照片墙', status: 1, id: 183 }, writer)).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `${URL}/184`, { token: writer })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', URL, { token: writer })).statusCode).toBe(403);
    const all = await signInWith(t.app, ['YXSYSTEMGROUPDATA_ALL']);
    expect((await list('groupName=yshop_hot_search', all)).content.map((r) => r.map.title)).toEqual(['新品', '打印', '照片墙']);
  });
});
