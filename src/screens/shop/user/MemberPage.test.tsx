import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { menusApi } from '@/api/menus';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import { memberCalls } from '@/entities/member/member';
import MemberPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; nickname: string; phone: string; nowMoney: number; brokeragePrice: number; integral: number; status: number; userType: string; createTime: string };

const MEMBERS: Row[] = [
  { id: 1, nickname: '王芳', phone: '13800000001', nowMoney: 10.5, brokeragePrice: 0, integral: 10, status: 1, userType: 'wechat', createTime: '2026-11-01 09:00:00' },
  { id: 2, nickname: '李强', phone: '', nowMoney: 1234.56, brokeragePrice: 7.8, integral: 0, status: 0, userType: 'h5', createTime: '2026-11-02 10:00:00' },
];

/** 会员's menus, so the row's links find 订单 and 用户账单 where the user's menus put them. */
const MENUS = [{ path: '/order', component: 'Layout', meta: { title: '订单管理' }, children: [{ path: 'order', component: 'shop/order/index', meta: { title: '订单' } }] },
  { path: '/member', component: 'Layout', meta: { title: '会员管理' }, children: [{ path: 'bill', component: 'shop/user/bill', meta: { title: '用户账单' } }] }];

function Where() {
  const location = useLocation();
  return <p>{`到达 ${location.pathname}${decodeURIComponent(location.search)}`}</p>;
}

/** The list from fakeResource (yshop's rows also carry the password it should not send); every write a canned answer. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin'], spread: 'answers' | 'missing' = 'answers') {
  const backend = fakeResource<Row>({
    url: 'api/yxUser',
    records: MEMBERS.map((m) => ({ ...m })),
    toWire: ({ id, ...m }) => ({ uid: id, ...m, spreadUid: 0, payCount: 3, avatar: '', realName: '', mark: '', adminid: 0, ...(flavour === 'yshop' ? { password: null, createTime: m.createTime } : {}) }),
    reads: ['nickname', 'phone', 'userType', 'isPromoter'],
  });
  const http = await fakeHttp({
    ...backend.routes,
    'PUT api/yxUser': { status: 204, data: '' },
    'POST api/yxUser/onStatus/:uid': { status: 200, data: '' },
    'POST api/yxUser/spread': (request) =>
      spread === 'answers' && (JSON.parse(String(request.data)) as { grade: number }).grade === 0 ? { status: 200, data: [{ uid: 9, nickname: '张伟', avatar: '', time: '2026/11/20', childCount: 1, orderCount: 0, numberCount: 0 }] } : { status: 404, data: { status: 404, message: 'Not Found' } },
    'POST api/yxUser/money': (request) => ((JSON.parse(String(request.data)) as { ptype?: number }).ptype === 2 ? { status: 400, data: { status: 400, message: '余额不足' } } : { status: 204, data: '' }),
  });
  const view = renderWithProviders(<MemberPage />, { path: '/member/user', session: fakeSession({ roles }).handle, routes: [{ path: '*', element: <Where /> }] });
  view.store.dispatch(menusApi.util.upsertQueryData('buildMenus', undefined, MENUS));
  await screen.findByText('王芳');
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const body = (http: Awaited<ReturnType<typeof setup>>['http'], key: string) => calls(http, key).map((call) => call.data);

allowSlowScreens();
const errors = captureHttpErrors();

describe('会员', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the members with money in 2 decimals and searches by nickname, phone and source (%s)', async (flavour) => {
    const { table, row } = listTable('会员列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['用户id', '用户昵称', '用户头像', '手机号码', '用户余额', '佣金金额', '用户积分', '创建日期', '状态', '用户来源', '推荐人', '购买次数', '操作']);
    expect(cellTexts(row('李强')).slice(0, 12)).toEqual(['2', '李强', '', '', '1234.56', '7.80', '0.00', '2026-11-02 10:00:00', '', 'H5', '0', '3']);
    expect(cellTexts(row('王芳'))[9]).toBe('公众号');
    fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '1380' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '用户来源' }));
    fireEvent.click(await screen.findByRole('option', { name: 'H5' }));
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/yxUser').at(-1)?.params).toEqual({ phone: '1380', userType: 'H5', page: 0, size: 10, sort: ['uid,desc'] }));
  });

  it('状态 asks in yshop’s words, sends the status shown to onStatus and says 操作成功', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('switch', { name: '王芳会员状态：正常' }));
    expect(screen.getByText('确定进行[禁用]操作?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:操作成功'));
    expect(calls(http, 'POST api/yxUser/onStatus/1').map((c) => c.data)).toEqual([{ status: 1 }]);
  });

  it('修改用户 checks the phone and sends only its fields, never the balance', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '修改用户 王芳' }));
    expect(within(dialog()).getByRole('textbox', { name: '用户昵称' })).toBeDisabled();
    type(/手机号码/, '1380000');
    type(/真实姓名/, '王小芳');
    type(/用户积分/, '12');
    press('确认');
    expect(await within(dialog()).findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    type(/手机号码/, '13900000009');
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    expect(body(http, 'PUT api/yxUser')).toEqual([{ uid: 1, realName: '王小芳', mark: '', phone: '13900000009', adminid: 0, integral: 12 }]);
  });

  it('修改余额 asks naming the member and amount, shows the server’s 余额不足 in the form, then adds', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '修改余额 王芳' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '减少' }));
    type(/金额/, '20.5');
    press('确认');
    expect(await screen.findByText('确定为王芳减少20.50元余额?')).toBeInTheDocument();
    press('确定');
    expect(await within(dialog()).findByText('余额不足')).toBeInTheDocument();
    expect(errors).toEqual(['余额不足']);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '增加' }));
    press('确认');
    expect(await screen.findByText('确定为王芳增加20.50元余额?')).toBeInTheDocument();
    press('取消');
    press('确认');
    press('确定');
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    expect(body(http, 'POST api/yxUser/money')).toEqual([{ uid: 1, nickname: '王芳', ptype: 2, money: '20.50' }, { uid: 1, nickname: '王芳', ptype: 1, money: '20.50' }]);
  });

  it('修改积分 takes whole points, refuses going below zero itself, and sends the new total only', async () => {
    const { http } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '修改积分 王芳' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '减少' }));
    type(/积分/, '11');
    press('确认');
    expect(await within(dialog()).findByText('积分不足')).toBeInTheDocument();
    type(/积分/, '4');
    press('确认');
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(body(http, 'PUT api/yxUser')).toEqual([{ uid: 1, integral: '6.00' }]));
  });

  it('links a member to their bills; no 订单 link for a member without a phone to search by', async () => {
    await setup();
    expect(screen.queryByRole('button', { name: '订单 李强' })).not.toBeInTheDocument(); // no phone to search by
    fireEvent.click(await screen.findByRole('button', { name: '账单 王芳' }));
    expect(await screen.findByText('到达 /member/bill?nickname=王芳')).toBeInTheDocument();
  });

  it('查看下级 shows the 一级 invitees, and 暂无数据 where the back end has no answer (yshop’s HEAD)', async () => {
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: '查看下级 王芳' }));
    const invitees = await screen.findByRole('table', { name: '王芳的下级' });
    expect(await within(invitees).findByText('张伟')).toBeInTheDocument();
    expect(within(invitees).getByText('2026/11/20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '二级' }));
    expect(await within(invitees).findByText('暂无数据')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('offers no 查看下级 where the back end has no such call (yshop’s HEAD answers 404), quietly', async () => {
    const { http, store } = await setup('embedded', ['admin'], 'missing');
    // The probe's answer taken in: the console now knows the call is missing.
    await waitFor(() => expect(memberCalls.endpoints.memberSpreadSupported.select()(store.getState()).data).toBe(false));
    // Asked for no member: uid 0 would be every member nobody invited on an older yshop.
    expect(calls(http, 'POST api/yxUser/spread').map((c) => c.data)).toEqual([{ uid: -1, grade: 0 }]);
    expect(await screen.findByRole('button', { name: '账单 王芳' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看下级 王芳' })).not.toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('shows a list-only operator no write and a locked status, and links to the orders by the member’s phone', async () => {
    await setup('embedded', ['YXUSER_SELECT']);
    for (const name of ['修改用户 王芳', '修改余额 王芳', '修改积分 王芳', '查看下级 王芳']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '王芳会员状态：正常' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '订单 王芳' }));
    expect(await screen.findByText('到达 /order/order?searchType=userPhone&searchValue=13800000001')).toBeInTheDocument();
  });
});
