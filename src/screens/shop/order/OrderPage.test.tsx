import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser, typeInto as typeIntoField } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, columnHeaders, messages } from '@/testing/screenTest';
import { order, orderBackend, refused, type FakeOrder, type Flavour } from './fakeOrders';
import OrderPage from './index';

/** One order in each state, a pickup order, a 积分 order and a refund asked for with markup in its reason. */
const shop = (): FakeOrder[] => [
  order({ id: 1, state: 'unpaid', payPrice: 10, totalPrice: 10, nickname: '未付者', uid: 1 }),
  order({ id: 2, payPrice: 20, totalPrice: 20, totalNum: 3, uid: 2, nickname: '买家乙', lines: [{ productId: 7, name: '杯子', sku: '红', price: 5, quantity: 2 }, { productId: 8, name: '碟子', sku: '白', price: 10, quantity: 1 }] }),
  order({ id: 3, state: 'shipped', deliveryName: '顺丰速运', deliveryId: 'SF1' }),
  order({ id: 4, state: 'received' }),
  order({ id: 5, state: 'done' }),
  order({ id: 6, state: 'refunding', refundReasonWap: '<img src=x onerror="alert(1)">不想要了' }),
  order({ id: 7, state: 'refunded' }),
  order({ id: 8, shippingType: 2, verifyCode: '123456789012' }),
  order({ id: 9, payIntegral: 2000, userPhone: '13900000000', realName: '积分客' }),
  // A state outside the table (after-sales applied, refund not yet pending): the server's words.
  order({ id: 10, state: 'other', statusName: '<b>申请售后中</b>' }),
];

/** The shop's orders with these ids only: a case that acts on one row renders only what it reads (each row is a menu, a checkbox and a tooltip). */
const only = (...ids: number[]) => shop().filter((o) => ids.includes(o.id));

allowSlowScreens();

const user = quickUser();
const typeInto = (field: HTMLElement, text: string) => typeIntoField(user, field, text);

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], records = shop() } = {}) {
  const backend = await orderBackend(records, flavour);
  const view = renderWithProviders(<OrderPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText(records[0]!.orderId);
  return { ...backend, ...view };
}

// `hidden`: no visibility check of every element (a computed style each) on the table looked up before most assertions.
const table = () => screen.getByRole('table', { name: '订单列表', hidden: true });
const rowOf = (orderId: string) => within(table()).getByText(orderId).closest('tr')!;
const idOf = (id: number) => `18721550917550${String(id).padStart(5, '0')}`;
const menuOf = async (id: number) => {
  await user.click(within(rowOf(idOf(id))).getByRole('button', { name: `操作 ${idOf(id)}` }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
};
const choose = async (id: number, action: string) => {
  await user.click(within(rowOf(idOf(id))).getByRole('button', { name: `操作 ${idOf(id)}` }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
};

describe('订单', () => {
  it.each(['embedded', 'yshop'] as const)('lists the orders with the contract’s columns and each tab’s count (%s)', async (flavour) => {
    const { calls } = await setup({ flavour });
    expect(columnHeaders(table())).toEqual(['全选', '订单号', '用户昵称', '商品信息', '实际支付', '消费积分', '支付状态', '订单状态', '创建时间', '操作'].map((text) => (text === '全选' ? '' : text)));
    const two = within(rowOf(idOf(2)));
    expect(two.getByText('[普通订单]')).toBeInTheDocument();
    expect(two.getByText('买家乙')).toBeInTheDocument();
    expect(two.getByText('杯子 红')).toBeInTheDocument();
    expect(two.getByText('| ￥0.05×2')).toBeInTheDocument();
    expect(two.getByText('| ￥0.10×1')).toBeInTheDocument();
    expect(two.getByRole('img', { name: '杯子' })).toHaveAttribute('src', 'https://img.test/7.jpg');
    expect(two.getByText('0.20')).toBeInTheDocument();
    expect(two.getByText('未发货')).toBeInTheDocument();
    expect(within(rowOf(idOf(9))).getByText('20')).toBeInTheDocument();
    expect(within(rowOf(idOf(9))).getByText('[积分兑换]')).toBeInTheDocument();
    expect(within(rowOf(idOf(8))).getByText('未核销')).toBeInTheDocument();
    expect(within(rowOf(idOf(10))).getByText('申请售后中')).toBeInTheDocument();
    // 支付状态 and 订单状态 both say so.
    expect(within(rowOf(idOf(1))).getAllByText('未支付')).toHaveLength(2);
    // The list asks yshop's required orderStatus and orderType.
    expect(calls('GET api/yxStoreOrder')[0]?.params).toMatchObject({ orderStatus: '-9', orderType: '0', page: 0, size: 10, sort: ['id,desc'] });
    const tabs = await waitFor(() => {
      const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(names[0]).toBe('全部 (10)');
      return names;
    });
    expect(tabs).toEqual(['全部 (10)', '未支付 (1)', '未发货 (3)', '待收货 (1)', '待评价 (1)', '交易完成 (1)', '退款中 (1)', '已退款 (1)']);
    expect(document.body.textContent).not.toContain('secret');
  });

  it('shows a tab’s orders, and the buyer’s refund reason as text', async () => {
    const { calls } = await setup();
    await user.click(screen.getByRole('tab', { name: /^退款中/ }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(calls('GET api/yxStoreOrder').at(-1)?.params).toMatchObject({ orderStatus: '-1' });
    const six = within(rowOf(idOf(6)));
    expect(six.getByText('申请退款')).toBeInTheDocument();
    expect(six.getByText('退款原因：<img src=x onerror="alert(1)">不想要了')).toBeInTheDocument();
    expect(table().querySelector('img[src="x"]')).toBeNull();
  });

  it('searches by the buyer’s phone, the order type and a date range, and the counts follow the search', async () => {
    const { calls } = await setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '用户电话' }));
    await typeInto(screen.getByRole('textbox', { name: '搜索内容' }), '139');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '订单类型' }));
    await user.click(await screen.findByRole('option', { name: '积分订单' }));
    fireEvent.change(screen.getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(rowOf(idOf(9))).toBeInTheDocument();
    expect(calls('GET api/yxStoreOrder').filter((call) => (call.params as { size: number }).size === 10).at(-1)?.params).toEqual({ userPhone: '139', orderType: '6', createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'], orderStatus: '-9', page: 0, size: 10, sort: ['id,desc'] });
    await waitFor(() => expect(screen.getByRole('tab', { name: /^全部/ })).toHaveTextContent('全部 (1)'));
    expect(screen.getByRole('tab', { name: /^未发货/ })).toHaveTextContent('未发货 (1)');
    expect(screen.getByRole('tab', { name: /^未支付/ })).toHaveTextContent('未支付 (0)');
  });

  it('offers in each row’s 操作 menu only what its state allows', async () => {
    await setup({ records: only(1, 2, 3, 7, 8) });
    expect(await menuOf(1)).toEqual(['修改订单', '订单备注', '删除']);
    await user.keyboard('{Escape}');
    expect(await menuOf(2)).toEqual(['去发货', '订单备注', '立即退款']);
    await user.keyboard('{Escape}');
    expect(await menuOf(3)).toEqual(['修改快递', '订单备注', '立即退款']);
    await user.keyboard('{Escape}');
    expect(await menuOf(7)).toEqual(['订单备注', '删除']);
    await user.keyboard('{Escape}');
    expect(await menuOf(8)).toEqual(['订单核销', '订单备注', '立即退款']);
  });

  it('gives an operator who may only read 订单详情 and nothing else', async () => {
    await setup({ roles: ['YXSTOREORDER_SELECT'], records: only(1) });
    expect(within(rowOf(idOf(1))).queryByRole('button', { name: /^操作/ })).toBeNull();
    expect(within(rowOf(idOf(1))).getByRole('button', { name: `订单详情 ${idOf(1)}` })).toBeInTheDocument();
  });

  it('gives EDIT without DELETE every write but 删除', async () => {
    await setup({ roles: ['YXSTOREORDER_SELECT', 'YXSTOREORDER_EDIT'], records: only(1) });
    expect(await menuOf(1)).toEqual(['修改订单', '订单备注']);
  });

  it('ships an order with a company found among all 25 and its number; the row and the counts move', async () => {
    const { calls, store, records, answer } = await setup();
    answer('PUT api/yxStoreOrder', { status: 204 }, { ...records[1]!, state: 'shipped', deliveryName: '顺丰速运', deliveryId: 'SF777' });
    await choose(2, '去发货');
    const dialog = await screen.findByRole('dialog', { name: '去发货' });
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请选择快递公司')).toBeInTheDocument();
    expect(within(dialog).getByText('快递单号不能为空')).toBeInTheDocument();
    await typeInto(within(dialog).getByRole('combobox', { name: '快递公司' }), '顺丰');
    await user.click(await screen.findByRole('option', { name: '顺丰速运' }));
    await typeInto(within(dialog).getByRole('textbox', { name: '快递单号' }), 'SF777');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('GET api/yxExpress')[0]?.params).toEqual({ page: 0, size: 9999 });
    expect(calls('PUT api/yxStoreOrder')[0]?.data).toEqual({ orderId: idOf(2), deliveryName: '顺丰速运', deliveryId: 'SF777', deliveryType: 'express' });
    expect(messages(store)).toContain('success:操作成功');
    await waitFor(() => expect(within(rowOf(idOf(2))).getByText('待收货')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('tab', { name: /^未发货/ })).toHaveTextContent('未发货 (2)'));
    expect(screen.getByRole('tab', { name: /^待收货/ })).toHaveTextContent('待收货 (2)');
  });

  it('ships with no logistics', async () => {
    const { calls } = await setup({ records: only(2) });
    await choose(2, '去发货');
    const dialog = await screen.findByRole('dialog', { name: '去发货' });
    await user.click(within(dialog).getByRole('radio', { name: '无需物流' }));
    expect(within(dialog).queryByRole('combobox', { name: '快递公司' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls('PUT api/yxStoreOrder')).toHaveLength(1));
    expect(calls('PUT api/yxStoreOrder')[0]?.data).toEqual({ orderId: idOf(2), deliveryName: '', deliveryId: '', deliveryType: 'fictitious' });
  });

  it('shows the server’s refusal when another operator acted first, and the row is read again', async () => {
    const { records, calls, answer, hold } = await setup({ records: only(2) });
    await choose(2, '去发货');
    const dialog = await screen.findByRole('dialog', { name: '去发货' });
    // Meanwhile, another operator ships it: the server now holds it shipped, and refuses a second 发货.
    hold({ ...records[0]!, state: 'shipped', deliveryName: '快递1', deliveryId: 'X1' });
    answer('PUT api/yxStoreOrder', refused('订单状态错误'));
    const before = calls('GET api/yxStoreOrder').length;
    await typeInto(within(dialog).getByRole('combobox', { name: '快递公司' }), '快递2');
    await user.click(await screen.findByRole('option', { name: '快递2' }));
    await typeInto(within(dialog).getByRole('textbox', { name: '快递单号' }), 'X2');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('订单状态错误')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf(idOf(2))).getByText('待收货')).toBeInTheDocument());
    expect(calls('GET api/yxStoreOrder').length).toBeGreaterThan(before);
    expect(records.find((o) => o.id === 2)?.deliveryId).toBe('X1');
  });

  it('changes an unpaid order’s price, sending only id, orderId and payPrice', async () => {
    const { calls, store, records, answer } = await setup({ records: only(1) });
    answer('POST api/yxStoreOrder/edit', { status: 200 }, { ...records[0]!, payPrice: 990 });
    await choose(1, '修改订单');
    const dialog = await screen.findByRole('dialog', { name: '修改订单' });
    const price = within(dialog).getByRole('textbox', { name: '实际支付' });
    expect(price).toHaveValue('0.10');
    for (const [typed, message] of [
      ['', '请输入支付金额'],
      ['1.234', '请输入正确的金额（最多两位小数）'],
      ['-1', '金额不能低于0'],
    ]) {
      await user.clear(price);
      if (typed) await typeInto(price, typed);
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(within(dialog).getByText(message!)).toBeInTheDocument();
    }
    expect(calls('POST api/yxStoreOrder/edit')).toHaveLength(0);
    await user.clear(price);
    await typeInto(price, '9.9');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls('POST api/yxStoreOrder/edit')).toHaveLength(1));
    expect(calls('POST api/yxStoreOrder/edit')[0]?.data).toEqual({ id: 1, orderId: idOf(1), payPrice: '9.90' });
    expect(messages(store)).toContain('success:修改成功');
    await waitFor(() => expect(within(rowOf(idOf(1))).getByText('9.90')).toBeInTheDocument());
  });

  it('notes an order, sending only id, orderId and remark', async () => {
    const { calls } = await setup({ records: only(5) });
    await choose(5, '订单备注');
    const dialog = await screen.findByRole('dialog', { name: '订单备注' });
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入备注')).toBeInTheDocument();
    await typeInto(within(dialog).getByRole('textbox', { name: '订单备注' }), '<b>加急</b>');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls('POST api/yxStoreOrder/remark')).toHaveLength(1));
    expect(calls('POST api/yxStoreOrder/remark')[0]?.data).toEqual({ id: 5, orderId: idOf(5), remark: '<b>加急</b>' });
  });

  it('refunds at most the paid price, in exact cents', async () => {
    const { calls, records, answer } = await setup({ records: only(2) });
    answer('POST api/yxStoreOrder/refund', { status: 204 }, { ...records[0]!, state: 'refunded' });
    await choose(2, '立即退款');
    const dialog = await screen.findByRole('dialog', { name: '退款' });
    const amount = within(dialog).getByRole('textbox', { name: '退款金额' });
    expect(amount).toHaveValue('0.20');
    await user.clear(amount);
    await typeInto(amount, '0.21');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('退款金额不能超过实际支付 0.20')).toBeInTheDocument();
    await user.clear(amount);
    await typeInto(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('退款金额必须大于0')).toBeInTheDocument();
    await user.clear(amount);
    await typeInto(amount, '0.01');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls('POST api/yxStoreOrder/refund')).toHaveLength(1));
    expect(calls('POST api/yxStoreOrder/refund')[0]?.data).toEqual({ orderId: idOf(2), payPrice: '0.01' });
    await waitFor(() => expect(within(rowOf(idOf(2))).getByText('已退款')).toBeInTheDocument());
  });

  it('verifies a pickup order with the code typed into an empty field', async () => {
    const { calls, records, answer } = await setup({ records: only(8) });
    answer('PUT api/yxStoreOrder/check', refused('核销码不对'));
    answer('PUT api/yxStoreOrder/check', { status: 204 }, { ...records[0]!, state: 'received' });
    await choose(8, '订单核销');
    const dialog = await screen.findByRole('dialog', { name: '订单核销' });
    const code = within(dialog).getByRole('textbox', { name: '核销码' });
    expect(code).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('核销码不能为空')).toBeInTheDocument();
    await typeInto(code, '000000000000');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('核销码不对')).toBeInTheDocument();
    await user.clear(code);
    await typeInto(code, '123456789012');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('PUT api/yxStoreOrder/check').at(-1)?.data).toEqual({ id: 8, verifyCode: '123456789012' });
    await waitFor(() => expect(within(rowOf(idOf(8))).getByText('待评价')).toBeInTheDocument());
  });

  it('deletes an unpaid order after asking, by path', async () => {
    const { calls, store } = await setup({ records: only(1, 2) });
    await choose(1, '删除');
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('DELETE api/yxStoreOrder/1')).toHaveLength(1));
    await waitFor(() => expect(within(table()).queryByText(idOf(1))).toBeNull());
    expect(messages(store)).toContain('success:删除成功');
  });

  it('sums the ticked orders in exact cents: 订单数, 商品数, 订单金额, 客户数', async () => {
    await setup({ records: [order({ id: 1, totalPrice: 10, totalNum: 1, uid: 1 }), order({ id: 2, totalPrice: 20, totalNum: 2, uid: 1 }), order({ id: 3, totalPrice: 70, totalNum: 4, uid: 2 })] });
    const summary = screen.getByRole('status', { name: '选中订单统计' });
    expect(summary).toHaveTextContent('订单数 : 0商品数 : 0订单金额 : 0.00客户数 : 0');
    await user.click(screen.getByRole('checkbox', { name: `选择 ${idOf(1)}` }));
    await user.click(screen.getByRole('checkbox', { name: `选择 ${idOf(2)}` }));
    expect(summary).toHaveTextContent('订单数 : 2商品数 : 3订单金额 : 0.30客户数 : 1');
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(summary).toHaveTextContent('订单数 : 3商品数 : 7订单金额 : 1.00客户数 : 2');
  });

  it('exports what the search finds, or the ticked orders by number', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls, store } = await setup({ records: only(3) });
    await user.click(screen.getByRole('button', { name: '导出选中' }));
    expect(messages(store)).toContain('warning:请选择订单');
    expect(calls('GET api/yxStoreOrder/download')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '导出全部' }));
    await waitFor(() => expect(calls('GET api/yxStoreOrder/download')).toHaveLength(1));
    expect(calls('GET api/yxStoreOrder/download')[0]?.params).toEqual({ orderType: '0', orderStatus: '-9', page: 0, size: 10000, listContent: '' });
    await user.click(screen.getByRole('checkbox', { name: `选择 ${idOf(3)}` }));
    await user.click(screen.getByRole('button', { name: '导出选中' }));
    await waitFor(() => expect(calls('GET api/yxStoreOrder/download')).toHaveLength(2));
    expect(calls('GET api/yxStoreOrder/download')[1]?.params).toMatchObject({ listContent: JSON.stringify([idOf(3)]) });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toMatch(/订单数据\.xlsx$/);
    click.mockRestore();
  });

  it('prints the ticked orders as 订货单 sheets in the browser’s print dialog, without leaving the page', async () => {
    // What the browser would print: the sheets present when it is asked.
    let printed = '';
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[aria-label="订单打印"]')?.textContent ?? '';
    });
    const { store } = await setup({ records: only(2) });
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    expect(messages(store)).toContain('warning:请选择订单');
    expect(print).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: `选择 ${idOf(2)}` }));
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toContain('订货单');
    expect(printed).toContain(idOf(2));
    // Shown by the print stylesheet only: hidden on screen.
    const sheet = screen.getByRole('region', { name: `订货单 ${idOf(2)}`, hidden: true });
    expect(sheet).toHaveTextContent('下单日期 :');
    expect(within(sheet).getAllByRole('row', { hidden: true }).map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['行号', '商品编号', '商品名称', '商品规格', '单位', '单价', '数量', '小计(元)', '备注'],
      ['1', '7', '杯子', '红', '件', '0.05', '2', '0.10', ''],
      ['2', '8', '碟子', '白', '件', '0.10', '1', '0.10', ''],
      ['合计', '3', '0.20 元'],
    ]);
    expect(within(sheet).getByText('胡鹏')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('region', { name: `订货单 ${idOf(2)}`, hidden: true })).toBeNull();
    expect(table()).toBeInTheDocument();
    print.mockRestore();
  });
});
