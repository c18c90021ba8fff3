import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goodsBackend } from '../screens/shop/goods/goodsBackend.fixture';
import { order, toWire } from '../screens/shop/order/fakeOrders';
import { signedInAt } from '../testing/renderApp';
import { allowSlowScreens, calls } from '../testing/screenTest';

/*
 * Issue 31: a list's data does not wait for its screen's code. Pressing a menu entry starts
 * the screen's first list request (declared by its entity, src/entities/firstLists.ts) into
 * the RTK Query cache; the screen, once loaded and mounted, reads that entry and sends nothing.
 */

const folder = (path: string, title: string, child: { path: string; component: string; title: string }) => ({
  path,
  alwaysShow: true,
  redirect: 'noredirect',
  component: 'Layout',
  meta: { title, noCache: true },
  children: [{ path: child.path, component: child.component, meta: { title: child.title, noCache: false } }],
});
const menus = [folder('/shop', '商品管理', { path: 'goods', component: 'shop/goods/tab', title: '管理商品' }), folder('/order', '订单管理', { path: 'order', component: 'shop/order/index', title: '订单' })];
const first = order({ id: 1 });
const answers = {
  ...goodsBackend('embedded').routes,
  'GET api/menus/build': { status: 200, data: menus },
  // Canned: the list and each tab's count answer the same page of one order.
  'GET api/yxStoreOrder': { status: 200, data: { content: [toWire(first, 'embedded')], totalElements: 1 } },
};

const screens = [
  { title: '订单', folder: '订单管理', call: 'GET api/yxStoreOrder', table: '订单列表', firstRow: first.orderId, args: { orderType: '0', orderStatus: '-9', page: 0, size: 10, sort: ['id,desc'] } },
  { title: '管理商品', folder: '商品管理', call: 'GET api/yxStoreProduct', table: '商品列表', firstRow: '柏黛雅全套化妆刷套装', args: { isShow: 1, isDel: 0, page: 0, size: 10, sort: ['sort,desc', 'id,desc'] } },
];

allowSlowScreens(90_000);

describe('a menu entry pressed', () => {
  it.each(screens)('starts $title’s first list before the screen mounts, and the screen does not ask for it again', async ({ title, folder: folderTitle, call, table, firstRow, args }) => {
    const { http } = await signedInAt('/dashboard', answers);
    // One user: the press and the release are one click.
    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await user.click(within(menu).getByText(folderTitle));
    const entry = await within(menu).findByRole('link', { name: new RegExp(`${title}$`) });
    const pages = () => calls(http, call).filter((request) => (request.params as { size?: number }).size === 10);
    expect(pages()).toHaveLength(0);

    await user.pointer({ keys: '[MouseLeft>]', target: entry });
    await waitFor(() => expect(pages()).toHaveLength(1));
    expect(pages()[0]?.params).toEqual(args);
    expect(screen.queryByRole('table', { name: table })).toBeNull();

    await user.pointer({ keys: '[/MouseLeft]', target: entry });
    expect(await screen.findByText(firstRow)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: table })).toBeInTheDocument();
    expect(pages()).toHaveLength(1);
  });
});
