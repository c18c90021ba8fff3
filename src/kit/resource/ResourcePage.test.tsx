import { useMemo } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { fakeHttp, type FakeHttp } from '../../testing/fakeHttp';
import { fakeResource } from '../../testing/fakeResource';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { forestFromRows } from '../tree/forest';
import { useTreeExpansion } from '../tree/useTreeExpansion';
import { fieldsOf } from './fields';
import { ResourcePage, ResourceView, useResourcePage } from './ResourcePage';
import { readStyles } from '../../testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('white-space', 'text-overflow', 'overflow', 'position', 'right');

/*
 * The kinds a resource's fields come in, through a made-up 商品 resource (yshop names
 * the price `price` in yuan, the embedded server `priceCents`; the flavours meet in the
 * entity's aliases): money to the cent, a dictionary's words, a picture from 上传图片,
 * a custom cell, long text cut with its whole value on hover, 操作 pinned right.
 */

const shape = { id: wire.id, name: wire.name, price: wire.cents, kind: wire.text, picture: wire.text, note: wire.text, enabled: wire.flag };
type Item = RowOf<typeof shape>;
interface ItemForm {
  id?: number;
  name: string;
  price: number | null;
  kind: string;
  picture: string;
}
const items = defineResource({
  name: 'kitItem',
  title: '商品',
  url: 'api/kitItem',
  row: wireRow(shape, { price: ['price', 'priceYuan'] }),
  idOf: (item: Item) => item.id,
  labelOf: (item) => item.name,
  newForm: (): ItemForm => ({ name: '', price: null, kind: '', picture: '' }),
  formOf: (item) => ({ id: item.id, name: item.name, price: item.price, kind: item.kind, picture: item.picture }),
  bodyOf: (form) => form,
});

const f = fieldsOf<Item, ItemForm>();
const fields = [
  f.text('name', '商品名称', { search: {}, form: { key: 'name', required: '请输入商品名称' } }),
  f.money('price', '售价', { form: { key: 'price', required: '请输入售价', min: 1 } }),
  f.dict('kind', '类型', { dict: 'goods_kind', search: {}, form: { key: 'kind' } }),
  f.picture('picture', '图片', { form: { key: 'picture' } }),
  f.custom('note', '备注', { render: (item) => <mark>{item.note || '无'}</mark> }),
];

const LONG = '这是一个非常非常长的商品名称，长到一行放不下，需要省略号并在悬停时显示全部文字';

async function setup() {
  const backend = fakeResource({
    url: 'api/kitItem',
    records: [
      { id: 1, name: LONG, priceYuan: '19.9', kind: 'real', picture: 'http://img.test/a.png', note: '' },
      { id: 2, name: '优惠券', priceYuan: 0.1, kind: 'virtual', picture: '', note: '限时' },
    ],
    fromBody: (body) => ({ ...body }) as never,
  });
  const http = await fakeHttp({
    ...backend.routes,
    'GET api/dictDetail': { status: 200, data: { content: [{ id: 1, label: '实物', value: 'real', sort: 1 }, { id: 2, label: '虚拟', value: 'virtual', sort: 2 }], totalElements: 2 } },
  });
  renderWithProviders(<ResourcePage resource={items} fields={fields} />, { session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByText('优惠券');
  return { http, backend };
}

const row = (name: string | RegExp) => within(screen.getByRole('table', { name: '商品列表' })).getByRole('row', { name: name instanceof RegExp ? name : new RegExp(name) });
const posts = (http: FakeHttp) => http.calls.filter((call) => call.key === 'POST api/kitItem').map((call) => call.data);

describe('ResourcePage', () => {
  it('shows money with two decimals, a dictionary’s words, a picture and a custom cell', async () => {
    await setup();
    expect(row('优惠券')).toHaveTextContent('优惠券0.10虚拟限时');
    expect(await within(row(/非常非常长/)).findByText('实物')).toBeInTheDocument();
    expect(within(row(/非常非常长/)).getByRole('img', { name: `${LONG} 图片` })).toHaveAttribute('src', 'http://img.test/a.png');
    expect(within(row(/非常非常长/)).getByText('19.90')).toBeInTheDocument();
    expect(within(row(/非常非常长/)).getByText('无').tagName).toBe('MARK');
  });

  it('keeps long text on one line with the whole value on hover, and names row controls after the row', async () => {
    await setup();
    const cell = within(row(/非常非常长/)).getByText(LONG);
    expect(cell).toHaveAttribute('title', LONG);
    expect(cell).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(screen.getByRole('button', { name: '编辑 优惠券' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 优惠券' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 优惠券' })).toBeInTheDocument();
    const actions = screen.getByRole('columnheader', { name: '操作' });
    expect(actions).toHaveStyle({ position: 'sticky', right: '0px' });
  });

  it('searches by a dictionary’s words', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('combobox', { name: '类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '虚拟' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText(LONG)).not.toBeInTheDocument());
    expect(http.calls.at(-1)?.params).toMatchObject({ kind: 'virtual', page: 0, size: 10 });
  });

  it('sends money as integer cents, checks it to the cent, and takes a typed picture URL', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增商品' });
    await userEvent.type(within(dialog).getByLabelText(/商品名称/), '拼团券');
    await userEvent.type(within(dialog).getByLabelText(/售价/), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('售价必须是金额，最多两位小数')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/售价/));
    await userEvent.type(within(dialog).getByLabelText(/售价/), '12.3');
    // The picture field takes a typed URL (its dialog has its own tests in src/kit/pictures).
    fireEvent.change(within(dialog).getByLabelText('图片'), { target: { value: 'http://img.test/b.png' } });
    expect(within(dialog).getByLabelText('图片')).toHaveValue('http://img.test/b.png');
    expect(within(dialog).getByRole('img', { name: '图片预览' })).toHaveAttribute('src', 'http://img.test/b.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(http)).toEqual([{ name: '拼团券', price: 1230, kind: '', picture: 'http://img.test/b.png' }]);
  });

  it('edits a row from its form, the amount shown as typed money', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '编辑 优惠券' }));
    const dialog = screen.getByRole('dialog', { name: '编辑商品' });
    expect(within(dialog).getByLabelText(/售价/)).toHaveValue('0.10');
    fireEvent.change(within(dialog).getByLabelText(/售价/), { target: { value: '0.2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(http.calls.some((call) => call.key === 'PUT api/kitItem')).toBe(true));
    expect(http.calls.find((call) => call.key === 'PUT api/kitItem')?.data).toEqual({ id: 2, name: '优惠券', price: 20, kind: 'virtual', picture: '' });
  });
});

/* Tree mode through ResourcePage, as 部门管理 and 商品分类 would configure it. */
const treeShape = { id: wire.id, name: wire.name, pid: wire.number(0) };
type Node = RowOf<typeof treeShape>;
const nodes = defineResource({
  name: 'kitNode',
  title: '分类',
  url: 'api/kitNode',
  row: wireRow(treeShape),
  idOf: (node: Node) => node.id,
  labelOf: (node) => node.name,
  newForm: () => ({ name: '' }) as { id?: number; name: string },
  formOf: (node) => ({ id: node.id, name: node.name }),
  bodyOf: (form) => form,
});

function useNodeTree(page: { content: Node[] } | undefined) {
  const forest = useMemo(() => forestFromRows(page?.content ?? [], (node) => node.id, (node) => node.pid), [page]);
  const expansion = useTreeExpansion({ forest });
  return { forest, rows: expansion.rows, onToggle: expansion.toggle };
}

describe('ResourcePage in tree mode', () => {
  it('draws the open part of the tree, deletes a row with its subtree, and pages nothing', async () => {
    const backend = fakeResource({
      url: 'api/kitNode',
      records: [
        { id: 1, name: '手机数码', pid: 0 },
        { id: 2, name: '手机', pid: 1 },
        { id: 3, name: '智能手机', pid: 2 },
        { id: 4, name: '家用电器', pid: 0 },
      ],
    });
    const http = await fakeHttp(backend.routes);
    const subtree = (ids: number[]) => ids.flatMap((id) => [id, ...backend.records.filter((node) => node.pid === id).map((node) => node.id)]);
    renderWithProviders(
      <ResourcePage resource={nodes} fields={[fieldsOf<Node, { name: string }>().text('name', '分类名称', { form: { key: 'name' } })]} useTree={useNodeTree} deleteIds={subtree} deleteMessage="确定删除吗,如果存在下级节点则一并删除，此操作不能撤销！" />,
      { session: fakeSession({ roles: ['admin'] }).handle },
    );
    await screen.findByText('家用电器');
    expect(screen.queryByText('手机')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '展开 手机数码' }));
    expect(screen.getByText('手机')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 手机' }));
    expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveTextContent('如果存在下级节点则一并删除');
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('手机')).not.toBeInTheDocument());
    expect(http.calls.find((call) => call.key === 'DELETE api/kitNode')?.data).toEqual([2, 3]);
  });
});

/* A screen with more around its list (用户管理's dept filter): the headless hook and the view apart. */
function FilteredItems() {
  const state = useResourcePage({ resource: items, fields });
  return (
    <>
      <button type="button" onClick={() => { state.list.search.change({ kind: 'virtual' }); state.list.search.submit(); }}>
        只看虚拟商品
      </button>
      <ResourceView state={state} label="商品列表区" table={{ expand: (item) => `备注：${item.note || '无'}` }} />
    </>
  );
}

describe('useResourcePage and ResourceView apart', () => {
  it('let a control beside the list filter it, and a row open its details', async () => {
    const backend = fakeResource({ url: 'api/kitItem', records: [{ id: 1, name: '手机', priceYuan: 1, kind: 'real', picture: '', note: '' }, { id: 2, name: '优惠券', priceYuan: 1, kind: 'virtual', picture: '', note: '限时' }] });
    const http = await fakeHttp({ ...backend.routes, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } });
    renderWithProviders(<FilteredItems />, { session: fakeSession({ roles: ['admin'] }).handle });
    expect(await screen.findByText('手机')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '商品列表区' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '只看虚拟商品' }));
    await waitFor(() => expect(screen.queryByText('手机')).not.toBeInTheDocument());
    expect(http.calls.at(-1)?.params).toMatchObject({ kind: 'virtual', page: 0 });
    await userEvent.click(screen.getByRole('button', { name: '展开 优惠券' }));
    expect(screen.getByRole('row', { name: '优惠券 详情' })).toHaveTextContent('备注：限时');
  });
});

describe('ResourcePage’s escape hatches', () => {
  it('searches a status with its own words, and opens the screen’s own dialog', async () => {
    const backend = fakeResource({ url: 'api/kitItem', records: [{ id: 1, name: '手机', priceYuan: 1, kind: 'real', picture: '', note: '', enabled: true }] });
    const http = await fakeHttp({ ...backend.routes, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } });
    const withStatus = [...fields, f.status('enabled', '状态', { search: { labels: { on: '正常', off: '禁用' } } })];
    renderWithProviders(
      <ResourcePage resource={items} fields={withStatus} dialog={({ row, title, onClose }) => <div role="dialog" aria-label={title}>{`自己的对话框 ${row?.name ?? ''}`}<button type="button" onClick={onClose}>关闭</button></div>} />,
      { session: fakeSession({ roles: ['admin'] }).handle },
    );
    await screen.findByText('手机');
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    expect(screen.getByRole('option', { name: '正常' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '禁用' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(http.calls.at(-1)?.params).toMatchObject({ enabled: 'false' }));
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await userEvent.click(await screen.findByRole('button', { name: '编辑 手机' }));
    expect(screen.getByRole('dialog', { name: '编辑商品' })).toHaveTextContent('自己的对话框 手机');
  });

  it('draws a header of the screen’s own, and no 修改 or 删除 of ticked rows where the table has no ticks', async () => {
    await fakeHttp({ ...fakeResource({ url: 'api/kitItem', records: [{ id: 1, name: '手机', priceYuan: 1, kind: 'real', picture: '', note: '' }] }).routes, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } });
    renderWithProviders(<ResourcePage resource={items} fields={fields} selectable={false} header={<h1>商品一览</h1>} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('手机');
    expect(within(screen.getByRole('region', { name: '商品管理' })).getByRole('heading', { name: '商品一览' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    for (const name of ['修改', '删除']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of ['新增', '编辑 手机', '删除 手机']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('checks across fields once each field passed (formCheck), and sends nothing while one fails', async () => {
    const backend = fakeResource({ url: 'api/kitItem', records: [{ id: 1, name: '手机', priceYuan: 1, kind: 'real', picture: '', note: '' }] });
    const http = await fakeHttp({ ...backend.routes, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } });
    const pictureForPaid = (form: ItemForm) => (form.price !== null && form.price > 0 && form.picture === '' ? { picture: '收费商品须有图片' } : {});
    renderWithProviders(<ResourcePage resource={items} fields={fields} formCheck={pictureForPaid} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('手机');
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增商品' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入商品名称')).toBeInTheDocument();
    expect(within(dialog).queryByText('收费商品须有图片')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/商品名称/), '耳机');
    await userEvent.type(within(dialog).getByLabelText(/售价/), '9.9');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('收费商品须有图片')).toBeInTheDocument();
    expect(posts(http)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('图片'), 'http://img.test/c.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(http)).toEqual([{ name: '耳机', price: 990, kind: '', picture: 'http://img.test/c.png' }]);
  }, 30_000);

  it('shows admin no 新增, 编辑 or 删除 on a resource without them', async () => {
    const logs = defineResource({ ...{ name: 'kitLog', title: '日志', url: 'api/kitLog' }, row: wireRow({ id: wire.id, name: wire.name }), idOf: (log: { id: number; name: string }) => log.id, labelOf: (log) => log.name, newForm: () => ({}) as { id?: number }, formOf: (log) => ({ id: log.id }), bodyOf: (form) => form, actions: [] });
    await fakeHttp(fakeResource({ url: 'api/kitLog', records: [{ id: 1, name: 'GET /api/job' }] }).routes);
    renderWithProviders(<ResourcePage resource={logs} fields={[fieldsOf<{ id: number; name: string }, { id?: number }>().text('name', '请求')]} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('GET /api/job');
    for (const name of ['新增', '修改', '删除', '编辑 GET /api/job']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('lets a status with a call of its own be pressed where it is allowed, on a resource that edits nothing', async () => {
    type Promoter = { id: number; name: string; enabled: boolean };
    const promoters = defineResource({ name: 'kitPromoter', title: '分销员', url: 'api/kitPromoter', row: wireRow({ id: wire.id, name: wire.name, enabled: wire.flag }), idOf: (p: Promoter) => p.id, labelOf: (p) => p.name, actions: [] });
    await fakeHttp(fakeResource({ url: 'api/kitPromoter', records: [{ id: 1, name: '周杰', enabled: true }] }).routes);
    const saved: boolean[] = [];
    const status = (allowed: boolean) => fieldsOf<Promoter, { id?: number }>().status('enabled', '状态', { toggle: { save: async (_p, next) => void saved.push(next), allowed } });
    const view = renderWithProviders(<ResourcePage resource={promoters} fields={[status(false)]} />, { session: fakeSession({ roles: ['admin'] }).handle });
    expect(await screen.findByRole('switch', { name: '周杰分销员状态：启用' })).toBeDisabled();
    view.unmount();
    renderWithProviders(<ResourcePage resource={promoters} fields={[status(true)]} />, { session: fakeSession({ roles: ['admin'] }).handle });
    await userEvent.click(await screen.findByRole('switch', { name: '周杰分销员状态：启用' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toEqual([false]));
  });
});
