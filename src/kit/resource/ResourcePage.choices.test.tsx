import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { fakeHttp } from '../../testing/fakeHttp';
import { fakeResource } from '../../testing/fakeResource';
import { fakeSession } from '../../testing/fakeSession';
import { formatCents } from '../../shared/money/money';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { allowSlowScreens, calls, listTable } from '../../testing/screenTest';
import { fieldsOf } from './fields';
import { ResourcePage } from './ResourcePage';

/*
 * Issue 31's field options through a made-up 调整 resource: fixed choices (a number value,
 * tags in colour) in the column, the search and the dialog; a dict field whose dictionary
 * the server lacks falling back to its words; a signed amount; the one money input.
 */
const shape = { id: wire.id, name: wire.name, pm: wire.number(0), amount: wire.yuan, source: wire.text };
type Entry = RowOf<typeof shape>;
interface EntryForm {
  id?: number;
  name: string;
  pm: number | null;
  amount: number | null;
}
const entries = defineResource({
  name: 'kitEntry',
  title: '调整',
  url: 'api/kitEntry',
  row: wireRow(shape),
  idOf: (entry: Entry) => entry.id,
  labelOf: (entry) => entry.name,
  newForm: (): EntryForm => ({ name: '', pm: null, amount: null }),
  formOf: (entry) => ({ id: entry.id, name: entry.name, pm: entry.pm, amount: entry.amount }),
  // Money goes out as two-decimal yuan text, which both back ends read exactly.
  bodyOf: ({ amount, ...form }) => ({ ...form, amount: amount === null ? null : formatCents(amount) }),
});
const PM = [
  { value: 0, label: '支出', colour: 'error' as const },
  { value: 1, label: '获得', colour: 'success' as const },
];
const f = fieldsOf<Entry, EntryForm>();
const fields = [
  f.text('name', '名称', { form: { key: 'name', required: '请输入名称' } }),
  f.choice('pm', '进出账', { choices: PM, search: {}, form: { key: 'pm', required: '请选择进出账' } }),
  f.money('amount', '金额', { signOf: (entry) => (entry.pm === 1 ? 'in' : 'out'), form: { key: 'amount', required: '请输入金额', min: 1 } }),
  f.dict('source', '来源', { dict: 'entry_source', choices: [{ value: 'app', label: '小程序' }], search: {} }),
];

async function setup() {
  const backend = fakeResource({
    url: 'api/kitEntry',
    records: [
      { id: 1, name: '充值', pm: 1, amount: 12.5, source: 'app' },
      { id: 2, name: '消费', pm: 0, amount: '0.30', source: 'h5' },
    ],
  });
  const http = await fakeHttp({ ...backend.routes, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } });
  renderWithProviders(<ResourcePage resource={entries} fields={fields} />, { session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByText('消费');
  return { http };
}
const { row } = listTable('调整列表');

allowSlowScreens();

describe('ResourcePage with fixed choices and signed money', () => {
  it('shows a choice as a tag in its colour, an amount by sign and colour, and a dict field’s own words while the server has none', async () => {
    await setup();
    expect(within(row('充值')).getByText('获得').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(row('消费')).getByText('支出').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(row('充值')).getByText('+12.50')).toBeInTheDocument();
    expect(within(row('消费')).getByText('-0.30')).toBeInTheDocument();
    expect(within(row('充值')).getByText('小程序')).toBeInTheDocument();
    expect(within(row('消费')).getByText('h5')).toBeInTheDocument();
  });

  it('searches by a fixed choice and by a dict field’s fallback words', async () => {
    const { http } = await setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '进出账' }));
    fireEvent.click(await screen.findByRole('option', { name: '支出' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '来源' }));
    fireEvent.click(await screen.findByRole('option', { name: '小程序' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(calls(http, 'GET api/kitEntry').at(-1)?.params).toMatchObject({ pm: '0', source: 'app' });
  });

  it('sends a choice in its own type and typed yuan as exact cents, with ¥ before the input', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增调整' });
    await userEvent.type(within(dialog).getByLabelText(/名称/), '补偿');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /进出账/ }));
    fireEvent.click(await screen.findByRole('option', { name: '获得' }));
    const amount = within(dialog).getByLabelText(/金额/);
    expect(within(dialog).getByText('¥')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '0.075' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('金额必须是金额，最多两位小数')).toBeInTheDocument();
    expect(amount).toHaveValue('0.075');
    fireEvent.change(amount, { target: { value: '1.10' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(http, 'POST api/kitEntry')).toHaveLength(1));
    expect(calls(http, 'POST api/kitEntry')[0]?.data).toEqual({ name: '补偿', pm: 1, amount: '1.10' });
  });
});
