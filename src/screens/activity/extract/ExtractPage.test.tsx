import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser, typeInto } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import ExtractPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; uid: number; realName: string; extractType: string; wechat: string; alipayCode: string; extractPrice: number; status: number; failMsg: string; failTime: string | null; createTime: string };

const EXTRACTS: Row[] = [
  { id: 1, uid: 41319, realName: '王芳', extractType: 'weixin', wechat: 'wx_wf', alipayCode: '', extractPrice: 20.5, status: 0, failMsg: '', failTime: null, createTime: '2026-11-03 09:30:00' },
  { id: 2, uid: 41323, realName: '李强', extractType: 'alipay', wechat: '', alipayCode: '13800000000', extractPrice: 88, status: 0, failMsg: '', failTime: null, createTime: '2026-11-04 10:00:00' },
  { id: 3, uid: 41327, realName: '张伟', extractType: 'weixin', wechat: 'wx_zw', alipayCode: '', extractPrice: 15, status: -1, failMsg: '信息不符', failTime: '2026-11-05 11:00:00', createTime: '2026-11-02 08:00:00' },
  { id: 4, uid: 41331, realName: '刘洋', extractType: 'weixin', wechat: 'wx_ly', alipayCode: '', extractPrice: 30, status: 1, failMsg: '', failTime: null, createTime: '2026-11-01 08:00:00' },
];

/**
 * yshop sends times as epoch ms and money as numbers; the embedded server text times (money
 * as text here, which both may send). The review is a canned answer: 王芳's goes through, 李强's
 * was handled by another operator first.
 */
async function setup(flavour: Flavour = 'embedded', roles = ['admin'], url = '/price/extract') {
  const backend = fakeResource<Row>({
    url: 'api/yxUserExtract',
    records: EXTRACTS.map((r) => ({ ...r })),
    toWire: (r) =>
      flavour === 'yshop'
        ? { ...r, bankCode: '0', bankAddress: '', mark: '', balance: 0, createTime: epochOf(r.createTime), failTime: r.failTime === null ? null : epochOf(r.failTime) }
        : { ...r, extractPrice: r.extractPrice.toFixed(2), bankCode: '0', bankAddress: '', mark: '', balance: '0.00' },
    filters: { status: (r, value) => String(r.status) === String(value) },
    reads: ['realName', 'status'],
  });
  const review = (request: InternalAxiosRequestConfig): FakeReply =>
    (JSON.parse(String(request.data)) as { id: number }).id === 2 ? { status: 400, data: { status: 400, message: '该申请已经处理过啦！' } } : { status: 204, data: '' };
  const http = await fakeHttp({ ...backend.routes, 'PUT api/yxUserExtract': review });
  const view = renderWithProviders(<ExtractPage />, { path: '/price/extract', url, session: fakeSession({ roles }).handle });
  await screen.findByText('姓名:王芳');
  return { http, ...view };
}

const user = quickUser();
allowSlowScreens();
const errors = captureHttpErrors();
const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const reviews = (http: Awaited<ReturnType<typeof setup>>['http']) => calls(http, 'PUT api/yxUserExtract').map((call) => call.data);

describe('提现管理', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists withdrawals: amount in 2 decimals, the account by type, the state with a refusal’s reason and time (%s)', async (flavour) => {
    const { table, row } = listTable('提现列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['ID', '提现金额', '提现方式', '添加时间', '审核状态', '操作']);
    expect(cellTexts(row('姓名:王芳')).slice(0, 5)).toEqual(['1', '20.50', '姓名:王芳微信号:wx_wf', '2026-11-03 09:30:00', '未提现']);
    expect(cellTexts(row('姓名:李强'))[2]).toBe('姓名:李强支付宝号:13800000000');
    expect(cellTexts(row('姓名:张伟'))[4]).toBe('提现未通过未通过原因：信息不符未通过时间：2026-11-05 11:00:00');
    expect(cellTexts(row('姓名:刘洋'))[4]).toBe('提现通过');
    // Only rows 审核中 offer the review.
    expect(within(row('姓名:张伟')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('姓名:刘洋')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('姓名:王芳')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['通过 王芳', '驳回 王芳']);
    await user.type(screen.getByRole('textbox', { name: '名称' }), '王');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/yxUserExtract').at(-1)?.params).toEqual({ realName: '王', page: 0, size: 10, sort: ['id,desc'] }));
  });

  it('opens with 首页’s ?status=0 as the 审核状态 search', async () => {
    const { http } = await setup('embedded', ['admin'], '/price/extract?status=0');
    await waitFor(() => expect(calls(http, 'GET api/yxUserExtract').at(-1)?.params).toMatchObject({ status: '0' }));
    await waitFor(() => expect(screen.queryByText('姓名:张伟')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: '审核状态' })).toHaveTextContent('审核中');
  });

  it('通过 asks naming the member and the amount, then sends the decision with the row’s id, member and amount', async () => {
    const { http, store } = await setup();
    await user.click(screen.getByRole('button', { name: '通过 王芳' }));
    const question = screen.getByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('确定通过王芳的提现申请(20.50元)?');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    expect(reviews(http)).toEqual([{ id: 1, uid: 41319, realName: '王芳', extractPrice: '20.50', status: 1, failMsg: '' }]);
  });

  it('驳回 shows the commission it returns and needs the reason; the server’s 该申请已经处理过啦！ shows when another operator was first', async () => {
    const { http, store } = await setup();
    await user.click(screen.getByRole('button', { name: '驳回 王芳' }));
    expect(within(dialog()).getByRole('textbox', { name: '退回佣金' })).toHaveValue('20.50元');
    expect(within(dialog()).getByRole('textbox', { name: '姓名' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: '确认' }));
    expect(await within(dialog()).findByText('请填写失败原因')).toBeInTheDocument();
    await typeInto(user, within(dialog()).getByRole('textbox', { name: /无效原因/ }), ' 微信实名不符 ');
    await user.click(within(dialog()).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    await user.click(screen.getByRole('button', { name: '驳回 李强' }));
    await typeInto(user, within(dialog()).getByRole('textbox', { name: /无效原因/ }), '重复申请');
    await user.click(within(dialog()).getByRole('button', { name: '确认' }));
    expect(await within(dialog()).findByText('该申请已经处理过啦！')).toBeInTheDocument();
    expect(errors).toEqual(['该申请已经处理过啦！']);
    expect(reviews(http)).toEqual([
      { id: 1, uid: 41319, realName: '王芳', extractPrice: '20.50', status: -1, failMsg: '微信实名不符' },
      { id: 2, uid: 41323, realName: '李强', extractPrice: '88.00', status: -1, failMsg: '重复申请' },
    ]);
  });

  it('shows a reader (YXUSEREXTRACT_SELECT) the list without 通过 or 驳回', async () => {
    await setup('embedded', ['YXUSEREXTRACT_SELECT']);
    expect(screen.queryByRole('button', { name: /^(通过|驳回) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });
});
