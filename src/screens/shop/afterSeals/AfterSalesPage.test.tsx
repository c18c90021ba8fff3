import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { fakeHttp, type FakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, messages } from '@/testing/screenTest';
import AfterSalesPage from './index';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

type Flavour = 'yshop' | 'embedded';

type Application = {
  id: number;
  orderCode: string;
  /** Cents, as the embedded server keeps them. */
  refundCents: number;
  serviceType: number;
  reasons: string;
  explains: string;
  explainImg: string;
  state: number;
  salesState: number;
  createTime: string;
  deliverySn: string;
  deliveryName: string;
  shipperCode: string;
  consignee: string;
  phoneNumber: string;
  address: string;
};

const line = (name: string, truePrice: number, cartNum: number) => ({
  productId: 7,
  cartNum,
  truePrice,
  productInfo: { storeName: name, image: 'https://img.test/p.png', postage: 0, attrInfo: { sku: '白,500ml' } },
});

const base = { explainImg: '', deliverySn: '', deliveryName: '', shipperCode: '', consignee: '', phoneNumber: '', address: '' };
const seed = (): Application[] => [
  { ...base, id: 1, orderCode: '1001', refundCents: 9980, serviceType: 0, reasons: '不想要了', explains: '<img src=x onerror=alert(1)>', explainImg: 'https://img.test/a.png,javascript:alert(1)', state: 0, salesState: 0, createTime: '2026-11-20 10:00:00' },
  { ...base, id: 2, orderCode: '1002', refundCents: 10, serviceType: 1, reasons: '质量问题', explains: '杯盖裂了', state: 0, salesState: 0, createTime: '2026-11-21 10:00:00' },
  { ...base, id: 3, orderCode: '1003', refundCents: 12000, serviceType: 1, reasons: '尺码不合适', explains: '', state: 2, salesState: 0, createTime: '2026-11-22 10:00:00', deliverySn: 'SF123', deliveryName: '顺丰速运', shipperCode: 'SF', consignee: '李四', phoneNumber: '13900000000', address: '上海市浦东新区' },
  { ...base, id: 4, orderCode: '1004', refundCents: 500, serviceType: 0, reasons: '拍错了', explains: '', state: 3, salesState: 2, createTime: '2026-11-23 10:00:00' },
  { ...base, id: 5, orderCode: '1005', refundCents: 700, serviceType: 1, reasons: '不想要了', explains: '', state: 1, salesState: 1, createTime: '2026-11-24 10:00:00' },
];

const yuan = (cents: number, decimals: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}${'0'.repeat(decimals - 2)}`;
const query = (request: InternalAxiosRequestConfig) => (request.params ?? {}) as Record<string, unknown>;
const refused = (message: string, key = 'message') => ({ status: 400, data: { status: 400, [key]: message } });

/**
 * 售后 over the generic back end with the Rec. rules of CONTRACT-SHOP.md section 6 as the
 * embedded server will apply them: 审核 only at state 0 / sales_state 0 (else 售后状态错误),
 * 打款 only at state 2; yshop's rows carry decimal(32,8) amounts and parsed cart lines, the
 * embedded server's 2-decimal amounts.
 */
function afterSalesBackend(flavour: Flavour) {
  const backend = fakeResource<Application>({
    url: 'api/yxStoreAfterSales/sales/List',
    records: seed(),
    toWire: (a) => ({
      id: a.id,
      orderCode: a.orderCode,
      refundAmount: flavour === 'yshop' ? yuan(a.refundCents, 8) : Number(yuan(a.refundCents, 2)),
      serviceType: a.serviceType,
      reasons: a.reasons,
      explains: a.explains,
      explainImg: a.explainImg,
      deliverySn: a.deliverySn,
      deliveryName: a.deliveryName,
      shipperCode: a.shipperCode,
      state: a.state,
      salesState: a.salesState,
      createTime: a.createTime,
      cartInfo: [line('保温杯', 49.9, 2)],
      consignee: a.consignee,
      phoneNumber: a.phoneNumber,
      address: a.address,
      deliveryTime: a.deliverySn ? '2026-11-22 12:00:00' : null,
      ...(flavour === 'yshop' ? { isDel: 0, userId: 9, closeAfterSaleTime: null } : {}),
    }),
    filters: {
      orderCode: (a, value) => a.orderCode === String(value),
      time: (a, value) => {
        const [from = '', to = ''] = (value as string[]).map(String);
        return a.createTime >= from && a.createTime <= to;
      },
    },
  });
  const find = (id: unknown) => backend.records.find((a) => a.id === Number(id));
  const routes = {
    ...backend.routes,
    'POST api/yxStoreAfterSales/salesCheck': (request: InternalAxiosRequestConfig) => {
      const body = JSON.parse(String(request.data)) as Record<string, unknown>;
      const a = find(body.salesId);
      if (!a) return refused('售后单不存在');
      if (a.state !== 0 || a.salesState !== 0) return refused('售后状态错误');
      if (body.approvalStatus === 1) Object.assign(a, { state: 3, salesState: 2 });
      else if (a.serviceType === 0) a.state = 3;
      else if (!body.consignee || !body.phoneNumber || !body.address) return refused('请输入收货人信息', 'msg');
      else Object.assign(a, { state: 1, consignee: body.consignee, phoneNumber: body.phoneNumber, address: body.address });
      return { status: 200, data: true };
    },
    'POST api/yxStoreAfterSales/makeMoney': (request: InternalAxiosRequestConfig) => {
      const a = find(query(request).salesId);
      if (!a || a.state !== 2 || a.salesState !== 0) return refused('售后状态错误');
      a.state = 3;
      // yshop answers an empty 200.
      return { status: 200 };
    },
    'POST api/yxStoreOrder/express': refused('物流查询未配置'),
  };
  return { backend, routes };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const { backend, routes } = afterSalesBackend(flavour);
  const http = await fakeHttp(routes);
  const view = renderWithProviders(<AfterSalesPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('1001');
  return { http, backend, ...view };
}

// Hidden too: the list stays behind an open dialog (aria-hidden), and a test reads it there.
const table = () => screen.getByRole('table', { name: '售后列表', hidden: true });
const row = (orderCode: string) => within(table()).getByRole('row', { name: new RegExp(`^${orderCode}`), hidden: true });
const lists = (http: FakeHttp) => calls(http, 'GET api/yxStoreAfterSales/sales/List');
const offered = (orderCode: string) => within(row(orderCode)).getAllByRole('button', { hidden: true }).map((button) => button.textContent);

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

allowSlowScreens();

describe('售后', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists every application with exact amounts and the state tags, asking no 售后状态 by default (%s)', async (flavour) => {
    const { http } = await setup({ flavour });
    expect(lists(http)[0]?.params).toEqual({ page: 0, size: 10 });
    const headers = columnHeaders(table());
    expect(headers).toEqual(['订单号', '退款金额', '服务类型', '申请原因', '说明', '申请时间', '状态', '售后状态', '操作']);
    expect(row('1001')).toHaveTextContent('100199.80仅退款不想要了<img src=x onerror=alert(1)>2026-11-20 10:00:00等待审核正常');
    expect(row('1002')).toHaveTextContent('10020.10退货退款');
    expect(row('1003')).toHaveTextContent('用户已发货正常');
    // Refused and cancelled applications show too (the original hid them behind 正常).
    expect(row('1004')).toHaveTextContent('5.00仅退款拍错了2026-11-23 10:00:00已完成已拒绝用户');
    expect(row('1005')).toHaveTextContent('等待用户发货用户已取消');
    expect(within(table()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers each act only where the state allows it, and 审核 / 退款 only with yxStoreAfterSales:edit', async () => {
    await setup();
    expect(offered('1001')).toEqual(['订单详情', '审核']);
    expect(offered('1003')).toEqual(['订单详情', '退款']);
    expect(offered('1004')).toEqual(['订单详情']);
    expect(offered('1005')).toEqual(['订单详情']);
  });

  it('offers a reader 订单详情 alone', async () => {
    await setup({ roles: ['yxStoreAfterSales:list'] });
    for (const code of ['1001', '1002', '1003']) expect(offered(code)).toEqual(['订单详情']);
  });

  it('searches by order number, type, after-sales state, state and date range', async () => {
    const { http } = await setup();
    await user.type(screen.getByLabelText('订单号'), '1003');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(table()).queryByText('1001')).not.toBeInTheDocument());
    expect(lists(http).at(-1)?.params).toEqual({ orderCode: '1003', page: 0, size: 10 });
    expect(within(table()).getAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await choose('售后状态', '已拒绝用户');
    await choose('售后类型', '仅退款');
    await choose('订单状态', '已完成');
    fireEvent.change(screen.getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-23' } });
    fireEvent.change(screen.getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-23' } });
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lists(http).at(-1)?.params).toEqual({ time: ['2026-11-23 00:00:00', '2026-11-23 23:59:59'], serviceType: '0', salesState: '2', state: '3', page: 0, size: 10 }));
    await waitFor(() => expect(within(table()).queryByText('1003')).not.toBeInTheDocument());
    expect(row('1004')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the buyer’s reason, text as text, pictures as links, and the returned lines', async () => {
    await setup();
    await user.click(screen.getByRole('button', { name: '订单详情 1001' }));
    const dialog = screen.getByRole('dialog', { name: '订单详情' });
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    const pictures = within(dialog).getAllByRole('link', { name: /查看原因图片/ });
    expect(pictures.map((link) => link.getAttribute('href'))).toEqual(['https://img.test/a.png']);
    const lines = within(dialog).getByRole('table', { name: '售后商品' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('保温杯白,500ml49.9020.00');
    // Read-only: no decision here.
    expect(within(dialog).queryByRole('button', { name: '确认' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));

    await user.click(screen.getByRole('button', { name: '订单详情 1002' }));
    expect(within(screen.getByRole('dialog', { name: '订单详情' })).getByText('用户未上传图片')).toBeInTheDocument();
  });

  it('approves 仅退款, which refunds at once', async () => {
    const { http, store, backend } = await setup();
    await user.click(screen.getByRole('button', { name: '审核 1001' }));
    const dialog = screen.getByRole('dialog', { name: '售后审核' });
    expect(dialog).toHaveTextContent('该订单为仅退款订单，审核通过之后将直接退款，是否审核通过？');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreAfterSales/salesCheck').map((c) => c.data)).toEqual([{ salesId: 1, orderCode: '1001', approvalStatus: 0, consignee: '', phoneNumber: '', address: '' }]);
    expect(messages(store)).toContain('success:审核成功');
    await waitFor(() => expect(row('1001')).toHaveTextContent('退款成功正常'));
    expect(offered('1001')).toEqual(['订单详情']);
    expect(backend.records[0]?.state).toBe(3);
  });

  it('approves 退货退款 only with a whole return address', async () => {
    const { http } = await setup();
    await user.click(screen.getByRole('button', { name: '审核 1002' }));
    const dialog = screen.getByRole('dialog', { name: '售后审核' });
    expect(dialog).toHaveTextContent('该订单为退货退款，请输入退货地址：');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    for (const message of ['请输入收货人', '请输入收货人手机号', '请输入收货地址']) expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(calls(http, 'POST api/yxStoreAfterSales/salesCheck')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^收货人/ }), '王五');
    await user.type(within(dialog).getByRole('textbox', { name: /^手机号/ }), '13700000000');
    await user.type(within(dialog).getByRole('textbox', { name: /^地址/ }), ' 杭州市西湖区 ');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreAfterSales/salesCheck').map((c) => c.data)).toEqual([{ salesId: 2, orderCode: '1002', approvalStatus: 0, consignee: '王五', phoneNumber: '13700000000', address: '杭州市西湖区' }]);
    await waitFor(() => expect(row('1002')).toHaveTextContent('等待用户发货正常'));
  });

  it('closes the review on 取消 without deciding', async () => {
    const { http } = await setup();
    await user.click(screen.getByRole('button', { name: '审核 1002' }));
    await user.click(within(screen.getByRole('dialog', { name: '售后审核' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreAfterSales/salesCheck')).toHaveLength(0);
    expect(offered('1002')).toEqual(['订单详情', '审核']);
  });

  it('refuses an application without asking for an address', async () => {
    const { http } = await setup();
    await user.click(screen.getByRole('button', { name: '审核 1002' }));
    await user.click(within(screen.getByRole('dialog', { name: '售后审核' })).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreAfterSales/salesCheck')[0]?.data).toMatchObject({ salesId: 2, approvalStatus: 1 });
    await waitFor(() => expect(row('1002')).toHaveTextContent('已完成已拒绝用户'));
  });

  it('pays out a shipped return (退款), reading yshop’s empty 200 as success', async () => {
    const { http, store } = await setup({ flavour: 'yshop' });
    await user.click(screen.getByRole('button', { name: '退款 1003' }));
    const dialog = screen.getByRole('dialog', { name: '退款' });
    expect(dialog).toHaveTextContent('是否给订单号：1003 确认退款？');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreAfterSales/makeMoney').map((c) => [c.params, c.data])).toEqual([[{ salesId: 3, orderCode: '1003' }, undefined]]);
    expect(messages(store)).toContain('success:提交退款成功！');
    await waitFor(() => expect(row('1003')).toHaveTextContent('退款成功正常'));
  });

  it('shows the return parcel and the server’s word on 订单跟踪', async () => {
    const { http } = await setup();
    await user.click(screen.getByRole('button', { name: '订单详情 1003' }));
    const dialog = screen.getByRole('dialog', { name: '订单详情' });
    expect(dialog).toHaveTextContent('顺丰速运');
    expect(dialog).toHaveTextContent('SF123');
    expect(dialog).toHaveTextContent('李四 13900000000 上海市浦东新区');
    await user.click(within(dialog).getByRole('button', { name: '订单跟踪' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('物流查询未配置');
    expect(calls(http, 'POST api/yxStoreOrder/express').map((c) => c.data)).toEqual([{ orderCode: '1003', shipperCode: 'SF', logisticCode: 'SF123' }]);
  });

  it('when another operator acted first, shows the server’s message, refreshes the row and stops offering the decision', async () => {
    const { http, backend } = await setup();
    await user.click(screen.getByRole('button', { name: '审核 1001' }));
    const dialog = screen.getByRole('dialog', { name: '售后审核' });
    // Someone else refused it meanwhile.
    Object.assign(backend.records[0]!, { state: 3, salesState: 2 });
    const before = lists(http).length;
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('售后状态错误')).toBeInTheDocument();
    await waitFor(() => expect(lists(http).length).toBeGreaterThan(before));
    await waitFor(() => expect(row('1001')).toHaveTextContent('已完成已拒绝用户'));
    expect(within(dialog).queryByRole('button', { name: '确认' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '拒绝' })).not.toBeInTheDocument();
    expect(offered('1001')).toEqual(['订单详情']);

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The same for a payout someone else made.
    await user.click(screen.getByRole('button', { name: '退款 1003' }));
    const refund = screen.getByRole('dialog', { name: '退款' });
    backend.records[2]!.state = 3;
    await user.click(within(refund).getByRole('button', { name: '确 定' }));
    expect(await within(refund).findByText('售后状态错误')).toBeInTheDocument();
    await waitFor(() => expect(within(refund).queryByRole('button', { name: '确 定' })).not.toBeInTheDocument());
    expect(offered('1003')).toEqual(['订单详情']);
  });
});
