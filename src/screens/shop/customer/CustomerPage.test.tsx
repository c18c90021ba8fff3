import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, type FakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import CustomerPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; nickName: string; openId: string; remark: string; isEnable: number; createTime: string };

const CUSTOMERS: Row[] = [
  { id: 2, nickName: '客服小李', openId: 'oWx3t5demo02', remark: '夜班客服', isEnable: 0, createTime: '2026-11-20 09:00:00' },
  { id: 1, nickName: '店长王芳', openId: 'oWx3t5demo01', remark: '订单与退款提醒', isEnable: 1, createTime: '2026-11-01 08:30:00' },
];

const EMBEDDED_SCAN = {
  'GET api/wxmp/wechatCode': { status: 400, data: { status: 400, message: '请配置后台-->微信管理-->公众号配置->关注二维码' } },
  'GET api/wxmp/qrcode': { status: 400, data: { status: 400, message: '内置服务未接入公众号，无法扫码获取用户，请在 yshop 后台添加' } },
  'GET api/wxmp/getOpenId': { status: 200 },
};
/** A yshop that can sign in with WeChat: pictures, and nobody scanned yet. */
const YSHOP_SCAN = {
  'GET api/wxmp/wechatCode': { status: 200, data: 'https://img.example.com/follow.png' },
  'GET api/wxmp/qrcode': { status: 200, data: new Blob(['png'], { type: 'image/png' }) },
  'GET api/wxmp/getOpenId': { status: 200, data: '' },
};

/** yshop sends epoch ms and `isDel`, and ignores the filters; the embedded server filters (Rec. 7.21). */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreCustomer',
    records: CUSTOMERS.map((c) => ({ ...c })),
    toWire: (c) => (flavour === 'yshop' ? { ...c, isDel: 0, createTime: epochOf(c.createTime), updateTime: epochOf(c.createTime) } : c),
    filters: { nickName: (c, wanted) => c.nickName.includes(String(wanted)), remark: (c, wanted) => c.remark.includes(String(wanted)) },
    reads: ['nickName', 'remark'],
  });
  const http = await fakeHttp({ ...backend.routes, ...(flavour === 'yshop' ? YSHOP_SCAN : EMBEDDED_SCAN) });
  const view = renderWithProviders(<CustomerPage />, { path: '/mallset/storeCustomer', session: fakeSession({ roles }).handle });
  await screen.findByText('店长王芳');
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const polls = (http: FakeHttp) => calls(http, 'GET api/wxmp/getOpenId').length;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

allowSlowScreens();
const errors = captureHttpErrors();
afterEach(() => jest.useRealTimers());

describe('订单消息管理 (消息通知)', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the customers with yshop’s columns and 启用 / 禁用 (%s)', async (flavour) => {
    const { table, row } = listTable('消息通知列表');
    await setup(flavour);
    expect(columnHeaders(table())).toEqual(['', 'id', '用户昵称', '用户标识', '备注', '是否启用', '创建时间', '操作']);
    expect(cellTexts(row('店长王芳')).slice(1, 7)).toEqual(['1', '店长王芳', 'oWx3t5demo01', '订单与退款提醒', '启用', '2026-11-01 08:30:00']);
    expect(cellTexts(row('客服小李')).slice(5, 6)).toEqual(['禁用']);
  });

  it('searches by 用户昵称 and 备注 under the keys the server reads', async () => {
    const { http } = await setup();
    fireEvent.change(screen.getByPlaceholderText('输入用户昵称'), { target: { value: '王芳' } });
    fireEvent.change(screen.getByPlaceholderText('输入备注'), { target: { value: '退款' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText('客服小李')).not.toBeInTheDocument());
    expect(calls(http, 'GET api/yxStoreCustomer').at(-1)?.params).toMatchObject({ nickName: '王芳', remark: '退款' });
  });

  it('on the embedded server the scan area shows what the server says, nothing is polled, and 确认 asks for a scan', async () => {
    const { http } = await setup('embedded');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const area = await within(dialog()).findByRole('group', { name: '扫码获取' });
    expect(await within(area).findByText('内置服务未接入公众号，无法扫码获取用户，请在 yshop 后台添加')).toBeInTheDocument();
    expect(within(area).getByText('请配置后台-->微信管理-->公众号配置->关注二维码')).toBeInTheDocument();
    expect(within(area).getByText('注:未关注公众号请先关注')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('openId')).toHaveAttribute('readonly');
    await advance(10_000);
    expect(polls(http)).toBe(0);
    press('确认');
    expect(await within(dialog()).findByText('请用户扫码后提交')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxStoreCustomer')).toHaveLength(0);
  });

  it('against yshop polls getOpenId every 2 s until someone scans, fills 用户昵称 and openId, then adds them', async () => {
    const { http, store } = await setup('yshop');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await within(dialog()).findByRole('img', { name: '扫码二维码' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: '关注二维码' })).toHaveAttribute('src', 'https://img.example.com/follow.png');
    await advance(1_999);
    expect(polls(http)).toBe(0);
    await advance(1);
    expect(polls(http)).toBe(1);
    await advance(4_000);
    expect(polls(http)).toBe(3);
    const key = (calls(http, 'GET api/wxmp/qrcode')[0]?.params as { key: string }).key;
    expect(calls(http, 'GET api/wxmp/getOpenId').map((c) => (c.params as { key: string }).key)).toEqual([key, key, key]);
    http.set('GET api/wxmp/getOpenId', { status: 200, data: { openId: 'oWx3t5new', nickName: '新店员' } });
    await advance(2_000);
    expect(within(dialog()).getByLabelText('openId')).toHaveValue('oWx3t5new');
    expect(within(dialog()).getByLabelText('用户昵称')).toHaveValue('新店员');
    await advance(10_000);
    expect(polls(http)).toBe(4);
    jest.useRealTimers();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /备注/ }), { target: { value: '退款提醒' } });
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:新增成功'));
    expect(calls(http, 'POST api/yxStoreCustomer').map((c) => c.data)).toEqual([{ nickName: '新店员', openId: 'oWx3t5new', remark: '退款提醒', isEnable: 1 }]);
    expect(errors).toEqual([]);
  });

  it('stops polling when the dialog is cancelled, and after two minutes says 二维码已过期，请重新打开', async () => {
    const { http } = await setup('yshop');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await within(dialog()).findByRole('img', { name: '扫码二维码' });
    await advance(4_000);
    expect(polls(http)).toBe(2);
    press('取消');
    await advance(10_000);
    expect(polls(http)).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await within(dialog()).findByRole('img', { name: '扫码二维码' });
    await advance(120_000);
    expect(within(dialog()).getByText('二维码已过期，请重新打开')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('img', { name: '扫码二维码' })).not.toBeInTheDocument();
    const asked = polls(http);
    expect(asked).toBe(2 + 59);
    await advance(10_000);
    expect(polls(http)).toBe(asked);
  });

  it.each<Flavour>(['yshop', 'embedded'])('编辑 keeps the scanned customer and sends the row with its id; 删除 sends [id] (%s)', async (flavour) => {
    const { http } = await setup(flavour);
    fireEvent.click(screen.getByRole('button', { name: '编辑 客服小李' }));
    expect(within(dialog()).getByLabelText('openId')).toHaveValue('oWx3t5demo02');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /是否启用/ }));
    fireEvent.click(await screen.findByRole('option', { name: '启用' }));
    press('确认');
    await waitFor(() => expect(calls(http, 'PUT api/yxStoreCustomer')).toHaveLength(1));
    expect(calls(http, 'PUT api/yxStoreCustomer')[0]?.data).toEqual({ id: 2, nickName: '客服小李', openId: 'oWx3t5demo02', remark: '夜班客服', isEnable: 1 });
    fireEvent.click(screen.getByRole('button', { name: '删除 客服小李' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxStoreCustomer').map((c) => c.data)).toEqual([[2]]));
  });

  it('an operator with yxStoreCustomer:list alone sees the list, no 新增, 编辑 or 删除', async () => {
    await setup('embedded', ['yxStoreCustomer:list']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 店长王芳' })).not.toBeInTheDocument();
  });
});
