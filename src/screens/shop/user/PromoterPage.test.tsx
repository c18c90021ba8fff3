import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import PromoterPage from './aindex';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; nickname: string; phone: string; nowMoney: number | string; brokeragePrice: number | string; isPromoter: number; spreadCount: number; status: number; createTime: string | number };

const MEMBERS: Row[] = [
  { id: 5, nickname: '周杰', phone: '13800000005', nowMoney: 88, brokeragePrice: 12.3, isPromoter: 1, spreadCount: 7, status: 1, createTime: '2026-10-01 09:00:00' },
  { id: 6, nickname: '吴敏', phone: '13800000006', nowMoney: 0, brokeragePrice: 0, isPromoter: 0, spreadCount: 0, status: 1, createTime: '2026-10-02 09:00:00' },
];

/** yshop sends money as BigDecimal text and times as epoch ms; the embedded server numbers and text. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxUser',
    records: MEMBERS.map((m) => ({ ...m })),
    toWire: ({ id, ...m }) => ({
      uid: id,
      ...m,
      payCount: 2,
      avatar: '',
      ...(flavour === 'yshop' ? { nowMoney: String(m.nowMoney), brokeragePrice: String(m.brokeragePrice), createTime: Date.UTC(2026, 9, 1, 1) } : {}),
    }),
    reads: ['nickname', 'phone', 'isPromoter'],
  });
  const http = await fakeHttp({
    ...backend.routes,
    'POST api/yxUser/onStatus/:uid': { status: 200, data: '' },
    'POST api/yxUser/spread': { status: 200, data: [{ uid: 9, nickname: '张伟', avatar: '', time: '2026/11/20', childCount: 0, orderCount: 0, numberCount: 0 }] },
  });
  const view = renderWithProviders(<PromoterPage />, { path: '/promoter/aindex', session: fakeSession({ roles }).handle });
  await screen.findByText('周杰');
  return { http, ...view };
}

allowSlowScreens();
const errors = captureHttpErrors();

describe('分销员', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the promoters only, with 直推人数 and money in 2 decimals, and searches within them (%s)', async (flavour) => {
    const { table, row } = listTable('分销员列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['用户id', '用户昵称', '用户头像', '手机号码', '用户余额', '佣金金额', '创建日期', '状态', '直推人数', '购买次数', '操作']);
    expect(cellTexts(row('周杰')).slice(0, 10)).toEqual(['5', '周杰', '', '13800000005', '88.00', '12.30', expect.stringMatching(/^2026-10-01 /), '', '7', '2']);
    expect(screen.queryByText('吴敏')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^修改用户/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '用户昵称' }), { target: { value: '周' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/yxUser').at(-1)?.params).toEqual({ nickname: '周', isPromoter: 1, page: 0, size: 10, sort: ['uid,desc'] }));
    expect(errors).toEqual([]);
  });

  it('状态 changes through 会员’s call for an operator who may edit members, and 查看下级 opens the invitees', async () => {
    const { http, store } = await setup('embedded', ['YXUSER_SELECT', 'YXUSER_EDIT']);
    fireEvent.click(screen.getByRole('switch', { name: '周杰分销员状态：正常' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:操作成功'));
    expect(calls(http, 'POST api/yxUser/onStatus/5').map((c) => c.data)).toEqual([{ status: 1 }]);
    fireEvent.click(await screen.findByRole('button', { name: '查看下级 周杰' }));
    expect(await screen.findByRole('table', { name: '周杰的下级' })).toHaveTextContent('张伟');
  });

  it('shows a list-only operator the status locked and no 查看下级', async () => {
    const { http } = await setup('embedded', ['YXUSER_SELECT']);
    expect(screen.getByRole('switch', { name: '周杰分销员状态：正常' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '查看下级 周杰' })).not.toBeInTheDocument();
    expect(calls(http, 'POST api/yxUser/spread')).toEqual([]);
  });
});
