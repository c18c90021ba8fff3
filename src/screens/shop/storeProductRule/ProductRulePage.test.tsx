import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, listTable } from '@/testing/screenTest';
import ProductRulePage from './index';

allowSlowScreens();

type Flavour = 'yshop' | 'epoch';

/** yshop's rules answer dates as text; the same rows with epoch-ms dates stand for other builds. */
function setupBackend(flavour: Flavour) {
  const rules = fakeResource({
    url: 'api/yxStoreProductRule',
    records: [
      { id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4', 'A3'] }, { value: '颜色', detail: ['白色', '红色'] }], createTime: '2024-12-24 12:00:00' },
      { id: 26, ruleName: '照片', ruleValue: [{ value: '尺度', detail: [] }], createTime: '2024-12-25 08:30:00' },
    ],
    toWire: (rule) => ({ ...rule, createTime: flavour === 'yshop' ? rule.createTime : new Date(String(rule.createTime).replace(' ', 'T')).getTime(), updateTime: null }),
  });
  const save = (request: { url?: string; data?: unknown }) => {
    const id = Number(request.url?.split('/').at(-1));
    const body = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as { ruleName: string; ruleValue: { value: string; detail: string[] }[] };
    if (id === 0) rules.records.push({ id: 200, ...body, createTime: '2026-11-26 08:00:00' });
    else Object.assign(rules.records.find((r) => r.id === id)!, body);
    return { status: 201 };
  };
  return { records: rules.records, routes: { ...rules.routes, 'POST api/yxStoreProductRule/save/:id': save } };
}

async function setup({ flavour = 'yshop' as Flavour, roles = ['admin'] } = {}) {
  const backend = setupBackend(flavour);
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<ProductRulePage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('图文打印1');
  return { http, backend, ...view };
}

const { table, row } = listTable('sku规则列表');

describe('商品规格', () => {
  it.each<Flavour>(['yshop', 'epoch'])('lists the templates, one line per spec (%s dates)', async (flavour) => {
    await setup({ flavour });
    expect(columnHeaders(table())).toEqual(['', 'ID', '规格名称', '规格值', '创建时间', '操作']);
    expect(row('图文打印1')).toHaveTextContent('10图文打印1纸张 : A4,A3颜色 : 白色,红色2024-12-24 12:00:00');
    expect(row('照片')).toHaveTextContent('尺度 :');
  });

  it('adds a template with the spec editor, checked first with the original’s words', async () => {
    const { http, backend } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增sku规则' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('规格名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少添加一条商品规格！')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /标题名称/ }), '衣服');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加新规格' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请添加完整的规格！')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '规格' }), '颜色');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '规格值' }), '红');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const newValue = within(dialog).getByRole('textbox', { name: '颜色的新值' });
    await userEvent.click(within(dialog).getByRole('button', { name: '添加 颜色的值' }));
    expect(within(dialog).getByText('请添加属性！')).toBeInTheDocument();
    await userEvent.type(newValue, '白-色{Enter}');
    expect(within(dialog).getByText('规格值不能包含 - _ ,')).toBeInTheDocument();
    await userEvent.clear(newValue);
    await userEvent.type(newValue, '白{Enter}');
    await userEvent.type(newValue, '红{Enter}');
    expect(within(dialog).getAllByRole('button', { name: /^颜色 / }).map((chip) => chip.textContent)).toEqual(['红', '白']);

    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreProductRule/save/0')[0]?.data).toEqual({ ruleName: '衣服', ruleValue: [{ value: '颜色', detail: ['红', '白'] }] });
    expect(backend.records).toHaveLength(3);
    expect(await screen.findByText('衣服')).toBeInTheDocument();
  });

  it('edits a template: removes a value and a spec, saved to save/{id}', async () => {
    const { http } = await setup();
    await userEvent.click(within(row('图文打印1')).getByRole('button', { name: '编辑 图文打印1' }));
    const dialog = screen.getByRole('dialog', { name: '编辑sku规则' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: '纸张 A3' }), { key: 'Backspace' });
    fireEvent.keyUp(within(dialog).getByRole('button', { name: '纸张 A3' }), { key: 'Backspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除规格 颜色' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreProductRule/save/10')[0]?.data).toEqual({ id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4'] }] });
  });

  it('deletes the ticked templates in one call', async () => {
    const { http } = await setup();
    await userEvent.click(within(row('照片')).getByRole('checkbox', { name: '选择 照片' }));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('照片')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/yxStoreProductRule')[0]?.data).toEqual([26]);
  });

  it('gives a reader no write button', async () => {
    await setup({ roles: ['yxStoreProductRule:list'] });
    for (const name of ['新增', '修改', '删除']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
