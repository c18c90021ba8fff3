import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGroupData, type GroupFlavour, type GroupRecord } from '@/testing/fakeGroupData';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import HotSearchPage from './hot';
import HomeBannerPage from './index';
import HomeMenuPage from './menu';
import RechargeChoicePage from './recharge';
import RollNewsPage from './roll';
import SignDayPage from './sign';
import UserMenuPage from './usermenu';

/** One family of group screens (a distinct set of key kinds), over rows of the dump's shape (CONTRACT-MEMBERS 9). */
interface Family {
  name: string;
  Page: ComponentType;
  group: string;
  title: string;
  rows: GroupRecord[];
  headers: string[];
  /** The first row's cells from ID to 状态. */
  first: string[];
  /** Inputs typed in 新增, by label, and the keys they send besides sort and status. */
  typed: [RegExp, string][];
  sent: Record<string, unknown>;
  /** The message of 新增 left empty. */
  empty: string;
}

const row = (id: number, groupName: string, sort: number, map: Record<string, unknown>): GroupRecord => ({ id, groupName, sort, status: 1, map });
const links = (url: string, uniapp: string) => ({ url, uniapp_url: uniapp, wxapp_url: '' });

const FAMILIES: Family[] = [
  {
    name: '首页幻灯片 (text, link, picture, colour)', Page: HomeBannerPage, group: 'yshop_home_banner', title: '幻灯片',
    rows: [row(177, 'yshop_home_banner', 1, { name: 'banner2', ...links('wwww', ''), pic: 'https://image.dayouqiantu.cn/5c9f05aee5059.jpg', color: '' }), row(219, 'yshop_home_banner', 2, { name: '222', ...links('/', ''), pic: 'https://image.dayouqiantu.cn/1.jpg', color: '#ff6600' })],
    headers: ['ID', '标题', '链接url', 'uniapp路由', '图片', '轮播背景色', '排序', '状态'],
    first: ['219', '222', '/', '', '', '#ff6600', '2', '显示'],
    typed: [[/标题/, '双十一'], [/H5跳转url/, '/goods_list'], [/图片/, 'https://img.example.com/b.jpg']],
    sent: { name: '双十一', url: '/goods_list', uniapp_url: '', wxapp_url: '', pic: 'https://img.example.com/b.jpg', color: '' },
    empty: '名称必须填写',
  },
  {
    name: '首页导航按钮 (text, link, picture)', Page: HomeMenuPage, group: 'yshop_home_menus', title: '导航按钮',
    rows: [row(180, 'yshop_home_menus', 9, { name: '全部商品', ...links('/goods_list', '/pages/shop/GoodsList/index'), pic: 'https://image.dayouqiantu.cn/all.png' })],
    headers: ['ID', '分类名称', '链接url', 'uniapp路由', '分类图标', '排序', '状态'],
    first: ['180', '全部商品', '/goods_list', '/pages/shop/GoodsList/index', '', '9', '显示'],
    typed: [[/分类名称/, '新品'], [/分类图标/, 'https://img.example.com/n.png']],
    sent: { name: '新品', url: '', uniapp_url: '', wxapp_url: '', pic: 'https://img.example.com/n.png' },
    empty: '名称必须填写',
  },
  {
    name: '个人中心菜单 (text, link, picture)', Page: UserMenuPage, group: 'yshop_my_menus', title: '个人中心菜单',
    rows: [row(225, 'yshop_my_menus', 10, { name: '我的足迹', ...links('', '/pages/shop/GoodsFoot/index'), pic: 'https://image.dayouqiantu.cn/zj.png' })],
    headers: ['ID', '菜单名', '链接url', 'uniapp路由', '图标', '排序', '状态'],
    first: ['225', '我的足迹', '', '/pages/shop/GoodsFoot/index', '', '10', '显示'],
    typed: [[/菜单名/, '我的订单'], [/uniapp路由/, '/pages/order/index'], [/图标/, 'https://img.example.com/o.png']],
    sent: { name: '我的订单', url: '', uniapp_url: '/pages/order/index', wxapp_url: '', pic: 'https://img.example.com/o.png' },
    empty: '图片必须上传',
  },
  {
    name: '首页滚动新闻 (text, link)', Page: RollNewsPage, group: 'yshop_home_roll_news', title: '滚动新闻',
    rows: [row(182, 'yshop_home_roll_news', 2, { info: 'yshop3.0', ...links('/news_list', '/pages/shop/news/NewsList/index') })],
    headers: ['ID', '滚动文字', '链接url', 'uniapp路由', '排序', '状态'],
    first: ['182', 'yshop3.0', '/news_list', '/pages/shop/news/NewsList/index', '2', '显示'],
    typed: [[/滚动文字/, '新品上架'], [/跳转url/, '/news_list']],
    sent: { info: '新品上架', url: '/news_list', uniapp_url: '', wxapp_url: '' },
    empty: '简介必须填写',
  },
  {
    name: '热门搜索 (text)', Page: HotSearchPage, group: 'yshop_hot_search', title: '热门搜索',
    rows: [row(183, 'yshop_hot_search', 0, { title: '照片' }), row(188, 'yshop_hot_search', 0, { title: '打印' })],
    headers: ['ID', '标签', '排序', '状态'],
    first: ['188', '打印', '0', '显示'],
    typed: [[/标签/, '手机']],
    sent: { title: '手机' },
    empty: '标题必须填写',
  },
  {
    name: '签到天数配置 (text, number)', Page: SignDayPage, group: 'yshop_sign_day_num', title: '签到天数',
    rows: [row(202, 'yshop_sign_day_num', 9, { day: '第一天', sign_num: 10 }), row(208, 'yshop_sign_day_num', 3, { day: '奖励', sign_num: 100 })],
    headers: ['ID', '第几天', '获取积分', '排序', '状态'],
    first: ['202', '第一天', '10', '9', '显示'],
    typed: [[/第几天/, '第七天'], [/获取积分/, '70']],
    sent: { day: '第七天', sign_num: 70 },
    empty: '第几天必须填写',
  },
  {
    name: '充值金额配置 (money)', Page: RechargeChoicePage, group: 'yshop_recharge_price_ways', title: '充值金额',
    rows: [row(222, 'yshop_recharge_price_ways', 1, { price: 100, give_price: 10 }), row(223, 'yshop_recharge_price_ways', 0, { price: 1, give_price: 1 })],
    headers: ['ID', '额度', '赠送', '排序', '状态'],
    first: ['222', '100.00', '10.00', '1', '显示'],
    typed: [[/额度/, '200'], [/赠送/, '20.5']],
    sent: { price: '200.00', give_price: '20.50' },
    empty: '请输入额度',
  },
];

async function setup(family: Family, flavour: GroupFlavour) {
  const backend = fakeGroupData(flavour, family.rows.map((r) => ({ ...r, map: { ...r.map } })));
  const http = await fakeHttp(backend.routes);
  const { Page } = family;
  const view = renderWithProviders(<Page />, { path: '/mallset/group', session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByRole('button', { name: `编辑 ${family.first[1]}` });
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;

allowSlowScreens();
const errors = captureHttpErrors();

describe.each(FAMILIES)('$name', (family) => {
  it.each<GroupFlavour>(['yshop', 'embedded'])('lists its group in 排序 order with yshop’s columns (%s)', async (flavour) => {
    const { http } = await setup(family, flavour);
    const { table } = listTable(`${family.title}列表`);
    expect(columnHeaders(table())).toEqual(['', ...family.headers, '操作']);
    expect(cellTexts(within(table()).getAllByRole('row')[1]!).slice(1, family.headers.length + 1)).toEqual(family.first);
    expect(calls(http, 'GET api/yxSystemGroupData')[0]?.params).toMatchObject({ groupName: family.group });
  });

  it('新增 refuses an empty form with the server’s message, then sends the group’s keys', async () => {
    const { http, store } = await setup(family, 'embedded');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    for (const [label] of family.typed) fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认' }));
    expect(await within(dialog()).findByText(family.empty)).toBeInTheDocument();
    for (const [label, value] of family.typed) fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/yxSystemGroupData').map((c) => c.data)).toEqual([{ groupName: family.group, ...family.sent, sort: 0, status: 1 }]);
    expect(errors).toEqual([]);
  });
});
