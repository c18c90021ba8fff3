import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@/testing/fakeHttp';
import { locationOf, signedInAt } from '@/testing/renderApp';
import { allowSlowScreens } from '@/testing/screenTest';

allowSlowScreens();

// 待办 and the charts are lazy parts: their modules are loaded once up front, so that no
// test spends findBy's wait on a first import in a busy worker (a full run under load
// missed 待办事项 that way).
beforeAll(async () => {
  await Promise.all([import('./DashboardTodos'), import('./DashboardCharts')]);
});

/** yshop's menus with the shop's lists (CONTRACT-SHOP 1): what the links follow. */
const SHOP_MENUS = [
  {
    path: '/order',
    component: 'Layout',
    meta: { title: '订单管理' },
    children: [
      { path: 'order', component: 'shop/order/index', meta: { title: '订单' } },
      { path: 'afterSeals', component: 'shop/afterSeals/index', meta: { title: '售后' } },
    ],
  },
  { path: '/shop', component: 'Layout', meta: { title: '商品管理' }, children: [{ path: 'goods', component: 'shop/goods/tab', meta: { title: '管理商品' } }] },
];

const COUNT = { todayPrice: 12.5, todayCount: 3, proPrice: 0.1, proCount: 1, monthPrice: 1234.56, monthCount: 40, lastWeekCount: 9, lastWeekPrice: 99.9, userCount: 61, orderCount: 300, priceCount: 45678.9, goodsCount: 8 };
const page = (totalElements: number, content: unknown[] = []) => ({ status: 200, data: { content, totalElements } });
const waitingOrders = (...ids: number[]) => page(ids.length, ids.map((id) => ({ id, payTime: `2026-11-29 0${id % 10}:00:00` })));

/** The order lists by tab: 待发货 (1, 0), 待核销 (1, 5), 退款中 (-1, 0). */
const orderLists = (toShip: () => FakeReply) => (request: { params?: Record<string, unknown> }) => {
  const { orderStatus, orderType } = request.params ?? {};
  if (orderStatus === '1' && orderType === '0') return toShip();
  return orderStatus === '1' ? page(4) : page(5);
};

function shopRoutes(roles: string[] = ['admin'], toShip: () => FakeReply = () => waitingOrders()): Record<string, FakeReply> {
  return {
    // A function answers by the request (fakeHttp takes both); renderApp's type names replies only.
    'GET api/yxStoreOrder': orderLists(toShip) as unknown as FakeReply,
    'GET auth/info': { status: 200, data: { id: 1, username: 'admin', nickName: '管理员', roles } },
    'GET api/menus/build': { status: 200, data: SHOP_MENUS },
    'GET api/data/count': { status: 200, data: COUNT },
    'GET api/data/chart': { status: 200, data: { chart: [], chartT: [] } },
    'GET api/yxStoreOrder/orderCount': { status: 200, data: { column: [], orderCountDatas: [] } },
    'GET api/yxStoreAfterSales/sales/List': page(2),
    'GET api/yxStoreProduct': page(3, [{ id: 1, stock: 0 }, { id: 2, stock: 10 }, { id: 3, stock: 11 }]),
  };
}


describe('首页 with a shop', () => {
  it('shows every figure of api/data/count, each linking to its list, and 待办 opening their lists filtered', async () => {
    const { http, services } = await signedInAt('/dashboard', shopRoutes(['admin'], () => waitingOrders(1, 2)));
    const totals = within(await screen.findByRole('list', { name: '总计' }));
    // 会员 is not in these menus: its figure has no link.
    expect(totals.getByText('61').closest('a')).toBeNull();
    expect(totals.getByRole('link', { name: '订单总数 300' })).toHaveAttribute('href', '/order/order');
    expect(totals.getByRole('link', { name: '总金额 ¥45678.90' })).toHaveAttribute('href', '/order/order');
    expect(totals.getByRole('link', { name: '商品总数 8' })).toHaveAttribute('href', '/shop/goods');
    // The four amounts yshop's console fetched and never showed.
    const periods = within(screen.getByRole('list', { name: '订单与成交额' }));
    expect(periods.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['今日订单 3 单 成交额 ¥12.50', '昨日订单 1 单 成交额 ¥0.10', '近七天订单 9 单 成交额 ¥99.90', '本月订单 40 单 成交额 ¥1234.56']);
    const today = new URL(periods.getByRole('link', { name: /^今日订单/ }).getAttribute('href')!, 'http://x');
    expect(today.pathname).toBe('/order/order');
    expect(today.searchParams.get('createTime')).toMatch(/^(\d{4}-\d\d-\d\d) 00:00:00,\1 23:59:59$/);

    const todos = within(await screen.findByRole('list', { name: '待办事项' }));
    await waitFor(() => expect(todos.getAllByRole('link')).toHaveLength(5));
    expect(todos.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['待发货2', '/order/order?orderStatus=1&orderType=0'],
      ['待核销4', '/order/order?orderStatus=1&orderType=5'],
      ['退款中5', '/order/order?orderStatus=-1&orderType=0'],
      ['售后待审核2', '/order/afterSeals?state=0&salesState=0'],
      // Stock at or below 10 (the default threshold) among the shelf's fewest in stock.
      ['库存预警2', '/shop/goods?sort=stock%2Casc'],
    ]);
    // 提现 was asked (admin may read it) and this back end has no such list: left out, no error.
    expect(http.calls.some((call) => call.key === 'GET api/yxUserExtract')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(http.calls.find((call) => call.key === 'GET api/yxStoreAfterSales/sales/List')?.params).toMatchObject({ state: 0, salesState: 0 });

    // 待发货 opens 未发货 with its filter.
    await userEvent.click(todos.getByRole('link', { name: /待发货/ }));
    await waitFor(() => expect(locationOf(services)).toBe('/order/order?orderStatus=1&orderType=0'));
    expect(await screen.findByRole('tab', { name: /未发货/, selected: true })).toBeInTheDocument();
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'GET api/yxStoreOrder').at(-1)?.params).toMatchObject({ orderStatus: '1', orderType: '0', size: 10 }));
    // The whole console and 订单's page load here: more than the default time on a busy machine.
  }, 90_000);

  it('a threshold typed in the page’s settings counts 库存预警 again and is kept', async () => {
    await signedInAt('/dashboard', shopRoutes());
    const todos = within(await screen.findByRole('list', { name: '待办事项' }));
    await waitFor(() => expect(todos.getByRole('link', { name: /库存预警/ })).toHaveTextContent('库存预警2'));
    const field = screen.getByRole('textbox', { name: '库存预警阈值' });
    await userEvent.clear(field);
    await userEvent.type(field, '11');
    await waitFor(() => expect(todos.getByRole('link', { name: /库存预警/ }).textContent).toBe('库存预警3'));
    expect(localStorage.getItem('shop-admin.dashboard.stockThreshold')).toBe('11');
    localStorage.clear();
  });

  it('a user without the order list’s permission sees the figures without their links, and no order 待办', async () => {
    const { http } = await signedInAt('/dashboard', shopRoutes(['YXSTOREPRODUCT_SELECT']));
    const totals = within(await screen.findByRole('list', { name: '总计' }));
    expect(totals.getByText('300').closest('a')).toBeNull();
    expect(totals.getByRole('link', { name: '商品总数 8' })).toBeInTheDocument();
    const todos = within(await screen.findByRole('list', { name: '待办事项' }));
    await waitFor(() => expect(todos.getAllByRole('link').map((link) => link.textContent)).toEqual(['库存预警2']));
    expect(http.calls.some((call) => call.key === 'GET api/yxStoreOrder')).toBe(false);
  });
});

describe('首页 without a shop (eladmin)', () => {
  it('shows what it showed before: no figures, no empty frames, no error', async () => {
    const { http } = await signedInAt('/dashboard', { 'GET api/menus/build': { status: 200, data: [{ path: '/system', component: 'Layout', meta: { title: '系统管理' }, children: [{ path: 'user', component: 'system/user/index', meta: { title: '用户管理' } }] }] } });
    expect(await screen.findByRole('heading', { name: '快捷入口' })).toBeInTheDocument();
    await waitFor(() => expect(http.calls.some((call) => call.key === 'GET api/data/count')).toBe(true));
    // The 404 settled: nothing of the shop is drawn and nothing is reported.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: '经营概况' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '待办' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '统计' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(http.calls.map((call) => call.key)).not.toContain('GET api/yxStoreOrder');
    const shortcuts = screen.getByRole('heading', { name: '快捷入口' }).closest('section')!;
    expect(within(shortcuts).getByRole('link', { name: /用户管理/ })).toHaveAttribute('href', '/system/user');
  });
});

describe('新订单 notice', () => {
  it('left for another tab and opened again (首页 is not cached), it shows what the shop has now and goes on refreshing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let waiting = [1, 2];
    const { http, services } = await signedInAt('/dashboard', shopRoutes(['admin'], () => waitingOrders(...waiting)));
    const toShip = () => within(screen.getByRole('list', { name: '待办事项' })).getByRole('link', { name: /待发货/ });
    await screen.findByRole('list', { name: '待办事项' });
    await waitFor(() => expect(toShip()).toHaveTextContent('待发货2'));
    const countsAsked = () => http.calls.filter((call) => call.key === 'GET api/data/count').length;

    await act(async () => {
      await services.router.navigate('/user/center');
    });
    await waitFor(() => expect(locationOf(services)).toBe('/user/center'));
    const away = countsAsked();
    await act(async () => {
      jest.advanceTimersByTime(61_000);
    });
    // A page not shown asks nothing.
    expect(countsAsked()).toBe(away);

    // Paid while the page was closed: counted when it opens, and not announced (it was there when the page opened).
    waiting = [3, 1, 2];
    await act(async () => {
      await services.router.navigate('/dashboard');
    });
    await waitFor(() => expect(countsAsked()).toBe(away + 1));
    await waitFor(() => expect(toShip()).toHaveTextContent('待发货3'));
    expect(screen.queryByText(/个新订单待发货/)).toBeNull();

    // Paid after it opened again: the next refresh counts and announces it.
    waiting = [4, 3, 1, 2];
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(countsAsked()).toBe(away + 2));
    expect(await screen.findByText('有 1 个新订单待发货')).toBeInTheDocument();
    await waitFor(() => expect(toShip()).toHaveTextContent('待发货4'));
  });

  it('raises one notice for orders paid since the last refresh, never for the first load nor twice, and asks nothing while hidden', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let waiting = [1, 2];
    const { http } = await signedInAt('/dashboard', shopRoutes(['admin'], () => waitingOrders(...waiting)));
    const todos = within(await screen.findByRole('list', { name: '待办事项' }));
    await waitFor(() => expect(todos.getByRole('link', { name: /待发货/ })).toHaveTextContent('待发货2'));
    expect(screen.queryByText(/个新订单待发货/)).toBeNull();

    // An order paid since: one notice at the next refresh, its link to 未发货.
    waiting = [3, 1, 2];
    const asked = () => http.calls.filter((call) => call.key === 'GET api/data/count').length;
    const before = asked();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(asked()).toBe(before + 1));
    const notice = await screen.findByText('有 1 个新订单待发货');
    expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: '去发货' })).toHaveAttribute('href', '/order/order?orderStatus=1&orderType=0');
    await waitFor(() => expect(todos.getByRole('link', { name: /待发货/ })).toHaveTextContent('待发货3'));
    // The notice goes after its time; the same orders at the next refresh raise nothing.
    await act(async () => {
      jest.advanceTimersByTime(6_000);
    });
    await waitFor(() => expect(screen.queryByText('有 1 个新订单待发货')).toBeNull());
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(asked()).toBe(before + 2));
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'GET api/yxStoreOrder').length).toBeGreaterThanOrEqual(9));
    expect(screen.queryByText(/个新订单待发货/)).toBeNull();

    // Hidden: two minutes without a call; visible again: read at once.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const hiddenAt = asked();
    await act(async () => {
      jest.advanceTimersByTime(120_000);
    });
    expect(asked()).toBe(hiddenAt);
    waiting = [5, 4, 3, 1, 2];
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(asked()).toBe(hiddenAt + 1));
    expect(await screen.findByText('有 2 个新订单待发货')).toBeInTheDocument();
  });
});
