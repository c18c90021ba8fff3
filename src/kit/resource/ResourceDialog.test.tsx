import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { fakeHttp, type FakeHttp } from '../../testing/fakeHttp';
import { fakeResource } from '../../testing/fakeResource';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { allowSlowScreens } from '../../testing/screenTest';
import { fieldsOf } from './fields';
import { ResourcePage } from './ResourcePage';

/*
 * Forms beyond one flat dialog (issue 31), through two made-up resources: a coupon whose
 * products are asked only for a 商品券 and whose minimum spend is required only for a
 * 满减券, and a 充值方案 with a list of rows (amount and gift per option).
 */

const couponShape = { id: wire.id, name: wire.name, productOnly: wire.flag, productIds: wire.text, minPrice: wire.cents };
type Coupon = RowOf<typeof couponShape>;
interface CouponForm {
  id?: number;
  name: string;
  productOnly: boolean;
  productIds: string | null;
  minPrice: number | null;
}
const coupons = defineResource({
  name: 'kitCoupon',
  title: '优惠券',
  url: 'api/kitCoupon',
  row: wireRow(couponShape),
  idOf: (coupon: Coupon) => coupon.id,
  labelOf: (coupon) => coupon.name,
  newForm: (): CouponForm => ({ name: '', productOnly: false, productIds: null, minPrice: null }),
  formOf: (coupon) => ({ id: coupon.id, name: coupon.name, productOnly: coupon.productOnly, productIds: coupon.productIds, minPrice: coupon.minPrice }),
  bodyOf: (form) => form,
});
const c = fieldsOf<Coupon, CouponForm>();
const couponFields = [
  c.text('name', '名称', { form: { key: 'name', required: '请输入名称' } }),
  c.status('productOnly', '类型', { labels: { on: '商品券', off: '满减券' }, form: { key: 'productOnly' } }),
  c.text('productIds', '商品', { column: false, form: { key: 'productIds', required: '请选择商品', shownWhen: (form) => form.productOnly === true } }),
  c.money('minPrice', '最低消费', { form: { key: 'minPrice', required: '请输入最低消费', requiredWhen: (form) => form.productOnly === false } }),
];

const planShape = { id: wire.id, name: wire.name, options: wire.read((raw) => (Array.isArray(raw) ? (raw as { price: number; give: number }[]) : [])) };
type Plan = RowOf<typeof planShape>;
interface PlanForm {
  id?: number;
  name: string;
  options: { price: number; give: number }[];
}
const plans = defineResource({
  name: 'kitPlan',
  title: '充值方案',
  url: 'api/kitPlan',
  row: wireRow(planShape),
  idOf: (plan: Plan) => plan.id,
  labelOf: (plan) => plan.name,
  newForm: (): PlanForm => ({ name: '', options: [] }),
  formOf: (plan) => ({ id: plan.id, name: plan.name, options: plan.options }),
  bodyOf: (form) => form,
});
const p = fieldsOf<Plan, PlanForm>();
const planFields = [
  p.text('name', '名称', { form: { key: 'name', required: '请输入名称' } }),
  p.rows('options', '充值金额', {
    form: { key: 'options', required: '请添加充值金额' },
    rows: { columns: [{ key: 'price', label: '金额', kind: 'money', required: '请输入金额', min: 1 }, { key: 'give', label: '赠送', kind: 'money' }], max: 3, blank: { give: '0' } },
  }),
];

const posts = (http: FakeHttp, url: string) => http.calls.filter((call) => call.key === `POST ${url}`).map((call) => call.data);
const dialog = () => screen.getByRole('dialog');
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确认' }));

allowSlowScreens();

describe('a field shown or required depending on another', () => {
  async function setup() {
    const backend = fakeResource({ url: 'api/kitCoupon', records: [{ id: 1, name: '双十一优惠券', productOnly: true, productIds: '29', minPrice: 10000 }], fromBody: (body) => ({ ...body }) as never });
    const http = await fakeHttp(backend.routes);
    renderWithProviders(<ResourcePage resource={coupons} fields={couponFields} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('双十一优惠券');
    return http;
  }

  it('asks for products only for a 商品券, a minimum spend only for a 满减券, and sends null for what is not asked', async () => {
    const http = await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /名称/ }), { target: { value: '满100减5' } });
    expect(within(dialog()).queryByRole('textbox', { name: /商品/ })).not.toBeInTheDocument();
    confirm();
    expect(await within(dialog()).findByText('请输入最低消费')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('radio', { name: '商品券' }));
    expect(within(dialog()).getByRole('textbox', { name: /商品/ })).toBeInTheDocument();
    confirm();
    expect(await within(dialog()).findByText('请选择商品')).toBeInTheDocument();
    expect(within(dialog()).queryByText('请输入最低消费')).not.toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /商品/ }), { target: { value: '29,30' } });
    confirm();
    await waitFor(() => expect(posts(http, 'api/kitCoupon')).toEqual([{ name: '满100减5', productOnly: true, productIds: '29,30', minPrice: null }]));
  });

  it('drops the products of a 商品券 turned 满减券 (sent as null) and needs its minimum spend', async () => {
    const http = await setup();
    fireEvent.click(screen.getByRole('button', { name: '编辑 双十一优惠券' }));
    expect(within(dialog()).getByRole('textbox', { name: /商品/ })).toHaveValue('29');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '满减券' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /最低消费/ }), { target: { value: '' } });
    confirm();
    expect(await within(dialog()).findByText('请输入最低消费')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /最低消费/ }), { target: { value: '50' } });
    confirm();
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'PUT api/kitCoupon').map((call) => call.data)).toEqual([{ id: 1, name: '双十一优惠券', productOnly: false, productIds: null, minPrice: 5000 }]));
  });
});

describe('a list of rows', () => {
  it('adds, edits and removes rows, checks each cell naming its row, and sends the rows in cents', async () => {
    const backend = fakeResource({ url: 'api/kitPlan', records: [{ id: 1, name: '新人充值', options: [{ price: 10000, give: 1000 }] }], fromBody: (body) => ({ ...body }) as never });
    const http = await fakeHttp(backend.routes);
    renderWithProviders(<ResourcePage resource={plans} fields={planFields} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('新人充值');
    expect(screen.getByRole('row', { name: /新人充值/ })).toHaveTextContent('1 项');

    fireEvent.click(screen.getByRole('button', { name: '编辑 新人充值' }));
    expect(within(dialog()).getByRole('textbox', { name: '第1行 金额' })).toHaveValue('100.00');
    fireEvent.click(within(dialog()).getByRole('button', { name: '添加充值金额' }));
    expect(within(dialog()).getByRole('textbox', { name: '第2行 赠送' })).toHaveValue('0');
    confirm();
    expect(await within(dialog()).findByText('第2行：请输入金额')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '第2行 金额' }), { target: { value: '200.5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '添加充值金额' }));
    expect(within(dialog()).getByRole('button', { name: '添加充值金额' })).toBeDisabled();
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除第1行' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除第2行' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '第1行 赠送' }), { target: { value: '20' } });
    confirm();
    await waitFor(() => expect(http.calls.filter((call) => call.key === 'PUT api/kitPlan').map((call) => call.data)).toEqual([{ id: 1, name: '新人充值', options: [{ price: 20050, give: 2000 }] }]));
  });

  it('refuses an empty list with its message', async () => {
    const backend = fakeResource({ url: 'api/kitPlan', records: [{ id: 1, name: '新人充值', options: [] }], fromBody: (body) => ({ ...body }) as never });
    const http = await fakeHttp(backend.routes);
    renderWithProviders(<ResourcePage resource={plans} fields={planFields} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('新人充值');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /名称/ }), { target: { value: '老客充值' } });
    confirm();
    expect(await within(dialog()).findByText('请添加充值金额')).toBeInTheDocument();
    expect(posts(http, 'api/kitPlan')).toEqual([]);
  });
});
