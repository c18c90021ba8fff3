import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, listTable, messages } from '@/testing/screenTest';
import WechatTemplatePage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; tempkey: string; name: string; content: string; tempid: string; status: number; type: string };

const TEMPLATES: Row[] = [
  { id: 16, tempkey: 'pay_success', name: '订单支付成功通知', content: '', tempid: 'W5r2c2kz', status: 1, type: 'subscribe' },
  { id: 3, tempkey: 'delivery_success', name: '订单发货提醒', content: '{{first.DATA}}', tempid: 'NyrkeQ5T', status: 0, type: 'template' },
];

/** yshop sends `addTime: null` and `isDel`; the embedded server text times. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxWechatTemplate',
    records: TEMPLATES.map((t) => ({ ...t })),
    toWire: (t) => (flavour === 'yshop' ? { ...t, addTime: null, isDel: 0 } : { ...t, createTime: '2020-07-09 12:50:35', updateTime: null }),
    deleteByPath: true,
    reads: [],
  });
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<WechatTemplatePage />, { path: '/wechat/template', session: fakeSession({ roles }).handle });
  await screen.findByText('订单发货提醒');
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

allowSlowScreens();
const errors = captureHttpErrors();

describe('微信模板消息', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the templates with yshop’s columns, 类型 and 状态 in words (%s)', async (flavour) => {
    const { table, row } = listTable('微信模板消息列表');
    await setup(flavour);
    expect(columnHeaders(table())).toEqual(['', '消息类型', '模板id', '模板编号', '模板名', '模板ID', '状态', '操作']);
    expect(cellTexts(row('订单支付成功通知')).slice(1, 7)).toEqual(['订阅消息', '16', 'pay_success', '订单支付成功通知', 'W5r2c2kz', '开启']);
    expect(cellTexts(row('订单发货提醒')).slice(1, 7)).toEqual(['模板消息', '3', 'delivery_success', '订单发货提醒', 'NyrkeQ5T', '关闭']);
  });

  it('新增 asks for 模板编号, 模板名 and 模板ID, then posts the dialog and says 添加成功', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    press('确认');
    expect(await within(dialog()).findByText('请输入模板编号')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入模板名')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入模板ID')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxWechatTemplate')).toHaveLength(0);
    await choose(/类型/, '订阅消息');
    type(/模板编号/, 'order_cancel');
    type(/模板名/, '订单取消通知');
    type(/模板ID/, 'AbC_123');
    await choose(/状态/, '关闭');
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/yxWechatTemplate').map((c) => c.data)).toEqual([
      { tempkey: 'order_cancel', name: '订单取消通知', tempid: 'AbC_123', content: '', status: 0, type: 'subscribe' },
    ]);
    expect(errors).toEqual([]);
  });

  it.each<Flavour>(['yshop', 'embedded'])('编辑 sends the row with its text and says 修改成功; 删除 asks and deletes by path (%s)', async (flavour) => {
    const { http, store } = await setup(flavour);
    fireEvent.click(screen.getByRole('button', { name: '编辑 订单发货提醒' }));
    expect(within(dialog()).getByRole('textbox', { name: /模板编号/ })).toHaveValue('delivery_success');
    await choose(/状态/, '开启');
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:修改成功'));
    expect(calls(http, 'PUT api/yxWechatTemplate')[0]?.data).toEqual({
      id: 3, tempkey: 'delivery_success', name: '订单发货提醒', tempid: 'NyrkeQ5T', content: '{{first.DATA}}', status: 1, type: 'template',
    });
    fireEvent.click(screen.getByRole('button', { name: '删除 订单发货提醒' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxWechatTemplate/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('订单发货提醒')).not.toBeInTheDocument());
  });

  it('an operator with yxWechatTemplate:list alone sees the list, no 新增, 编辑 or 删除', async () => {
    await setup('embedded', ['yxWechatTemplate:list']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 订单发货提醒' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 订单发货提醒' })).not.toBeInTheDocument();
  });
});
