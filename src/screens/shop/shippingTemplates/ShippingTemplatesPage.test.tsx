import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type FakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import ShippingTemplatesPage from './index';

type Flavour = 'yshop' | 'embedded';
interface Template {
  id: number;
  name: string;
  type: number;
  regionInfo: string;
  appoint: number;
  appointInfo: string;
  sort: number;
  createTime: string;
  [key: string]: unknown;
}

// The dump's template 35 (CONTRACT-SHOP.md 12): values as strings, as yshop stores them.
const HENAN = { name: '河南省', city_id: '410000', children: [{ city_id: '410100' }, { city_id: '410200' }] };
const T35: Template = {
  id: 35,
  name: '包邮湖北省，河南省特例',
  type: 1,
  regionInfo: JSON.stringify([
    { regionName: '默认全国', first: '1', price: '1', _continue: '1', continue_price: '1', region: [{ name: '默认全国', city_id: '0' }] },
    { regionName: '河南省', first: '1', price: '2', _continue: '1', continue_price: '5', region: [HENAN] },
  ]),
  appoint: 1,
  appointInfo: JSON.stringify([{ placeName: '湖北省', a_num: '2', a_price: '100', place: [{ name: '湖北省', city_id: '420000', children: [{ city_id: '420100' }] }] }]),
  sort: 0,
  createTime: '2024-12-20 10:00:00',
};
const T34: Template = { id: 34, name: '默认全国运费模板', type: 1, regionInfo: JSON.stringify([{ regionName: '默认全国', first: '1', price: '0', _continue: '1', continue_price: '2', region: [{ name: '默认全国', city_id: '0' }] }]), appoint: 0, appointInfo: '[]', sort: 0, createTime: '2024-12-19 09:00:00' };

const CITYS = [
  { id: 410000, city_id: 410000, level: 0, parentId: 0, name: '河南省', children: [{ id: 410100, city_id: 410100, level: 1, parentId: 410000, name: '郑州市', children: null }, { id: 410200, city_id: 410200, level: 1, parentId: 410000, name: '开封市', children: null }] },
  { id: 420000, city_id: 420000, level: 0, parentId: 0, name: '湖北省', children: [{ id: 420100, city_id: 420100, level: 1, parentId: 420000, name: '武汉市', children: null }] },
  { id: 810000, city_id: 810000, level: 0, parentId: 0, name: '香港特别行政区', children: [] },
];

/** The template calls of CONTRACT-SHOP.md 7.2: saves by path, deletes with the ids in the body, refused while in use. */
function templateBackend(flavour: Flavour) {
  const inUse = new Set([34]);
  const store = fakeResource<Template>({
    url: 'api/yxShippingTemplates',
    records: [T34, T35].map((t) => ({ ...t })),
    saveByPath: true,
    fromBody: (body, existing) => ({ ...existing!, name: String(body.name), type: Number(body.type), sort: Number(body.sort), appoint: Number(body.appoint), regionInfo: JSON.stringify(body.region_info), appointInfo: JSON.stringify(body.appoint_info), createTime: existing?.createTime ?? '2026-11-23 08:00:00' }),
    refuse: { remove: (ids) => (ids.some((id) => inUse.has(id)) ? '运费模板存在商品关联，请删除对应商品' : undefined) },
    toWire: (t) => ({ ...t, createTime: flavour === 'yshop' ? epochOf(t.createTime) : t.createTime, updateTime: flavour === 'yshop' ? epochOf(t.createTime) : t.createTime, isDel: 0 }),
  });
  return { store, start: () => fakeHttp({ ...store.routes, 'GET api/yxShippingTemplates/citys': { status: 200, data: CITYS } }) };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const backend = templateBackend(flavour);
  const http = await backend.start();
  const view = renderWithProviders(<ShippingTemplatesPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('默认全国运费模板');
  return { http, backend, ...view };
}

const { table, row } = listTable('运费模板列表');
const cells = (name: string) => cellTexts(row(name));
const saves = (http: FakeHttp) => http.calls.filter((c) => c.key.startsWith('POST api/yxShippingTemplates/save/')).map((c) => [c.key, c.data]);

allowSlowScreens(40_000);

const errors = captureHttpErrors();

describe('运费模板', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists %s templates with 计费方式, 指定包邮开关 and 添加时间', async (flavour) => {
    await setup({ flavour });
    expect(columnHeaders(table())).toEqual(['', '模板ID', '模板名称', '计费方式', '指定包邮开关', '添加时间', '排序', '操作']);
    expect(cells('包邮湖北省').slice(1, 7)).toEqual(['35', '包邮湖北省，河南省特例', '按件数', '开启', '2024-12-20 10:00:00', '0']);
    expect(cells('默认全国运费模板').slice(1, 7)).toEqual(['34', '默认全国运费模板', '按件数', '关闭', '2024-12-19 09:00:00', '0']);
  });

  it('creates a template by weight with one province from the city picker, amounts sent exactly', async () => {
    const { http, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增运费模板' });
    const regions = within(dialog).getByRole('table', { name: '配送区域及运费' });
    expect(within(regions).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['可配送区域', '首件', '运费（元）', '续件', '续费（元）', '操作']);
    expect(within(regions).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['默认全国']);
    expect(within(regions).getByRole('textbox', { name: '默认全国 首件' })).toHaveValue('1.00');
    expect(within(dialog).queryByRole('button', { name: '删除 默认全国' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '立即提交' }));
    expect(within(dialog).getByText('请填写模板名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '按重量河南');
    await userEvent.click(within(dialog).getByRole('radio', { name: '按重量' }));
    expect(within(regions).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['可配送区域', '首件重量(KG)', '运费（元）', '续件重量(KG)', '续费（元）', '操作']);

    await userEvent.click(within(dialog).getByRole('button', { name: '单独添加配送区域' }));
    const picker = await screen.findByRole('dialog', { name: '选择城市' });
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    expect(within(picker).getByText('至少选择一个省份或者城市')).toBeInTheDocument();
    await userEvent.click(await within(picker).findByRole('checkbox', { name: '河南省' }));
    expect(within(picker).getByText('(2/2)')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择城市' })).not.toBeInTheDocument());

    const first = within(regions).getByRole('textbox', { name: '河南省 首件重量(KG)' });
    await userEvent.clear(first);
    await userEvent.type(first, '0.5');
    const price = within(regions).getByRole('textbox', { name: '河南省 运费' });
    await userEvent.clear(price);
    await userEvent.type(price, '0.1');
    const more = within(regions).getByRole('textbox', { name: '河南省 续费' });
    await userEvent.clear(more);
    await userEvent.type(more, '0.2');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增运费模板' })).not.toBeInTheDocument());
    expect(saves(http)).toEqual([
      [
        'POST api/yxShippingTemplates/save/0',
        {
          name: '按重量河南',
          type: 2,
          sort: 0,
          appoint: 0,
          region_info: [
            { regionName: '默认全国', first: '1.00', price: '0.00', _continue: '1.00', continue_price: '0.00', region: [{ name: '默认全国', city_id: 0 }] },
            { regionName: '河南省', first: '0.50', price: '0.10', _continue: '1.00', continue_price: '0.20', region: [{ name: '河南省', city_id: 410000, children: [{ city_id: 410100 }, { city_id: 410200 }] }] },
          ],
          appoint_info: [],
        },
      ],
    ]);
    expect(messages(store)).toContain('success:新增成功');
    await screen.findByText('按重量河南');
  });

  it('checks each amount with the form’s messages before sending, and 指定包邮 needs a region', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增运费模板' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '检查');
    const set = async (name: string, text: string) => {
      const input = within(dialog).getByRole('textbox', { name });
      await userEvent.clear(input);
      if (text !== '') await userEvent.type(input, text);
    };
    await set('默认全国 首件', '0');
    await set('默认全国 运费', '-1');
    await set('默认全国 续件', '');
    await set('默认全国 续费', '1.005');
    await userEvent.click(within(dialog).getByRole('radio', { name: '开启' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '立即提交' }));
    for (const message of ['首件/重量/体积应大于0', '运费应大于等于0', '续件/重量/体积应大于0', '续费必须是数字，最多两位小数', '请指定包邮地区']) expect(within(dialog).getByText(message)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '单独指定包邮' }));
    const picker = await screen.findByRole('dialog', { name: '选择城市' });
    await userEvent.click(await within(picker).findByRole('button', { name: '湖北省的城市' }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: '武汉市' }));
    expect(within(picker).getByRole('checkbox', { name: '湖北省' })).toBeChecked();
    await userEvent.click(within(picker).getByRole('checkbox', { name: '香港特别行政区' }));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择城市' })).not.toBeInTheDocument());
    expect(within(dialog).queryByText('请指定包邮地区')).not.toBeInTheDocument();
    await set('湖北省;香港特别行政区 包邮件数', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即提交' }));
    expect(within(dialog).getByText('包邮件数应大于0')).toBeInTheDocument();
    expect(saves(http)).toEqual([]);

    await set('默认全国 首件', '1');
    await set('默认全国 运费', '12.5');
    await set('默认全国 续件', '2');
    await set('默认全国 续费', '0');
    await set('湖北省;香港特别行政区 包邮件数', '3');
    await set('湖北省;香港特别行政区 包邮金额', '99.99');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即提交' }));
    await waitFor(() => expect(saves(http)).toHaveLength(1));
    expect(saves(http)[0]![1]).toMatchObject({
      appoint: 1,
      region_info: [{ first: '1.00', price: '12.50', _continue: '2.00', continue_price: '0.00' }],
      appoint_info: [{ placeName: '湖北省;香港特别行政区', a_num: '3.00', a_price: '99.99', place: [{ name: '湖北省', city_id: 420000, children: [{ city_id: 420100 }] }, { name: '香港特别行政区', city_id: 810000, children: [] }] }],
    });
  });

  it.each<Flavour>(['yshop', 'embedded'])('opens a %s template with its regions and free rows, and saves the edit to save/{id}', async (flavour) => {
    const { http } = await setup({ flavour });
    await userEvent.click(screen.getByRole('button', { name: '编辑 包邮湖北省，河南省特例' }));
    const dialog = screen.getByRole('dialog', { name: '编辑运费模板' });
    expect(within(dialog).getByRole('textbox', { name: '河南省 续费' })).toHaveValue('5.00');
    expect(within(dialog).getByRole('radio', { name: '开启' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: '湖北省 包邮金额' })).toHaveValue('100.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除 河南省' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '立即修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves(http)).toEqual([
      [
        'POST api/yxShippingTemplates/save/35',
        {
          id: 35,
          name: '包邮湖北省，河南省特例',
          type: 1,
          sort: 0,
          appoint: 1,
          region_info: [{ regionName: '默认全国', first: '1.00', price: '1.00', _continue: '1.00', continue_price: '1.00', region: [{ name: '默认全国', city_id: 0 }] }],
          appoint_info: [{ placeName: '湖北省', a_num: '2.00', a_price: '100.00', place: [{ name: '湖北省', city_id: 420000, children: [{ city_id: 420100 }] }] }],
        },
      ],
    ]);
  });

  it('keeps the input when the server refuses a save, with its message', async () => {
    const { http } = await setup();
    http.set('POST api/yxShippingTemplates/save/34', { status: 400, data: { status: 400, message: '地区不存在：1' } });
    await userEvent.click(screen.getByRole('button', { name: '编辑 默认全国运费模板' }));
    const dialog = screen.getByRole('dialog', { name: '编辑运费模板' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即修改' }));
    expect(await within(dialog).findByText('地区不存在：1')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '模板名称' })).toHaveValue('默认全国运费模板2');
  });

  it('shows the server’s message when a template in use is not deleted, and deletes one that is not', async () => {
    const { http, backend, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '删除 默认全国运费模板' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['运费模板存在商品关联，请删除对应商品']));
    expect(backend.store.records.map((t) => t.id)).toEqual([34, 35]);
    expect(screen.getByText('默认全国运费模板')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 包邮湖北省，河南省特例' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('包邮湖北省，河南省特例')).not.toBeInTheDocument());
    expect(http.calls.filter((c) => c.key === 'DELETE api/yxShippingTemplates').map((c) => c.data)).toEqual([[34], [35]]);
    expect(messages(store)).toContain('success:删除成功');
  });

  it('shows buttons by yshop’s strings: :add may add and edit (one save call), :del deletes, a reader sees none', async () => {
    const reader = await setup({ roles: ['yxShippingTemplates:list'] });
    for (const name of ['新增', '修改', '删除', '编辑 默认全国运费模板', '删除 默认全国运费模板']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    reader.unmount();
    const adder = await setup({ roles: ['yxShippingTemplates:list', 'yxShippingTemplates:add'] });
    for (const name of ['新增', '编辑 默认全国运费模板']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 默认全国运费模板' })).not.toBeInTheDocument();
    adder.unmount();
    await setup({ roles: ['yxShippingTemplates:list', 'yxShippingTemplates:del'] });
    expect(screen.getByRole('button', { name: '删除 默认全国运费模板' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });
});
