import { act, screen, waitFor, within } from '@testing-library/react';
import { useDict } from '@/features/dict/useDict';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '@/testing/screenTest';
import { formatDateTime } from '@/shared/time/time';
import DictPage from './index';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

type FakeDict = {
  id: number;
  name: string;
  remark: string;
  createTime: string | number;
};
type FakeDetail = {
  id: number;
  label: string;
  value: string;
  sort: number;
  dict: { id: number };
};

/** The dictionary calls over the generic in-memory back end, answering as CONTRACT.md says. */
function dictBackend(extraDicts = 0) {
  // Out of order on purpose: the screen shows them by sort.
  const details = fakeResource<FakeDetail>({
    url: 'api/dictDetail',
    deleteByPath: true,
    records: [
      { id: 10, label: '待发货', value: '1', sort: 2, dict: { id: 2 } },
      { id: 11, label: '待付款', value: '0', sort: 1, dict: { id: 2 } },
      { id: 12, label: '激活', value: '1', sort: 1, dict: { id: 1 } },
    ],
    filters: { dictName: (detail, name) => dicts.records.find((d) => d.name === name)?.id === detail.dict.id },
  });
  const dicts = fakeResource<FakeDict>({
    url: 'api/dict',
    deleteByPath: true,
    records: [
      { id: 1, name: 'user_status', remark: '用户状态', createTime: '2026-11-22 10:00:00' },
      { id: 2, name: 'order_status', remark: '订单状态', createTime: '2026-11-22 10:00:00' },
      ...Array.from({ length: extraDicts }, (_, i) => ({ id: 3 + i, name: `extra_${i + 1}`, remark: `额外 ${i + 1}`, createTime: '2026-11-22 10:00:00' })),
    ],
    filters: { blurry: (dict, text) => dict.name.includes(String(text)) || dict.remark.includes(String(text)) },
    refuse: { create: (body, records) => (records.some((d) => d.name === body.name) ? `字典名称 ${String(body.name)} 已存在` : undefined) },
    // A dictionary takes its entries with it.
    afterRemove: (ids) => {
      for (let i = details.records.length - 1; i >= 0; i -= 1) if (ids.includes(details.records[i]!.dict.id)) details.records.splice(i, 1);
    },
  });
  return { dicts: dicts.records, details: details.records, start: () => fakeHttp({ ...dicts.routes, ...details.routes }) };
}

/** A useDict consumer somewhere else in the console. */
function OrderStatusConsumer() {
  const { order_status, isLoading } = useDict('order_status');
  return <p aria-label="订单状态消费者">{isLoading ? '加载中' : order_status.list.map((entry) => entry.label).join('、')}</p>;
}

async function setup({ roles = ['admin'], extraDicts = 0, withConsumer = false, createTimes = [] as (string | number)[] } = {}) {
  const backend = dictBackend(extraDicts);
  createTimes.forEach((time, i) => Object.assign(backend.dicts[i] ?? {}, { createTime: time }));
  const http = await backend.start();
  const fake = fakeSession({ roles });
  const view = renderWithProviders(
    <>
      <DictPage />
      {withConsumer ? <OrderStatusConsumer /> : null}
    </>,
    { session: fake.handle },
  );
  await screen.findByRole('button', { name: 'order_status' });
  return { http, backend, ...view, fake };
}

const dictPane = () => screen.getByRole('region', { name: '字典列表' });
const detailPane = () => screen.getByRole('region', { name: '字典详情' });
const dictRow = (name: string) => within(dictPane()).getByRole('row', { name: new RegExp(name) });
const detailRows = () => within(within(detailPane()).getByRole('table')).getAllByRole('row').slice(1);

async function openDictionary(name: string) {
  await user.click(within(dictPane()).getByRole('button', { name }));
  await waitFor(() => expect(within(detailPane()).getByText(`所属字典：${name}`)).toBeInTheDocument());
  await waitFor(() => expect(within(detailPane()).queryByText('暂无数据')).not.toBeInTheDocument());
}

// Dialogs and tables typed into character by character: slower than the default 5 s on a busy machine.
allowSlowScreens();

describe('字典管理', () => {
  it('lists the dictionaries of the first page and asks for the entries of none yet', async () => {
    const { http } = await setup();
    expect(calls(http, 'GET api/dict')[0]?.params).toEqual({ page: 0, size: 10 });
    expect(within(dictRow('user_status')).getByText('用户状态')).toBeInTheDocument();
    expect(within(dictRow('order_status')).getByText('2026-11-22 10:00:00')).toBeInTheDocument();
    expect(within(detailPane()).getByText('点击字典查看详情')).toBeInTheDocument();
    expect(calls(http, 'GET api/dictDetail')).toHaveLength(0);
  });

  // yshop sends one instant as ISO with an offset or as epoch milliseconds, besides
  // yyyy-MM-dd HH:mm:ss: all show alike; what names no instant shows as sent.
  it('shows 创建时间 alike whatever form the server sent it in', async () => {
    const instant = Date.UTC(2026, 10, 22, 2, 0, 0);
    await setup({ extraDicts: 1, createTimes: ['2026-11-22T10:00:00.000+08:00', instant, '2026-02-30 10:00:00'] });
    const shown = formatDateTime(new Date(instant));
    expect(within(dictRow('user_status')).getByText(shown)).toBeInTheDocument();
    expect(within(dictRow('order_status')).getByText(shown)).toBeInTheDocument();
    expect(within(dictRow('extra_1')).getByText('2026-02-30 10:00:00')).toBeInTheDocument();
  });

  it('searches by name or remark from the first page, and resets', async () => {
    const { http } = await setup({ extraDicts: 10 });
    await user.click(within(dictPane()).getByRole('button', { name: '下一页' }));
    await within(dictPane()).findByRole('button', { name: 'extra_9' });
    expect(calls(http, 'GET api/dict').at(-1)?.params).toEqual({ page: 1, size: 10 });

    await user.type(within(dictPane()).getByLabelText('搜索字典'), '订单{Enter}');
    await waitFor(() => expect(within(dictPane()).queryByRole('button', { name: 'user_status' })).not.toBeInTheDocument());
    expect(within(dictPane()).getByRole('button', { name: 'order_status' })).toBeInTheDocument();
    expect(calls(http, 'GET api/dict').at(-1)?.params).toEqual({ blurry: '订单', page: 0, size: 10 });
    expect(within(dictPane()).getByText('1-1 共 1 条')).toBeInTheDocument();

    await user.click(within(dictPane()).getByRole('button', { name: '重置' }));
    expect(await within(dictPane()).findByRole('button', { name: 'user_status' })).toBeInTheDocument();
    expect(within(dictPane()).getByLabelText('搜索字典')).toHaveValue('');
    expect(within(dictPane()).getByText('1-10 共 12 条')).toBeInTheDocument();
  });

  it('shows the selected dictionary\'s entries by sort, fetched whole by name', async () => {
    const { http } = await setup();
    await openDictionary('order_status');
    expect(calls(http, 'GET api/dictDetail').at(-1)?.params).toEqual({ dictName: 'order_status', page: 0, size: 9999 });
    expect(detailRows().map((row) => row.textContent)).toEqual([expect.stringContaining('待付款0'), expect.stringContaining('待发货1')]);
    expect(within(dictPane()).getByRole('button', { name: 'order_status' })).toHaveAttribute('aria-pressed', 'true');

    await openDictionary('user_status');
    expect(detailRows().map((row) => row.textContent)).toEqual([expect.stringContaining('激活1')]);
  });

  it('creates an entry after checking the form, refreshes the entries and every useDict consumer', async () => {
    const { http, store } = await setup({ withConsumer: true });
    await waitFor(() => expect(screen.getByLabelText('订单状态消费者')).toHaveTextContent('待付款、待发货'));
    await openDictionary('order_status');
    await user.click(within(detailPane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增字典详情' });
    expect(within(dialog).getByText('所属字典：order_status')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/排序/)).toHaveValue('999');

    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('字典标签不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典值不能为空')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/排序/));
    await user.type(within(dialog).getByLabelText(/排序/), '1.5');
    await user.type(within(dialog).getByLabelText(/字典标签/), '已退款');
    await user.type(within(dialog).getByLabelText(/字典值/), '7');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('排序必须是整数')).toBeInTheDocument();
    expect(calls(http, 'POST api/dictDetail')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/排序/));
    await user.type(within(dialog).getByLabelText(/排序/), '3');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/dictDetail')[0]?.data).toEqual({ label: '已退款', value: '7', sort: 3, dict: { id: 2 } });
    await waitFor(() => expect(detailRows()).toHaveLength(3));
    expect(detailRows()[2]).toHaveTextContent('已退款73');
    await waitFor(() => expect(screen.getByLabelText('订单状态消费者')).toHaveTextContent('待付款、待发货、已退款'));
    expect(messages(store)).toContain('success:新增成功');
  });

  it('edits an entry with its id and dictionary', async () => {
    const { http, store } = await setup();
    await openDictionary('order_status');
    await user.click(within(detailRows()[0]!).getByRole('button', { name: '编辑 待付款' }));
    const dialog = screen.getByRole('dialog', { name: '编辑字典详情' });
    expect(within(dialog).getByLabelText(/字典标签/)).toHaveValue('待付款');
    await user.clear(within(dialog).getByLabelText(/字典标签/));
    await user.type(within(dialog).getByLabelText(/字典标签/), '等待付款');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'PUT api/dictDetail')[0]?.data).toEqual({ id: 11, label: '等待付款', value: '0', sort: 1, dict: { id: 2 } });
    await waitFor(() => expect(detailRows()[0]).toHaveTextContent('等待付款'));
    expect(messages(store)).toContain('success:编辑成功');
  });

  it('deletes an entry only after confirmation', async () => {
    const { http, store } = await setup();
    await openDictionary('order_status');
    await user.click(within(detailRows()[1]!).getByRole('button', { name: '删除 待发货' }));
    const confirm = screen.getByRole('alertdialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除字典详情「待发货」吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/dictDetail/10')).toHaveLength(0);

    await user.click(within(detailRows()[1]!).getByRole('button', { name: '删除 待发货' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(detailRows()).toHaveLength(1));
    expect(calls(http, 'DELETE api/dictDetail/10')).toHaveLength(1);
    expect(messages(store)).toContain('success:删除成功');
  });

  it('creates, renames and deletes a dictionary, keeping the selection in step', async () => {
    const { http, store } = await setup();
    await user.click(within(dictPane()).getByRole('button', { name: '新增' }));
    let dialog = screen.getByRole('dialog', { name: '新增字典' });
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('字典名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/字典名称/), ' pay_type ');
    await user.type(within(dialog).getByLabelText(/描述/), '支付方式');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dictPane()).findByRole('button', { name: 'pay_type' })).toBeInTheDocument();
    expect(calls(http, 'POST api/dict')[0]?.data).toEqual({ name: 'pay_type', remark: '支付方式' });
    expect(messages(store)).toContain('success:新增成功');

    await openDictionary('order_status');
    await user.click(within(dictRow('order_status')).getByRole('button', { name: '编辑 order_status' }));
    dialog = screen.getByRole('dialog', { name: '编辑字典' });
    expect(within(dialog).getByLabelText(/描述/)).toHaveValue('订单状态');
    await user.clear(within(dialog).getByLabelText(/字典名称/));
    await user.type(within(dialog).getByLabelText(/字典名称/), 'order_state');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dictPane()).findByRole('button', { name: 'order_state' })).toBeInTheDocument();
    expect(calls(http, 'PUT api/dict')[0]?.data).toEqual({ id: 2, name: 'order_state', remark: '订单状态' });
    // The entries pane follows the new name.
    expect(within(detailPane()).getByText('所属字典：order_state')).toBeInTheDocument();
    await waitFor(() => expect(detailRows()).toHaveLength(2));

    await user.click(within(dictRow('order_state')).getByRole('button', { name: '删除 order_state' }));
    const confirm = screen.getByRole('alertdialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除字典「order_state」及其全部字典详情吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dictPane()).queryByRole('button', { name: 'order_state' })).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/dict/2')).toHaveLength(1);
    expect(within(detailPane()).getByText('点击字典查看详情')).toBeInTheDocument();
    expect(messages(store)).toContain('success:删除成功');
  });

  it('keeps the input and shows the server\'s message when the server refuses', async () => {
    const { http, store } = await setup();
    await user.click(within(dictPane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增字典' });
    await user.type(within(dialog).getByLabelText(/字典名称/), 'user_status');
    await user.type(within(dialog).getByLabelText(/描述/), '重复的');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('字典名称 user_status 已存在')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/字典名称/)).toHaveValue('user_status');
    expect(within(dialog).getByLabelText(/描述/)).toHaveValue('重复的');
    expect(calls(http, 'POST api/dict')).toHaveLength(1);
    expect(messages(store).filter((m) => m.startsWith('success'))).toEqual([]);

    // Entries too: a refused edit stays open with what was typed.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    http.set('PUT api/dictDetail', { status: 400, data: { status: 400, message: '排序不能大于 99999' } });
    await openDictionary('order_status');
    await user.click(within(detailRows()[0]!).getByRole('button', { name: '编辑 待付款' }));
    const detailDialog = screen.getByRole('dialog', { name: '编辑字典详情' });
    await user.clear(within(detailDialog).getByLabelText(/字典值/));
    await user.type(within(detailDialog).getByLabelText(/字典值/), 'zero');
    await user.click(within(detailDialog).getByRole('button', { name: '确认' }));
    expect(await within(detailDialog).findByText('排序不能大于 99999')).toBeInTheDocument();
    expect(within(detailDialog).getByLabelText(/字典值/)).toHaveValue('zero');
  });

  it('shows no add, edit or delete without the permissions', async () => {
    await setup({ roles: ['editor', 'dict:list'] });
    await openDictionary('order_status');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('shows each button to the holder of its permission and follows role changes', async () => {
    const { fake } = await setup({ roles: ['dict:edit'] });
    await openDictionary('order_status');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^编辑/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();

    act(() => fake.update({ roles: ['dict:add', 'dict:del'] }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '新增' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^编辑/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^删除/ }).length).toBeGreaterThan(0);
  });

  it('shows server strings as text, never as markup', async () => {
    const backend = dictBackend();
    backend.dicts.push({ id: 9, name: '<b>bold</b>', remark: '<img src=x onerror="alert(1)">', createTime: '2026-11-22 10:00:00' });
    backend.details.push({ id: 90, label: '<script>alert(1)</script>', value: '<i>v</i>', sort: 1, dict: { id: 9 } });
    await backend.start();
    const { container } = renderWithProviders(<DictPage />, { session: fakeSession({ roles: ['admin'] }).handle });
    await user.click(await screen.findByRole('button', { name: '<b>bold</b>' }));
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.getByText('<i>v</i>')).toBeInTheDocument();
    expect(container.querySelector('img, script, b, i')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const http = await fakeHttp({ 'GET api/dict': { status: 500, data: { status: 500, message: '坏了' } } });
    renderWithProviders(<DictPage />, { session: fakeSession({ roles: ['admin'] }).handle });
    await user.click(await within(screen.getByRole('region', { name: '字典列表' })).findByRole('button', { name: '重试' }));
    await waitFor(() => expect(calls(http, 'GET api/dict')).toHaveLength(2));
  });
});
