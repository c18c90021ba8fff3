import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpEvents } from '@/api/httpEvents';
import { PageContext } from '@/features/navigation/PageContext';
import type { RouteSpec } from '@/features/navigation/buildNavigation';
import { viewVisited } from '@/features/tabs/slice';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, notices } from '@/testing/screenTest';
import { goodsBackend, type Flavour } from './goodsBackend.fixture';
import ProductFormPage from './form';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

// TipTap needs a browser's layout (the browser tests type into it); here the detail is a plain text box.
jest.mock('@/kit/richText/RichTextEditor', () => ({
  __esModule: true,
  default: ({ initial, onChange }: { initial: string; onChange: (html: string) => void }) => <textarea aria-label="商品详情" defaultValue={initial} onChange={(event) => onChange(event.target.value)} />,
}));

allowSlowScreens(60_000);

async function setup({ flavour = 'embedded' as Flavour, id, roles = ['admin'] }: { flavour?: Flavour; id?: number; roles?: string[] } = {}) {
  const backend = goodsBackend(flavour);
  const http = await fakeHttp({ ...backend.routes, 'GET api/pictures': { status: 200, data: LIBRARY } });
  const path = id === undefined ? '/shop/goodsAdd' : `/shop/goodsEdit/${id}`;
  const page: RouteSpec = { path, component: 'shop/goods/form', title: id === undefined ? '商品新增' : '商品修改', noCache: false, affix: false, hidden: true, crumbs: [], ...(id === undefined ? {} : { pattern: '/shop/goodsEdit/:id', params: { id: String(id) } }) };
  const view = renderWithProviders(
    <PageContext.Provider value={page}>
      <ProductFormPage />
    </PageContext.Provider>,
    { path, session: fakeSession({ roles }).handle, routes: [{ path: '/shop/goods', element: <p>商品列表页</p> }] },
  );
  act(() => {
    view.store.dispatch(viewVisited({ path, fullPath: path, title: page.title, noCache: false }));
  });
  await screen.findByRole('textbox', { name: /商品名称/ });
  return { http, backend, path, ...view };
}

/** The picture library (CONTRACT.md, Files) the picture dialog lists. */
const LIBRARY = {
  content: ['front', 'side', 'back'].map((name, i) => ({ id: i + 1, filename: `${name}.png`, url: `https://img.test/${name}.png`, size: 100, width: 10, height: 10, createTime: '2026-11-22 10:00:00' })),
  totalElements: 3,
};

/** Opens a picture field's dialog, clicks the pictures by file name in order, and presses 确定. */
async function pickPictures(button: string, dialogName: string, filenames: string[]) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: `选择图片：${dialogName}` });
  for (const filename of filenames) await user.click(await within(dialog).findByRole('button', { name: `选择 ${filename}` }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `选择图片：${dialogName}` })).not.toBeInTheDocument());
}

const skuTable = (name = '多规格') => screen.getByRole('table', { name });
// Within the SKU table: a name is computed only for its own inputs, not for every field of the form.
const cell = (label: string, table = '多规格') => within(skuTable(table)).getByRole('textbox', { name: label });

async function choose(label: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function addSpec(name: string, values: string[]) {
  await user.click(screen.getByRole('button', { name: '添加新规格' }));
  await user.type(screen.getByRole('textbox', { name: '规格' }), name);
  await user.type(screen.getByRole('textbox', { name: '规格值' }), values[0]!);
  await user.click(screen.getByRole('button', { name: '确定' }));
  for (const value of values.slice(1)) await user.type(screen.getByRole('textbox', { name: `${name}的新值` }), `${value}{Enter}`);
}

async function fillBasics() {
  fireEvent.change(screen.getByRole('textbox', { name: /商品名称/ }), { target: { value: '测试双规格T恤' } });
  await choose(/商品分类/, '工具');
  fireEvent.change(screen.getByRole('textbox', { name: /商品关键字/ }), { target: { value: 'T恤' } });
  fireEvent.change(screen.getByRole('textbox', { name: /单位/ }), { target: { value: '件' } });
  fireEvent.change(screen.getByRole('textbox', { name: /商品简介/ }), { target: { value: '纯棉' } });
  fireEvent.change(screen.getByRole('textbox', { name: /商品封面图/ }), { target: { value: 'https://img.test/cover.png' } });
  await user.type(screen.getByRole('textbox', { name: /商品轮播图/ }), 'https://img.test/s1.png{Enter}');
  fireEvent.change(screen.getByRole('textbox', { name: '商品详情' }), { target: { value: '<p>好衣服</p>' } });
  await choose(/运费模板/, '默认全国运费模板');
}

describe('the product form', () => {
  it('chooses the cover, the gallery in order and the SKU’s picture in the picture dialog, and sends them', async () => {
    const { http } = await setup();
    await fillBasics();
    await pickPictures('选择图片：商品封面图', '商品封面图', ['front.png']);
    expect(screen.getByRole('textbox', { name: /商品封面图/ })).toHaveValue('https://img.test/front.png');
    // The typed slide is chosen when the dialog opens; two more go after it, then the last moves first.
    await pickPictures('选择图片：商品轮播图', '商品轮播图', ['back.png', 'side.png']);
    const gallery = () => within(screen.getByRole('group', { name: '商品轮播图' })).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(gallery()).toEqual(['https://img.test/s1.png', 'https://img.test/back.png', 'https://img.test/side.png']);
    await user.click(screen.getByRole('button', { name: '选择图片：商品轮播图' }));
    const dialog = await screen.findByRole('dialog', { name: '选择图片：商品轮播图' });
    await user.click(within(dialog).getByRole('button', { name: '前移第3张' }));
    await user.click(within(dialog).getByRole('button', { name: '移除第1张' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(gallery()).toEqual(['https://img.test/side.png', 'https://img.test/back.png']));
    // 取消 leaves the gallery as it is.
    await user.click(screen.getByRole('button', { name: '选择图片：商品轮播图' }));
    const again = await screen.findByRole('dialog', { name: '选择图片：商品轮播图' });
    await user.click(within(again).getByRole('button', { name: '移除第1张' }));
    await user.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择图片：商品轮播图' })).not.toBeInTheDocument());
    expect(gallery()).toEqual(['https://img.test/side.png', 'https://img.test/back.png']);

    await pickPictures('选择图片', '规格图片', ['side.png']);
    fireEvent.change(screen.getByRole('textbox', { name: '售价' }), { target: { value: '9.9' } });
    fireEvent.change(screen.getByRole('textbox', { name: '库存' }), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(http, 'POST api/yxStoreProduct/addOrSave')).toHaveLength(1));
    const body = calls(http, 'POST api/yxStoreProduct/addOrSave')[0]?.data as { image: string; slider_image: string[]; attrs: { pic: string }[] };
    expect(body.image).toBe('https://img.test/front.png');
    expect(body.slider_image).toEqual(['https://img.test/side.png', 'https://img.test/back.png']);
    expect(body.attrs[0]?.pic).toBe('https://img.test/side.png');
  });

  it('creates a two-spec product: specs by hand, 立即生成, each SKU its price and stock, the figures in cents, one save', async () => {
    const { http, backend, store, router, path } = await setup();
    await fillBasics();
    await user.click(screen.getByRole('radio', { name: '多规格' }));
    await addSpec('颜色', ['红', '白']);
    await addSpec('尺码', ['S', 'M']);
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(5));
    expect(within(skuTable()).getAllByRole('row').slice(1).map((r) => r.getAttribute('aria-label'))).toEqual(['红 S', '红 M', '白 S', '白 M']);
    // A new product's SKUs show the cover until they get a picture of their own.
    expect(within(skuTable()).getByRole('img', { name: '图片 红 S' })).toHaveAttribute('src', 'https://img.test/cover.png');

    const prices: Record<string, [string, string]> = { '红 S': ['19.90', '5'], '红 M': ['0.10', '7'], '白 S': ['0.2', '11'], '白 M': ['25', '0'] };
    for (const [name, [price, stock]] of Object.entries(prices)) {
      fireEvent.change(cell(`售价 ${name}`), { target: { value: price } });
      fireEvent.change(cell(`库存 ${name}`), { target: { value: stock } });
    }
    // 0.10 + 0.2 would be 0.30000000000000004 in floats; the figures are cents.
    expect(screen.getByText('4 个规格，最低售价 0.10，库存合计 23')).toBeInTheDocument();

    const saveButton = screen.getByRole('button', { name: '保存' });
    await user.dblClick(saveButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/goods'));
    expect(calls(http, 'POST api/yxStoreProduct/addOrSave')).toHaveLength(1);
    const body = calls(http, 'POST api/yxStoreProduct/addOrSave')[0]?.data as Record<string, unknown>;
    expect(body).toMatchObject({
      store_name: '测试双规格T恤',
      cate_id: 11,
      keyword: 'T恤',
      unit_name: '件',
      store_info: '纯棉',
      image: 'https://img.test/cover.png',
      slider_image: ['https://img.test/s1.png'],
      spec_type: 1,
      temp_id: 34,
      description: '<p>好衣服</p>',
      is_show: 1,
      items: [
        { value: '颜色', detail: ['红', '白'] },
        { value: '尺码', detail: ['S', 'M'] },
      ],
    });
    expect(body).not.toHaveProperty('id');
    expect((body.attrs as Record<string, unknown>[]).map((a) => [a.detail, a.price, a.stock, a.value1, a.value2])).toEqual([
      [{ 颜色: '红', 尺码: 'S' }, 19.9, 5, '红', 'S'],
      [{ 颜色: '红', 尺码: 'M' }, 0.1, 7, '红', 'M'],
      [{ 颜色: '白', 尺码: 'S' }, 0.2, 11, '白', 'S'],
      [{ 颜色: '白', 尺码: 'M' }, 25, 0, '白', 'M'],
    ]);
    expect(backend.records.filter((p) => p.store_name === '测试双规格T恤')).toHaveLength(1);
    expect(notices(store)).toContain('操作成功');
    expect(store.getState().tabs.visitedViews.map((v) => v.path)).not.toContain(path);
  });

  it('checks before sending, with the contract’s messages, and sends nothing', async () => {
    const { http, store } = await setup();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(notices(store)).toContain('请填写完整商品信息！');
    expect(screen.getByRole('textbox', { name: /商品名称/ })).toHaveAccessibleDescription('请输入商品名称');
    expect(screen.getByText('请选择商品分类')).toBeInTheDocument();
    expect(screen.getByText('请选择运费模板')).toBeInTheDocument();
    expect(screen.getByText('商品详情不能为空')).toBeInTheDocument();

    await fillBasics();
    fireEvent.change(cell('售价', '单规格'), { target: { value: '1.005' } });
    fireEvent.change(cell('库存', '单规格'), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('售价应为 0 到 99999999.99 之间、最多两位小数的金额');
    expect(cell('售价', '单规格')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(cell('售价', '单规格'), { target: { value: '1.5' } });
    fireEvent.change(cell('库存', '单规格'), { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('库存不能低于0');

    await user.click(screen.getByRole('radio', { name: '多规格' }));
    await addSpec('颜色', ['红']);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请点击生成规格！');
    expect(calls(http, 'POST api/yxStoreProduct/addOrSave')).toHaveLength(0);
  });

  it('uses a 规格模板, and a template with an empty spec is refused at 立即生成 by the server’s words', async () => {
    const { store } = await setup();
    await user.click(screen.getByRole('radio', { name: '多规格' }));
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(notices(store)).toContain('请选择属性');
    await choose('选择规格', '图文打印1');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByRole('group', { name: '规格 纸张' })).toHaveTextContent('A4A3');
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(5));

    await choose('选择规格', '照片');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    expect(notices(store)).toContain('请至少添加一个规格值哦');
  });

  it('keeps what was typed when a spec is added, and drops exactly the rows of a removed value', async () => {
    await setup();
    await user.click(screen.getByRole('radio', { name: '多规格' }));
    await addSpec('颜色', ['红', '白']);
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(3));
    fireEvent.change(cell('售价 红'), { target: { value: '9.90' } });
    fireEvent.change(cell('售价 白'), { target: { value: '8.80' } });
    await addSpec('尺码', ['S', 'M']);
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(5));
    expect(['红 S', '红 M', '白 S', '白 M'].map((name) => (cell(`售价 ${name}`) as HTMLInputElement).value)).toEqual(['9.90', '9.90', '8.80', '8.80']);
    fireEvent.change(cell('售价 白 M'), { target: { value: '7.70' } });
    fireEvent.keyDown(screen.getByRole('button', { name: '颜色 红' }), { key: 'Backspace' });
    fireEvent.keyUp(screen.getByRole('button', { name: '颜色 红' }), { key: 'Backspace' });
    await user.click(screen.getByRole('button', { name: '立即生成' }));
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(3));
    expect(['白 S', '白 M'].map((name) => (cell(`售价 ${name}`) as HTMLInputElement).value)).toEqual(['8.80', '7.70']);
  });

  it.each<Flavour>(['yshop', 'embedded'])('edits a saved product from the snake_case info, its SKUs from isFormatAttr (%s answers), titled with its name', async (flavour) => {
    const { http, store, path } = await setup({ flavour, id: 34 });
    expect(screen.getByRole('textbox', { name: /商品名称/ })).toHaveValue('柏黛雅全套化妆刷套装');
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(5));
    expect(calls(http, 'POST api/yxStoreProduct/isFormatAttr/34')[0]?.data).toEqual({ attrs: [{ value: '长', detail: ['100m', '90m'] }, { value: '高', detail: ['50m', '70'] }] });
    // yshop's info sends the SKU prices as 0; the rows come from isFormatAttr.
    expect((cell('售价 100m 50m') as HTMLInputElement).value).toBe('10.00');
    expect(screen.getByText('4 个规格，最低售价 1.00，库存合计 37800')).toBeInTheDocument();
    expect(store.getState().tabs.visitedViews.find((v) => v.path === path)?.title).toBe('柏黛雅全套化妆刷套装');
    expect((store.getState().tabs.unsaved ?? [])).not.toContain(path);

    fireEvent.change(cell('售价 90m 70'), { target: { value: '0.50' } });
    expect(screen.getByText('4 个规格，最低售价 0.50，库存合计 37800')).toBeInTheDocument();
    await waitFor(() => expect((store.getState().tabs.unsaved ?? [])).toContain(path));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(http, 'POST api/yxStoreProduct/addOrSave')).toHaveLength(1));
    const body = calls(http, 'POST api/yxStoreProduct/addOrSave')[0]?.data as { id: number; attrs: { sku: string; price: number }[] };
    expect(body.id).toBe(34);
    expect(body.attrs.map((a) => [a.sku, a.price])).toEqual([
      ['100m,50m', 10],
      ['100m,70', 8],
      ['50m,90m', 9],
      ['70,90m', 0.5],
    ]);
  });

  it('shows a reader the product without a write button', async () => {
    await setup({ id: 38, roles: ['YXSTOREPRODUCT_SELECT'] });
    expect(screen.getByRole('textbox', { name: /商品名称/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即生成' })).not.toBeInTheDocument();
  });

  it('shows a reader a multi-spec product’s SKUs as info sent them, without asking isFormatAttr (part of editing)', async () => {
    const { http } = await setup({ id: 34, roles: ['YXSTOREPRODUCT_SELECT'] });
    await waitFor(() => expect(within(skuTable()).getAllByRole('row')).toHaveLength(5));
    expect((cell('售价 100m 50m') as HTMLInputElement).value).toBe('10.00');
    expect(cell('售价 100m 50m')).toBeDisabled();
    expect(calls(http, 'POST api/yxStoreProduct/isFormatAttr/34')).toEqual([]);
  });

  it('hands the server’s refusal of 立即生成 (too many combinations, the allowance used up) to the console’s error presenter, and shows no rows', async () => {
    const { http } = await setup();
    const seen: string[] = [];
    const stop = httpEvents.subscribe((event) => seen.push(`${event.error.status} ${event.error.message}`));
    try {
      http.set('POST api/yxStoreProduct/isFormatAttr/0', { status: 429, data: { status: 429, message: '操作过于频繁，请60秒后再试' } });
      await user.click(screen.getByRole('radio', { name: '多规格' }));
      await addSpec('颜色', ['红', '白']);
      await user.click(screen.getByRole('button', { name: '立即生成' }));
      await waitFor(() => expect(seen).toEqual(['429 操作过于频繁，请60秒后再试']));
      expect(screen.queryByRole('textbox', { name: '售价 红' })).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });
});
