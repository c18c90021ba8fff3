import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteSpec } from '@/features/navigation/buildNavigation';
import { PageContext } from '@/features/navigation/PageContext';
import { viewVisited } from '@/features/tabs/slice';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser, typeInto as typeIntoField } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens } from '@/testing/screenTest';
import OrderDetailPage from './detail';
import { order, orderBackend, type FakeOrder, type Flavour } from './fakeOrders';

const pageAt = (id: string): RouteSpec => ({ path: `/order/detail/${id}`, pattern: '/order/detail/:id', params: { id }, component: 'shop/order/detail', title: '订单详情', noCache: true, affix: false, hidden: true, crumbs: [] });

allowSlowScreens();

const user = quickUser();
const typeInto = (field: HTMLElement, text: string) => typeIntoField(user, field, text);

const TO_SHIP = order({
  id: 2,
  payPrice: 1990,
  totalPrice: 1990,
  totalNum: 3,
  mark: '<script>alert(1)</script>请包好',
  remark: '',
  lines: [
    { productId: 7, name: '杯子', sku: '红', price: 500, quantity: 2 },
    { productId: 8, name: '碟子', sku: '白', price: 990, quantity: 1 },
  ],
  log: [
    { changeType: 'yshop_create_order', changeMessage: '订单生成', changeTime: '2026-11-20 10:00:00' },
    { changeType: 'pay_success', changeMessage: '用户付款成功', changeTime: '2026-11-20 10:01:00' },
  ],
});

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], records = [TO_SHIP] as FakeOrder[], id = '2' } = {}) {
  const backend = await orderBackend(records.map((record) => ({ ...record, log: [...record.log] })), flavour);
  const view = renderWithProviders(
    <PageContext.Provider value={pageAt(id)}>
      <OrderDetailPage />
    </PageContext.Provider>,
    { path: '/order/detail/:id', url: `/order/detail/${id}`, session: fakeSession({ roles }).handle, routes: [{ path: '/order/order', element: <p>订单列表页</p> }] },
  );
  return { ...backend, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (where: HTMLElement, label: string) => within(where).getByText(`${label}：`).nextSibling?.textContent;

describe('订单详情', () => {
  it.each(['embedded', 'yshop'] as const)('shows the steps, the state, the order’s facts, its lines, fees and log (%s)', async (flavour) => {
    const { calls, store } = await setup({ flavour });
    await screen.findByRole('region', { name: '基本信息' });
    act(() => void store.dispatch(viewVisited({ path: '/order/detail/2', fullPath: '/order/detail/2', title: '订单详情' })));
    await waitFor(() => expect(store.getState().tabs.visitedViews.map((view) => view.title)).toEqual([`订单详情 ${TO_SHIP.orderId}`]));
    expect(calls('GET api/getStoreOrderDetail/2')).toHaveLength(1);
    expect(calls('GET api/getNowOrderStatus/2')).toHaveLength(1);
    const stepper = screen.getByLabelText('订单进度');
    expect(within(stepper).getByText('用户下单')).toBeInTheDocument();
    expect(within(stepper).getByText('2026-11-20 10:00:00')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '订单状态' })).toHaveTextContent('当前订单状态：未发货');
    expect(within(section('当前订单状态')).getAllByRole('button').map((button) => button.textContent)).toEqual(['去发货', '订单备注', '立即退款']);
    const basic = section('基本信息');
    expect(fact(basic, '订单编号')).toBe(TO_SHIP.orderId);
    expect(fact(basic, '配送方式')).toBe('快递');
    expect(fact(basic, '物流单号')).toBe('暂无');
    const receiver = section('收货人信息');
    expect(fact(receiver, '用户备注')).toBe('<script>alert(1)</script>请包好');
    expect(fact(receiver, '管理员备注')).toBe('暂无');
    expect(document.querySelector('script')).toBeNull();
    const lines = within(screen.getByRole('table', { name: '商品信息' })).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(lines).toEqual([
      ['商品图片', '商品名称', '价格/货号', '属性', '单价', '数量', '小计'],
      ['', '杯子', '价格：￥5.00货号：B7', '红', '￥5.00', '2', '￥10.00'],
      ['', '碟子', '价格：￥9.90货号：B8', '白', '￥9.90', '1', '￥9.90'],
    ]);
    expect(within(section('商品信息')).getByText('合计：￥19.90')).toBeInTheDocument();
    const fees = section('费用信息');
    expect(['商品合计', '运费', '优惠券', '积分抵扣', '订单总金额', '应付款金额'].map((label) => fact(fees, label))).toEqual(['￥19.90', '￥0.00', '-￥0.00', '-￥0.00', '￥19.90', '￥19.90']);
    expect(within(screen.getByRole('table', { name: '操作信息' })).getAllByRole('row').map((row) => row.textContent)).toEqual(['操作时间备注', '2026-11-20 10:00:00订单生成', '2026-11-20 10:01:00用户付款成功']);
  });

  it('ships from the detail page, and the state, the steps and the log are read again', async () => {
    const { calls, records, answer } = await setup();
    const shipped = { changeType: 'delivery_goods', changeMessage: '已发货 快递公司：顺丰速运快递单号：SF9', changeTime: '2026-11-25 09:00:00' };
    answer('PUT api/yxStoreOrder', { status: 204 }, { ...records[0]!, state: 'shipped', deliveryName: '顺丰速运', deliveryId: 'SF9', log: [...records[0]!.log, shipped] });
    await user.click(await within(await screen.findByRole('region', { name: '当前订单状态' })).findByRole('button', { name: '去发货' }));
    const dialog = await screen.findByRole('dialog', { name: '去发货' });
    await typeInto(within(dialog).getByRole('combobox', { name: '快递公司' }), '顺丰');
    await user.click(await screen.findByRole('option', { name: '顺丰速运' }));
    await typeInto(within(dialog).getByRole('textbox', { name: '快递单号' }), 'SF9');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '订单状态' })).toHaveTextContent('当前订单状态：待收货'));
    expect(calls('PUT api/yxStoreOrder')[0]?.data).toEqual({ orderId: TO_SHIP.orderId, deliveryName: '顺丰速运', deliveryId: 'SF9', deliveryType: 'express' });
    expect(within(screen.getByRole('table', { name: '操作信息' })).getByText('已发货 快递公司：顺丰速运快递单号：SF9')).toBeInTheDocument();
    expect(calls('GET api/getNowOrderStatus/2')).toHaveLength(2);
    expect(within(section('当前订单状态')).getAllByRole('button').map((button) => button.textContent)).toEqual(['修改快递', '订单备注', '立即退款', '订单跟踪']);
  });

  it('shows the server’s 物流查询未配置 in 订单跟踪', async () => {
    await setup({ records: [order({ id: 3, state: 'shipped', deliveryName: '顺丰速运', deliveryId: 'SF1' })], id: '3' });
    await user.click(await screen.findByRole('button', { name: '订单跟踪' }));
    const dialog = await screen.findByRole('dialog', { name: '订单跟踪' });
    expect(await within(dialog).findByText('物流查询未配置')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('顺丰速运 SF1');
  });

  it('shows a refund’s steps, and a deleted order closes its page for the list', async () => {
    const { calls, router } = await setup({ records: [order({ id: 7, state: 'refunded', log: [{ changeType: 'refund_price_success', changeMessage: '退款给用户：9.90元', changeTime: '2026-11-21 10:00:00' }] })], id: '7' });
    const stepper = await screen.findByLabelText('订单进度');
    expect(within(stepper).getAllByText(/^(用户下单|用户申请退款|退款申请通过)$/).map((label) => label.textContent)).toEqual(['用户下单', '用户申请退款', '退款申请通过']);
    expect(within(stepper).getByText('2026-11-21 10:00:00')).toBeInTheDocument();
    await user.click(within(section('当前订单状态')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/order'));
    expect(calls('DELETE api/yxStoreOrder/7')).toHaveLength(1);
  });

  it('says when the order does not exist', async () => {
    await setup({ id: '99' });
    expect(await screen.findByText('订单详情不存在')).toBeInTheDocument();
  });

  it('offers a reader no action', async () => {
    await setup({ roles: ['YXSTOREORDER_SELECT'] });
    await screen.findByRole('region', { name: '基本信息' });
    expect(within(section('当前订单状态')).queryAllByRole('button')).toEqual([]);
  });
});
