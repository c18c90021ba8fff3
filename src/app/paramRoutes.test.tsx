import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewUnsaved } from '../features/tabs/slice';
import { locationOf, signedInAt } from '../testing/renderApp';

/*
 * Menu paths with parameters (issue 24): yshop reaches its product form and order detail
 * through hidden entries such as `/shop/goodsEdit/:id`. The views are unregistered here,
 * so they render 页面未实现 and the tests do not depend on the real screens.
 */

const menus = [
  {
    path: '/shop',
    alwaysShow: true,
    redirect: 'noredirect',
    component: 'Layout',
    meta: { title: '商品管理', icon: 'goods', noCache: true },
    children: [
      { path: 'goodsEdit/:id', hidden: true, component: 'demo/goods/form', meta: { title: '商品修改', noCache: false } },
      { path: 'goods', component: 'demo/goods/tab', meta: { title: '管理商品', noCache: false } },
      { path: 'goodsAdd', hidden: true, component: 'demo/goods/form', meta: { title: '商品新增', noCache: false } },
    ],
  },
  { path: '/order', alwaysShow: true, redirect: 'noredirect', component: 'Layout', meta: { title: '订单管理', noCache: true }, children: [{ path: 'detail/:id', hidden: true, component: 'demo/order/detail', meta: { title: '订单详情', noCache: true } }] },
];
const withMenus = { 'GET api/menus/build': { status: 200, data: menus } };

const tabBar = () => screen.getByRole('navigation', { name: '标签页' });
const tabTitles = () => within(tabBar()).getAllByRole('link').map((tab) => tab.textContent);
const crumbs = () => screen.getByRole('navigation', { name: '面包屑' }).textContent;

async function visit(services: Awaited<ReturnType<typeof signedInAt>>['services'], path: string) {
  await act(() => services.router.navigate(path));
  await waitFor(() => expect(within(tabBar()).getByRole('link', { current: 'page' })).toHaveAttribute('href', path));
}

describe('menu paths with parameters', () => {
  it('open their view at an address, by their title in the tab, the breadcrumb and the document', async () => {
    const { services } = await signedInAt('/shop/goodsEdit/5', withMenus);
    expect(await screen.findByText(/demo\/goods\/form/)).toBeInTheDocument();
    expect(locationOf(services)).toBe('/shop/goodsEdit/5');
    expect(crumbs()).toBe('首页/商品管理/商品修改');
    expect(tabTitles()).toEqual(['首页', '商品修改']);
    expect(document.title).toMatch(/^商品修改/);
  });

  it('give one tab and one kept page per address; an address already open is not opened twice', async () => {
    const { services } = await signedInAt('/dashboard', withMenus);
    await visit(services, '/shop/goodsEdit/5');
    const five = document.querySelector('[data-page="/shop/goodsEdit/5"]');
    await visit(services, '/shop/goodsEdit/6');
    await visit(services, '/shop/goodsAdd');
    await visit(services, '/shop/goodsEdit/5');
    expect(tabTitles()).toEqual(['首页', '商品修改', '商品修改', '商品新增']);
    expect(within(tabBar()).getAllByRole('link').map((tab) => tab.getAttribute('href'))).toEqual(['/dashboard', '/shop/goodsEdit/5', '/shop/goodsEdit/6', '/shop/goodsAdd']);
    expect(document.querySelector('[data-page="/shop/goodsEdit/5"]')).toBe(five);
    expect(document.querySelector('[data-page="/shop/goodsEdit/6"]')).not.toBeVisible();
  });

  it('never land a folder on a page that needs its parameters, and a wrong address is missing', async () => {
    const { services } = await signedInAt('/shop', withMenus);
    await waitFor(() => expect(locationOf(services)).toBe('/shop/goods'));
    await act(() => services.router.navigate('/shop/goodsEdit/5/more'));
    await waitFor(() => expect(locationOf(services)).toBe('/404'));
  });

  it('survive a reload: the address opens once the menus are in, and its tab is kept', async () => {
    sessionStorage.setItem(
      'persist:shop-admin:tabs',
      JSON.stringify({
        owner: JSON.stringify('admin'),
        visitedViews: JSON.stringify([
          { path: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true, noCache: true },
          { path: '/shop/goodsEdit/5', fullPath: '/shop/goodsEdit/5', title: 'TOMFORD汤姆福特唇膏', affix: false, noCache: false },
          { path: '/order/detail/9', fullPath: '/order/detail/9', title: '订单详情', affix: false, noCache: true },
        ]),
        cachedViews: JSON.stringify(['/shop/goodsEdit/5']),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { services } = await signedInAt('/order/detail/9', withMenus);
    expect(await screen.findByText(/demo\/order\/detail/)).toBeInTheDocument();
    expect(tabTitles()).toEqual(['首页', 'TOMFORD汤姆福特唇膏', '订单详情']);
    expect(services.store.getState().tabs.cachedViews).toEqual(['/shop/goodsEdit/5']);
    expect(crumbs()).toBe('首页/订单管理/订单详情');
  });

  it('a tab holding unsaved changes asks before 关闭 and 关闭其他, and 取消 keeps it', async () => {
    const { services } = await signedInAt('/dashboard', withMenus);
    await visit(services, '/shop/goodsEdit/5');
    await visit(services, '/shop/goods');
    act(() => void services.store.dispatch(viewUnsaved({ path: '/shop/goodsEdit/5', unsaved: true })));

    await userEvent.click(within(tabBar()).getByRole('button', { name: '关闭 商品修改' }));
    let dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('放弃未保存的修改吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tabTitles()).toEqual(['首页', '商品修改', '管理商品']);

    fireEvent.contextMenu(within(tabBar()).getByRole('link', { name: /管理商品/ }), { clientX: 80, clientY: 60 });
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '关闭其他' }));
    dialog = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '管理商品']));
    expect(services.store.getState().tabs.unsaved).toEqual([]);
    expect(document.querySelector('[data-page="/shop/goodsEdit/5"]')).toBeNull();
  });
});
