import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import CouponPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; title: string; type: number; productId: string | null; couponPrice: number; useMinPrice: number; couponTime: number; sort: number; status: number; createTime: string };

const COUPONS: Row[] = [
  { id: 1, title: '双十一优惠券', type: 1, productId: '32', couponPrice: 5, useMinPrice: 100, couponTime: 20, sort: 0, status: 1, createTime: '2026-11-01 09:00:00' },
  { id: 3, title: '周末满减券', type: 0, productId: null, couponPrice: 3, useMinPrice: 30.5, couponTime: 7, sort: 2, status: 0, createTime: '2026-11-02 09:00:00' },
];
const PRODUCTS = [
  { id: 32, storeName: 'TOMFORD口红礼盒', image: '/p32.png', isShow: 1, isDel: 0, isIntegral: 0 },
  { id: 33, storeName: 'into you唇泥', image: '/p33.png', isShow: 1, isDel: 0, isIntegral: 0 },
];

/** The coupons from fakeResource (a yshop row carries whole product rows and more), the goods list for the picker, 发布's answer. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreCoupon',
    records: COUPONS.map((c) => ({ ...c })),
    toWire: (c) => ({
      ...c,
      integral: 0,
      product: c.productId ? PRODUCTS.filter((p) => c.productId!.split(',').includes(String(p.id))).map((p) => (flavour === 'yshop' ? { ...p, price: 10, sliderImage: '', description: '<p/>' } : { id: p.id, image: p.image, storeName: p.storeName, price: 10 })) : null,
      ...(flavour === 'yshop' ? { couponPrice: c.couponPrice.toFixed(2), isDel: 0 } : {}),
    }),
    reads: ['isDel'],
    deleteByPath: true,
  });
  const goods = fakeResource({ url: 'api/yxStoreProduct', records: PRODUCTS.map((p) => ({ ...p })), reads: ['isShow', 'isDel', 'isIntegral', 'storeName'] });
  const http = await fakeHttp({ ...backend.routes, 'GET api/yxStoreProduct': goods.routes['GET api/yxStoreProduct']!, 'POST api/yxStoreCouponIssue': { status: 201, data: true } });
  const view = renderWithProviders(<CouponPage />, { path: '/syscoupon/coupon', session: fakeSession({ roles }).handle });
  await screen.findByText('双十一优惠券');
  return { http, ...view };
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const user = quickUser();

allowSlowScreens();
const errors = captureHttpErrors();

describe('优惠券制作', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the coupons with yshop’s columns, money in 2 decimals (%s)', async (flavour) => {
    const { table, row } = listTable('优惠券列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['优惠券名称', '优惠券类型', '优惠券面值', '优惠券最低消费', '优惠券有效期限', '排序', '状态', '创建时间', '操作']);
    expect(cellTexts(row('双十一优惠券')).slice(0, 8)).toEqual(['双十一优惠券', '商品券', '5.00', '100.00', '20天', '0', '开启', '2026-11-01 09:00:00']);
    expect(cellTexts(row('周末满减券')).slice(0, 8)).toEqual(['周末满减券', '普通券', '3.00', '30.50', '7天', '2', '关闭', '2026-11-02 09:00:00']);
    expect(calls(http, 'GET api/yxStoreCoupon')[0]?.params).toEqual({ page: 0, size: 10, sort: ['id,desc'] });
  });

  it('新增 a 商品券: products picked from the goods list in a dialog, the amounts checked as the server does before sending', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(within(dialog()).queryByRole('button', { name: '选择商品' })).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /优惠券类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '商品券' }));
    type(/优惠券名称/, '唇泥专享券');
    type(/优惠券面值/, '10');
    type(/优惠券最低消费/, '9.99');
    type(/有效期限/, '7');
    press('确认');
    expect(await within(dialog()).findByText('请选择商品')).toBeInTheDocument();
    press('选择商品');
    const picker = await screen.findByRole('dialog', { name: '选择商品' });
    await user.click(await within(picker).findByRole('checkbox', { name: '选择 into you唇泥' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    expect(calls(http, 'GET api/yxStoreProduct')[0]?.params).toEqual({ page: 0, size: 10, sort: ['id,desc'], isShow: 1, isDel: 0, isIntegral: 0 });
    expect(within(dialog()).getByText('into you唇泥')).toBeInTheDocument();
    press('确认');
    expect(await within(dialog()).findByText('优惠券金额不能高于最低消费金额')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxStoreCoupon')).toHaveLength(0);
    type(/优惠券最低消费/, '99');
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/yxStoreCoupon').map((c) => c.data)).toEqual([
      { title: '唇泥专享券', type: 1, productId: '33', couponPrice: '10.00', useMinPrice: '99.00', couponTime: 7, sort: 0, status: 1 },
    ]);
    expect(errors).toEqual([]);
  });

  it('编辑 a 商品券 starts with its products; made a 通用券 it sends none', async () => {
    const { http } = await setup('yshop');
    fireEvent.click(screen.getByRole('button', { name: '编辑 双十一优惠券' }));
    expect(within(dialog()).getByText('TOMFORD口红礼盒')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /优惠券类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '通用券' }));
    press('确认');
    await waitFor(() => expect(calls(http, 'PUT api/yxStoreCoupon')).toHaveLength(1));
    expect(calls(http, 'PUT api/yxStoreCoupon')[0]?.data).toEqual({ id: 1, title: '双十一优惠券', type: 0, productId: '', couponPrice: '5.00', useMinPrice: '100.00', couponTime: 20, sort: 0, status: 1 });
  });

  it('发布 asks for a window in order and a count when 限量, and posts the window as epoch ms', async () => {
    const { http, store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '发布 周末满减券' }));
    expect(within(dialog()).getByRole('heading', { name: '发布优惠券' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: '优惠券名称' })).toHaveValue('周末满减券');
    press('确认');
    expect(await within(dialog()).findByText('请选择开启时间')).toBeInTheDocument();
    expect(within(dialog()).getByText('请选择结束时间')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入发布数量')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/领取开启时间/), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(within(dialog()).getByLabelText(/券领结束时间/), { target: { value: '2026-12-01T09:00' } });
    type(/发布数量/, '50');
    press('确认');
    expect(await within(dialog()).findByText('结束时间必须大于开始时间')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByLabelText(/券领结束时间/), { target: { value: '2026-12-31T23:59' } });
    press('确认');
    await waitFor(() => expect(messages(store)).toContain('success:添加成功'));
    expect(calls(http, 'POST api/yxStoreCouponIssue').map((c) => c.data)).toEqual([
      { cid: 3, cname: '周末满减券', ctype: 0, startTime: epochOf('2026-12-01 10:00:00'), endTime: epochOf('2026-12-31 23:59:00'), totalCount: 50, isPermanent: 0, status: 1 },
    ]);
  });

  it('删除 asks yshop’s question and deletes the coupon by path', async () => {
    const { http } = await setup();
    fireEvent.click(screen.getByRole('button', { name: '删除 周末满减券' }));
    const ask = screen.getByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('确定删除本条数据吗？');
    fireEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxStoreCoupon/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('周末满减券')).not.toBeInTheDocument());
  });

  it('a read-only operator sees the list without 新增, 编辑, 删除 or 发布', async () => {
    await setup('embedded', ['YXSTORECOUPON_SELECT']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 双十一优惠券' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 双十一优惠券' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布 双十一优惠券' })).not.toBeInTheDocument();
  });
});
