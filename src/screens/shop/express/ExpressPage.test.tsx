import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, listTable, messages } from '@/testing/screenTest';
import ExpressPage from './index';

type Flavour = 'yshop' | 'embedded';
type Company = { id: number; code: string; name: string; sort: number; isShow: number };

const NAME_TAKEN = '快递公司名称已存在';

/**
 * 快递公司 over the generic back end: yshop's rows (BaseDomain's createTime/updateTime
 * beside them, isShow possibly null) or the embedded server's bare ones; a live name
 * another company has is refused with the embedded server's message.
 */
function expressBackend(flavour: Flavour) {
  const companies = fakeResource<Company>({
    url: 'api/yxExpress',
    records: [
      { id: 426, code: 'STO', name: '申通快递', sort: 0, isShow: 0 },
      { id: 427, code: 'SF', name: '顺丰速运', sort: 2, isShow: 1 },
    ],
    toWire: (c) => (flavour === 'yshop' ? { ...c, isShow: c.isShow === 0 ? null : c.isShow, createTime: '2020-01-03 12:00:00', updateTime: null } : c),
    fromBody: (body, existing) => ({ code: String(body.code), name: String(body.name), sort: Number(body.sort), isShow: Number(body.isShow ?? existing?.isShow ?? 0) }),
    refuse: {
      create: (body, records) => (records.some((c) => c.name === body.name) ? NAME_TAKEN : undefined),
      update: (body, records) => (records.some((c) => c.name === body.name && c.id !== body.id) ? NAME_TAKEN : undefined),
    },
    deleteByPath: true,
  });
  return companies;
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const backend = expressBackend(flavour);
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<ExpressPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('顺丰速运');
  return { http, backend, ...view };
}

const { table, row } = listTable('快递公司列表');

allowSlowScreens();

describe('物流快递', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the companies newest first with code, name and sort (%s)', async (flavour) => {
    const { http } = await setup({ flavour });
    expect(calls(http, 'GET api/yxExpress')[0]?.params).toEqual({ page: 0, size: 10, sort: ['id,desc'] });
    const headers = columnHeaders(table());
    expect(headers).toEqual(['快递公司编号', '快递公司名称', '排序', '操作']);
    expect(row('顺丰速运')).toHaveTextContent('SF顺丰速运2');
    expect(row('申通快递')).toHaveTextContent('STO申通快递0');
    // No 导出: yshop has no api/yxExpress/download.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('checks the dialog before sending, then adds a company with only code, name and sort', async () => {
    const { http, store, backend } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增快递公司' });
    expect(within(dialog).getByLabelText(/排序/)).toHaveValue('0');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入快递公司编号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入快递公司名称')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxExpress')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/快递公司编号/), 'JD');
    await userEvent.type(within(dialog).getByLabelText(/快递公司名称/), ' 京东物流 ');
    await userEvent.clear(within(dialog).getByLabelText(/排序/));
    await userEvent.type(within(dialog).getByLabelText(/排序/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxExpress').map((c) => c.data)).toEqual([{ code: 'JD', name: '京东物流', sort: 3 }]);
    expect(await screen.findByText('京东物流')).toBeInTheDocument();
    expect(backend.records.map((c) => c.name)).toContain('京东物流');
    expect(messages(store)).toContain('success:添加成功');
  });

  it.each<Flavour>(['yshop', 'embedded'])('edits a company sending its id and isShow (%s)', async (flavour) => {
    const { http, store } = await setup({ flavour });
    await userEvent.click(within(row('顺丰速运')).getByRole('button', { name: '编辑 顺丰速运' }));
    const dialog = screen.getByRole('dialog', { name: '编辑快递公司' });
    expect(within(dialog).getByLabelText(/快递公司编号/)).toHaveValue('SF');
    await userEvent.clear(within(dialog).getByLabelText(/快递公司名称/));
    await userEvent.type(within(dialog).getByLabelText(/快递公司名称/), '顺丰快递');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'PUT api/yxExpress').map((c) => c.data)).toEqual([{ id: 427, code: 'SF', name: '顺丰快递', sort: 2, isShow: 1 }]);
    expect(await within(table()).findByText('顺丰快递')).toBeInTheDocument();
    expect(messages(store)).toContain('success:修改成功');
  });

  it('keeps the dialog and the input when the server refuses a name another company has', async () => {
    const { http, backend } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增快递公司' });
    await userEvent.type(within(dialog).getByLabelText(/快递公司编号/), 'SF2');
    await userEvent.type(within(dialog).getByLabelText(/快递公司名称/), '顺丰速运');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText(NAME_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/快递公司名称/)).toHaveValue('顺丰速运');
    expect(calls(http, 'POST api/yxExpress')).toHaveLength(1);
    expect(backend.records).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(within(row('申通快递')).getByRole('button', { name: '编辑 申通快递' }));
    const edit = screen.getByRole('dialog', { name: '编辑快递公司' });
    await userEvent.clear(within(edit).getByLabelText(/快递公司名称/));
    await userEvent.type(within(edit).getByLabelText(/快递公司名称/), '顺丰速运');
    await userEvent.click(within(edit).getByRole('button', { name: '确认' }));
    expect(await within(edit).findByText(NAME_TAKEN)).toBeInTheDocument();
    expect(backend.records.find((c) => c.id === 426)?.name).toBe('申通快递');
  });

  it('deletes a company by path after asking', async () => {
    const { http, store } = await setup();
    await userEvent.click(within(row('申通快递')).getByRole('button', { name: '删除 申通快递' }));
    const ask = screen.getByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(table()).queryByText('申通快递')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/yxExpress/426')).toHaveLength(1);
    expect(messages(store)).toContain('success:删除成功');
  });

  it.each([
    [['YXEXPRESS_SELECT'], []],
    [['YXEXPRESS_SELECT', 'YXEXPRESS_CREATE'], ['新增']],
    [['YXEXPRESS_SELECT', 'YXEXPRESS_EDIT'], ['编辑 顺丰速运']],
    [['YXEXPRESS_SELECT', 'YXEXPRESS_DELETE'], ['删除 顺丰速运']],
    [['YXEXPRESS_ALL'], ['新增', '编辑 顺丰速运', '删除 顺丰速运']],
    [['admin'], ['新增', '编辑 顺丰速运', '删除 顺丰速运']],
  ])('offers with %j exactly %j', async (roles, offered) => {
    await setup({ roles });
    for (const name of ['新增', '编辑 顺丰速运', '删除 顺丰速运']) {
      if (offered.includes(name)) expect(screen.getByRole('button', { name })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
