import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { fakeHttp } from '../../testing/fakeHttp';
import { fakeResource } from '../../testing/fakeResource';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, messages } from '../../testing/screenTest';
import { fieldsOf } from './fields';
import { ResourcePage } from './ResourcePage';
import { defineRowAction } from './rowActions';

/*
 * Row actions that open a small form (issue 31), through a made-up 提现 resource: 修改余额
 * (增加 / 减少 and an amount, the server's refusal shown in the form) and 驳回 (a reason,
 * offered only while the row is 审核中, and only to operators holding its permission).
 */

const shape = { id: wire.id, name: wire.name, status: wire.number(0), money: wire.cents };
type Account = RowOf<typeof shape>;
const accounts = defineResource({
  name: 'kitAccount',
  title: '提现',
  url: 'api/kitAccount',
  row: wireRow(shape),
  idOf: (account: Account) => account.id,
  labelOf: (account) => account.name,
  newForm: () => ({}),
  formOf: (account) => ({ id: account.id }),
  bodyOf: (form) => form,
  actions: [],
  exportable: false,
});

// The entity's calls beyond CRUD, as an entity injects them.
const calls31 = api.injectEndpoints({
  endpoints: (build) => ({
    kitMoney: build.mutation<unknown, { uid: number; ptype: number; money: number }>({ query: (body) => ({ url: 'api/kitAccount/money', method: 'POST', data: body }), invalidatesTags: [] }),
    kitApprove: build.mutation<unknown, { id: number; status: number }>({ query: (body) => ({ url: 'api/kitAccount/approve', method: 'POST', data: body }) }),
    kitRefuse: build.mutation<unknown, { id: number; status: number; failMsg: string }>({ query: (body) => ({ url: 'api/kitAccount/refuse', method: 'POST', data: body }) }),
  }),
});

interface MoneyForm {
  add: boolean;
  money: number | null;
}
const m = fieldsOf<Account, MoneyForm>();
const changeMoney = defineRowAction<Account>()({
  label: '修改余额',
  permission: ['KIT_EDIT'],
  fields: [m.status('add', '修改余额', { labels: { on: '增加', off: '减少' }, form: { key: 'add' } }), m.money('money', '金额', { form: { key: 'money', required: '请输入金额', min: 1 } })],
  initial: () => ({ add: true, money: null }),
  useSend: calls31.useKitMoneyMutation,
  bodyOf: (form, account) => ({ uid: account.id, ptype: form.add ? 1 : 2, money: form.money! }),
});

// The same act asking once more before it sends (会员's 修改余额).
const askingMoney = defineRowAction<Account>()({
  label: '扣款',
  fields: [m.money('money', '金额', { form: { key: 'money', required: '请输入金额', min: 1 } })],
  initial: () => ({ add: false, money: null }),
  useSend: calls31.useKitMoneyMutation,
  confirm: (form, account) => `确定为${account.name}减少${String(form.money)}分?`,
  bodyOf: (form, account) => ({ uid: account.id, ptype: 2, money: form.money! }),
});

const r = fieldsOf<Account, { failMsg: string }>();
const refuse = defineRowAction<Account>()({
  label: '驳回',
  permission: ['KIT_EXTRACT'],
  shownFor: (account) => account.status === 0,
  fields: [r.text('failMsg', '驳回原因', { form: { key: 'failMsg', required: '请输入驳回原因', max: 50 } })],
  initial: () => ({ failMsg: '' }),
  useSend: calls31.useKitRefuseMutation,
  bodyOf: (form, account) => ({ id: account.id, status: -1, failMsg: form.failMsg }),
  doneMessage: (answer) => String((answer as { message?: unknown } | null)?.message ?? '驳回成功'),
});

// Nothing to ask but a question (提现's 通过): no form, 确定 sends.
const approve = defineRowAction<Account>()({
  label: '通过',
  shownFor: (account) => account.status === 0,
  fields: [],
  initial: () => ({}),
  useSend: calls31.useKitApproveMutation,
  confirm: (_values, account) => `确定通过${account.name}的提现申请(${String((account.money ?? 0) / 100)}元)?`,
  bodyOf: (_values, account) => ({ id: account.id, status: 1 }),
});

const f = fieldsOf<Account, Record<string, never>>();

async function setup(roles: string[] = ['admin']) {
  const backend = fakeResource({
    url: 'api/kitAccount',
    records: [
      { id: 1, name: '王芳', status: 0, money: 1000 },
      { id: 2, name: '李强', status: 1, money: 0 },
      { id: 3, name: '张伟', status: 0, money: 250 },
    ],
  });
  const http = await fakeHttp({
    ...backend.routes,
    'POST api/kitAccount/money': (request) => {
      const body = JSON.parse(String(request.data)) as { ptype: number; money: number };
      return body.ptype === 2 && body.money > 1000 ? { status: 400, data: { status: 400, message: '余额不足' } } : { status: 200, data: null };
    },
    'POST api/kitAccount/refuse': { status: 200, data: { message: '已驳回，佣金已退回' } },
    'POST api/kitAccount/approve': (request) =>
      (JSON.parse(String(request.data)) as { id: number }).id === 1 ? { status: 200, data: null } : { status: 400, data: { status: 400, message: '该申请已经处理过啦！' } },
  });
  const view = renderWithProviders(<ResourcePage resource={accounts} actions={[changeMoney, refuse, askingMoney, approve]} fields={[f.text('name', '姓名'), f.money('money', '余额')]} />, { session: fakeSession({ roles }).handle });
  await screen.findByText('王芳');
  return { http, ...view };
}

const dialog = () => screen.getByRole('dialog');
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确认' }));

allowSlowScreens();
const errors = captureHttpErrors();

describe('row actions with a small form', () => {
  it('sends 修改余额’s body with the row’s id, shows the server’s refusal in the form, then succeeds', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '修改余额 王芳' }));
    expect(within(dialog()).getByRole('heading', { name: '修改余额' })).toBeInTheDocument();
    confirm();
    expect(await within(dialog()).findByText('请输入金额')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('radio', { name: '减少' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /金额/ }), { target: { value: '20.5' } });
    confirm();
    expect(await within(dialog()).findByText('余额不足')).toBeInTheDocument();
    expect(errors).toEqual(['余额不足']);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /金额/ }), { target: { value: '5' } });
    confirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/kitAccount/money').map((call) => call.data)).toEqual([
      { uid: 1, ptype: 2, money: 2050 },
      { uid: 1, ptype: 2, money: 500 },
    ]);
    expect(messages(store)).toContain('success:修改余额成功');
  });

  it('offers 驳回 only for a row 审核中, needs a reason, and says the server’s words', async () => {
    const { http, store } = await setup();
    expect(screen.queryByRole('button', { name: '驳回 李强' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '驳回 王芳' }));
    confirm();
    expect(await within(dialog()).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /驳回原因/ }), { target: { value: '信息不符' } });
    confirm();
    await waitFor(() => expect(messages(store)).toContain('success:已驳回，佣金已退回'));
    expect(calls(http, 'POST api/kitAccount/refuse').map((call) => call.data)).toEqual([{ id: 1, status: -1, failMsg: '信息不符' }]);
    fireEvent.click(await screen.findByRole('button', { name: '驳回 王芳' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/kitAccount/refuse')).toHaveLength(1);
  });

  it('asks before sending when the act says so: 取消 returns to the form as typed, 确定 sends once', async () => {
    const { http } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '扣款 王芳' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /金额/ }), { target: { value: '3' } });
    confirm();
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(within(question).getByText('确定为王芳减少300分?')).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('textbox', { name: /金额/ })).toHaveValue('3');
    expect(calls(http, 'POST api/kitAccount/money')).toHaveLength(0);
    confirm();
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/kitAccount/money').map((call) => call.data)).toEqual([{ uid: 1, ptype: 2, money: 300 }]);
  });

  it('asks only a question where the act has no inputs: 取消 sends nothing, 确定 sends once; a refusal is the server’s notice', async () => {
    const { http, store } = await setup();
    expect(screen.queryByRole('button', { name: '通过 李强' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '通过 王芳' }));
    const question = screen.getByRole('dialog', { name: '提示' });
    expect(within(question).getByText('确定通过王芳的提现申请(1000元)?')).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '通过 王芳' }));
    const again = within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' });
    fireEvent.click(again);
    fireEvent.click(again);
    await waitFor(() => expect(messages(store)).toContain('success:通过成功'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '通过 张伟' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['该申请已经处理过啦！']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/kitAccount/approve').map((call) => call.data)).toEqual([{ id: 1, status: 1 }, { id: 3, status: 1 }]);
  });

  it('shows an operator only the actions their permissions allow', async () => {
    await setup(['KIT_EXTRACT', 'kitAccount:list']);
    expect(screen.getByRole('button', { name: '驳回 王芳' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改余额 王芳' })).not.toBeInTheDocument();
  });
});
