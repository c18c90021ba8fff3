import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, cellTexts, columnHeaders, listTable } from '@/testing/screenTest';
import BillPage from './bill';
import BrokerageBillPage from './brobill';
import PointBillPage from './pobill';
import { readStyles } from '@/testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('color');

type Flavour = 'yshop' | 'embedded';
type Bill = { id: number; nickname: string; title: string; category: string; type: string; pm: number; number: number; balance: number; mark: string; createTime: string };

const BILLS: Bill[] = [
  { id: 1, nickname: '王芳', title: '系统增加余额', category: 'now_money', type: 'system_add', pm: 1, number: 10.5, balance: 10.5, mark: '系统增加了10.5余额', createTime: '2026-11-01 09:00:00' },
  { id: 2, nickname: '王芳', title: '购买商品', category: 'now_money', type: 'pay_product', pm: 0, number: 0.2, balance: 10.3, mark: '', createTime: '2026-11-03 23:59:59' },
  { id: 3, nickname: '李强', title: '签到奖励', category: 'integral', type: 'sign', pm: 1, number: 10, balance: 10, mark: '', createTime: '2026-11-05 00:00:00' },
  { id: 4, nickname: '李强', title: '获得推广佣金', category: 'now_money', type: 'brokerage', pm: 1, number: 6, balance: 6, mark: '', createTime: '2026-11-06 08:00:00' },
];

/**
 * `GET api/yxUserBill` as both back ends answer it: yshop's SQL leaves id, balance and mark
 * null; the embedded server sends them. Both read only yshop's keys, days as `yyyy-MM-dd`.
 */
function billBackend(flavour: Flavour) {
  return fakeResource<Bill>({
    url: 'api/yxUserBill',
    records: BILLS.map((bill) => ({ ...bill })),
    toWire: (bill) => (flavour === 'yshop' ? { ...bill, id: null, uid: null, balance: null, mark: null, linkId: null, status: null } : bill),
    reads: ['nickname', 'category', 'type', 'title', 'pm', 'startTime', 'endTime'],
    filters: { startTime: (bill, day) => bill.createTime >= `${String(day)} 00:00:00`, endTime: (bill, day) => bill.createTime <= `${String(day)} 23:59:59`, title: (bill, title) => bill.title === title },
  });
}

async function setup(Page: () => React.JSX.Element, flavour: Flavour, roles = ['YXUSERBILL_SELECT']) {
  const http = await fakeHttp(billBackend(flavour).routes);
  renderWithProviders(<Page />, { session: fakeSession({ roles }).handle });
  await screen.findAllByText(/王芳|李强/);
  return { http };
}

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

allowSlowScreens();

describe.each<Flavour>(['yshop', 'embedded'])('用户账单, 积分记录, 分销记录 (%s)', (flavour) => {
  it('用户账单: every bill, income and expense told by sign and colour, read-only with no 导出', async () => {
    const { table, row } = listTable('账单列表');
    await setup(BillPage, flavour);
    expect(columnHeaders(table())).toEqual(['用户昵称', '账单标题', '明细种类', '明细数字', '创建时间']);
    expect(cellTexts(row('购买商品'))).toEqual(['王芳', '购买商品', '余额', '-0.20', '2026-11-03 23:59:59']);
    expect(cellTexts(row('签到奖励'))).toEqual(['李强', '签到奖励', '积分', '+10.00', '2026-11-05 00:00:00']);
    expect(within(row('购买商品')).getByText('-0.20')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(row('系统增加余额')).getByText('+10.50')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
    for (const name of ['新增', '修改', '删除', '导出']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('用户账单: filters by a date range as startTime / endTime days and by fixed choices no dictionary holds', async () => {
    const { row } = listTable('账单列表');
    const { http } = await setup(BillPage, flavour);
    fireEvent.change(screen.getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-05' } });
    await pick('明细种类', '余额');
    await pick('进出账', '支出');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText('签到奖励')).not.toBeInTheDocument());
    expect(calls(http, 'GET api/yxUserBill').at(-1)?.params).toEqual({ category: 'now_money', pm: '0', startTime: '2026-11-02', endTime: '2026-11-05', page: 0, size: 10, sort: ['id,desc'] });
    expect(row('购买商品')).toBeInTheDocument();
    expect(screen.queryByText('系统增加余额')).not.toBeInTheDocument();
    await pick('账单标题', '签到奖励');
    await pick('明细种类', '积分');
    await pick('进出账', '全部');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await within(listTable('账单列表').table()).findByText('签到奖励')).toBeInTheDocument();
    expect(screen.queryByText('购买商品')).not.toBeInTheDocument();
    expect(calls(http, 'GET api/yxUserBill').at(-1)?.params).toMatchObject({ title: '签到奖励', category: 'integral', startTime: '2026-11-02' });
  });

  it('积分记录: the points bills only, searched by nickname', async () => {
    const { http } = await setup(PointBillPage, flavour);
    expect(calls(http, 'GET api/yxUserBill')[0]?.params).toMatchObject({ category: 'integral' });
    expect(screen.getByText('+10.00')).toBeInTheDocument();
    expect(screen.queryByText('购买商品')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '明细种类' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('用户昵称'), '王芳{Enter}');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(calls(http, 'GET api/yxUserBill').at(-1)?.params).toMatchObject({ nickname: '王芳', category: 'integral' });
  });

  it('分销记录: the commission bills only', async () => {
    const { http } = await setup(BrokerageBillPage, flavour);
    expect(calls(http, 'GET api/yxUserBill')[0]?.params).toMatchObject({ category: 'now_money', type: 'brokerage' });
    expect(screen.getByText('获得推广佣金')).toBeInTheDocument();
    expect(screen.getByText('+6.00')).toBeInTheDocument();
    expect(screen.queryByText('系统增加余额')).not.toBeInTheDocument();
  });
});
