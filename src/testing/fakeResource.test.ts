import { getHttpClient } from '../api/http';
import { fakeHttp } from './fakeHttp';
import { fakeResource } from './fakeResource';

interface Item {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  createTime: string;
  [key: string]: unknown;
}

const seed = (): Item[] => [
  { id: 1, name: '全栈开发', sort: 2, enabled: true, createTime: '2026-11-20 10:00:00' },
  { id: 2, name: '运营专员', sort: 1, enabled: false, createTime: '2026-11-21 10:00:00' },
  { id: 3, name: '前端开发', sort: 3, enabled: true, createTime: '2026-12-01 10:00:00' },
];

async function setup() {
  const items = fakeResource<Item>({
    url: 'api/item',
    records: seed(),
    toWire: ({ sort, ...rest }) => ({ ...rest, itemSort: sort }),
    fromBody: (body) => ({ name: String(body.name), sort: Number(body.sort), enabled: Boolean(body.enabled), createTime: '2026-11-23 08:00:00' }),
    refuse: {
      create: (body, records) => (records.some((record) => record.name === body.name) ? `名称 ${String(body.name)} 已存在` : undefined),
      remove: (ids) => (ids.includes(1) ? '所选的岗位中存在用户关联，请解除关联再试！' : undefined),
    },
  });
  await fakeHttp(items.routes);
  const http = await getHttpClient();
  return { items, http };
}

describe('fakeResource', () => {
  it('pages, sorts and filters like the back ends, in the flavour asked for', async () => {
    const { http } = await setup();
    const first = await http.get('api/item', { params: { page: 0, size: 2, sort: ['sort,asc', 'id,desc'] } });
    expect(first.data).toEqual({ content: [expect.objectContaining({ id: 2, itemSort: 1 }), expect.objectContaining({ id: 1, itemSort: 2 })], totalElements: 3 });
    const found = await http.get('api/item', { params: { name: '开发', enabled: 'true', createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'] } });
    expect(found.data.content.map((item: Item) => item.name)).toEqual(['全栈开发']);
  });

  it('creates, updates and deletes, and refuses with the back end’s message', async () => {
    const { http, items } = await setup();
    await http.post('api/item', { name: '店长', sort: 5, enabled: true });
    expect(items.records.at(-1)).toEqual({ id: 101, name: '店长', sort: 5, enabled: true, createTime: '2026-11-23 08:00:00' });
    await expect(http.post('api/item', { name: '店长', sort: 1, enabled: true })).rejects.toMatchObject({ response: { status: 400, data: { message: '名称 店长 已存在' } } });
    await http.put('api/item', { id: 2, name: '运营主管', sort: 1, enabled: true });
    expect(items.records.find((item) => item.id === 2)).toMatchObject({ name: '运营主管', enabled: true });
    await expect(http.delete('api/item', { data: [1, 3] })).rejects.toMatchObject({ response: { status: 400 } });
    expect(items.records.map((item) => item.id)).toEqual([1, 2, 3, 101]);
    await http.delete('api/item', { data: [3] });
    expect(items.records.map((item) => item.id)).toEqual([1, 2, 101]);
  });

  it('deletes by path, one id a call, with what goes along (yshop’s DELETE {url}/{id})', async () => {
    const gone: number[][] = [];
    const items = fakeResource<Item>({ url: 'api/item', records: seed(), deleteByPath: true, afterRemove: (ids) => gone.push([...ids]) });
    await fakeHttp(items.routes);
    const http = await getHttpClient();
    await http.delete('api/item/2');
    expect(items.records.map((item) => item.id)).toEqual([1, 3]);
    expect(gone).toEqual([[2]]);
    // Only that shape: a body of ids on the bare URL is not the resource's call.
    await expect(http.delete('api/item', { data: [1] })).rejects.toMatchObject({ response: { status: 404 } });
    expect(items.records.map((item) => item.id)).toEqual([1, 3]);
  });

  it('deletes several ids joined in one path, refused or taken whole (yshop’s categories)', async () => {
    const items = fakeResource<Item>({ url: 'api/cate', records: seed(), deleteByPath: 'joined', refuse: { remove: (ids) => (ids.includes(1) ? '请先删除子分类' : undefined) } });
    await fakeHttp(items.routes);
    const http = await getHttpClient();
    await expect(http.delete('api/cate/3,1')).rejects.toMatchObject({ response: { status: 400, data: { message: '请先删除子分类' } } });
    expect(items.records.map((item) => item.id)).toEqual([1, 2, 3]);
    await http.delete('api/cate/3,2');
    expect(items.records.map((item) => item.id)).toEqual([1]);
  });

  it('saves by path where the back end does (yshop’s POST {url}/save/{id}, 0 creating)', async () => {
    const items = fakeResource<Item>({ url: 'api/tpl', records: seed(), saveByPath: true, nextId: 100 });
    await fakeHttp(items.routes);
    const http = await getHttpClient();
    await http.post('api/tpl/save/0', { name: '新模板' });
    await http.post('api/tpl/save/2', { name: '改过' });
    expect(items.records.map((item) => [item.id, item.name])).toEqual([[1, '全栈开发'], [2, '改过'], [3, '前端开发'], [101, '新模板']]);
    await expect(http.post('api/tpl', { name: '别处' })).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('fakeResource reads', () => {
  it('refuses a query key the back end does not read, so a filter sent under the wrong key fails the test', async () => {
    const items = fakeResource<Item>({ url: 'api/bill', records: seed(), reads: ['name', 'startTime'], filters: { startTime: (record, day) => record.createTime >= String(day) } });
    await fakeHttp(items.routes);
    const http = await getHttpClient();
    const ok = await http.get('api/bill', { params: { page: 0, size: 10, sort: ['id,asc'], startTime: '2026-11-21' } });
    expect(ok.data.totalElements).toBe(2);
    await expect(http.get('api/bill', { params: { page: 0, createTime: ['2026-11-21 00:00:00', '2026-11-30 23:59:59'] } })).rejects.toMatchObject({ response: { status: 400, data: { message: '不支持的查询参数 createTime' } } });
  });
});
