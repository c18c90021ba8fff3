import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, toWire } from '../screens/shop/order/fakeOrders';
import { signedInAt } from '../testing/renderApp';
import { allowSlowScreens, calls } from '../testing/screenTest';

/*
 * Issue 31: a list's data does not wait for its screen's code. Pressing a menu entry starts
 * the screen's first list request (declared by its entity, src/entities/firstLists.ts) into
 * the RTK Query cache; the screen, once loaded and mounted, reads that entry and sends nothing.
 */

const menus = [
  {
    path: '/order',
    alwaysShow: true,
    redirect: 'noredirect',
    component: 'Layout',
    meta: { title: '订单管理', icon: 'order', noCache: true },
    children: [{ path: 'order', component: 'shop/order/index', meta: { title: '订单', noCache: false } }],
  },
];
const first = order({ id: 1 });
const answers = {
  'GET api/menus/build': { status: 200, data: menus },
  // Canned: the list and each tab's count answer the same page of one order.
  'GET api/yxStoreOrder': { status: 200, data: { content: [toWire(first, 'embedded')], totalElements: 1 } },
};

allowSlowScreens();

describe('a menu entry pressed', () => {
  it('starts 订单’s first list before the screen mounts, and the screen does not ask for it again', async () => {
    const { http } = await signedInAt('/dashboard', answers);
    // One user: the press and the release are one click.
    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await user.click(within(menu).getByText('订单管理'));
    const entry = await within(menu).findByRole('link', { name: /订单$/ });
    const pages = () => calls(http, 'GET api/yxStoreOrder').filter((call) => (call.params as { size?: number }).size === 10);
    expect(pages()).toHaveLength(0);

    await user.pointer({ keys: '[MouseLeft>]', target: entry });
    await waitFor(() => expect(pages()).toHaveLength(1));
    expect(pages()[0]?.params).toEqual({ orderType: '0', orderStatus: '-9', page: 0, size: 10, sort: ['id,desc'] });
    expect(screen.queryByRole('table', { name: '订单列表' })).toBeNull();

    await user.pointer({ keys: '[/MouseLeft]', target: entry });
    expect(await screen.findByText(first.orderId)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '订单列表' })).toBeInTheDocument();
    expect(pages()).toHaveLength(1);
  });
});
