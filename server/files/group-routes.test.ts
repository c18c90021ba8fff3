import { call, createTestApp, destroyTestApp, expectError, login, pngImage, upload, type TestApp } from '../testing/harness';

let t: TestApp;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  editor = await login(t.app, 'editor');
});
afterEach(() => destroyTestApp(t));

interface Group {
  id: number;
  name: string;
  count: number;
}
interface PicturePage {
  content: { id: number; filename: string; groupId: number | null }[];
  totalElements: number;
}

const groups = async () => (await call(t.app, 'GET', '/api/pictures/groups', { token: admin })).json<Group[]>();
const list = async (query: string) => (await call(t.app, 'GET', `/api/pictures?size=100&${query}`, { token: admin })).json<PicturePage>();
const createGroup = async (name: string) => {
  const res = await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name } });
  expect(res.statusCode).toBe(201);
  return res.json<Group>();
};
const uploadTo = async (filename: string, groupId?: number) => {
  const res = await upload(t.app, groupId === undefined ? '/api/pictures' : `/api/pictures?groupId=${groupId}`, admin, 'file', filename, pngImage(3, 3));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; groupId: number | null }>();
};

describe('picture groups', () => {
  it('lists the demo shop’s groups with the seeded pictures counted in them', async () => {
    const seeded = await groups();
    expect(seeded.map((g) => g.name)).toEqual(['商品图', '分类图', '活动图']);
    const [products, categories, events] = seeded;
    expect(products!.count).toBeGreaterThan(0);
    expect(categories!.count).toBeGreaterThan(0);
    expect(events!.count).toBe(0);
    const inCategories = await list(`groupId=${categories!.id}`);
    expect(inCategories.totalElements).toBe(categories!.count);
    expect(inCategories.content.every((p) => p.groupId === categories!.id)).toBe(true);
  });

  it('creates a group with a trimmed name, refuses an empty, long or taken one', async () => {
    const made = await createGroup('  主图  ');
    expect(made).toMatchObject({ id: expect.any(Number), name: '主图', count: 0 });
    expect((await groups()).map((g) => g.name)).toContain('主图');
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name: '   ' } }), 400, '分组名称不能为空');
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: {} }), 400, '分组名称不能为空');
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name: '长'.repeat(21) } }), 400, '分组名称不能超过 20 个字符');
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name: '主图' } }), 400, '分组名称已存在');
    await createGroup('Banner');
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name: 'banner' } }), 400, '分组名称已存在');
  });

  it('holds at most 50 groups', async () => {
    const have = (await groups()).length;
    for (let i = have; i < 50; i++) t.app.ctx.pictureGroups.create(`分组${i}`, t.clock.now());
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: admin, body: { name: '第五十一个' } }), 400, '分组最多 50 个');
    expect(await groups()).toHaveLength(50);
  });

  it('renames a group; a taken name or an unknown group is refused', async () => {
    const group = await createGroup('旧名');
    const rename = (id: number, name: string) => call(t.app, 'PUT', '/api/pictures/groups', { token: admin, body: { id, name } });
    expect((await rename(group.id, ' 新名 ')).statusCode).toBe(204);
    expect((await groups()).find((g) => g.id === group.id)?.name).toBe('新名');
    // Its own name again is no clash.
    expect((await rename(group.id, '新名')).statusCode).toBe(204);
    expectError(await rename(group.id, '商品图'), 400, '分组名称已存在');
    expectError(await rename(99999, '别的'), 400, '分组不存在');
  });

  it('deletes a group and keeps its pictures, now in 未分组', async () => {
    const group = await createGroup('临时');
    const pic = await uploadTo('temp.png', group.id);
    expect(pic.groupId).toBe(group.id);
    const ungroupedBefore = (await list('groupId=0')).totalElements;
    expect((await call(t.app, 'DELETE', `/api/pictures/groups/${group.id}`, { token: admin })).statusCode).toBe(204);
    expect((await groups()).map((g) => g.id)).not.toContain(group.id);
    const ungrouped = await list('groupId=0');
    expect(ungrouped.totalElements).toBe(ungroupedBefore + 1);
    expect(ungrouped.content.find((p) => p.id === pic.id)).toMatchObject({ filename: 'temp.png', groupId: null });
    expectError(await call(t.app, 'DELETE', `/api/pictures/groups/${group.id}`, { token: admin }), 400, '分组不存在');
  });

  it('uploads into a group, or 未分组 without one; an unknown group is refused and nothing is stored', async () => {
    const group = await createGroup('上传');
    const into = await uploadTo('in-group.png', group.id);
    const loose = await uploadTo('loose.png');
    expect(into.groupId).toBe(group.id);
    expect(loose.groupId).toBeNull();
    expect((await list(`groupId=${group.id}`)).content.map((p) => p.filename)).toEqual(['in-group.png']);
    expect((await list('groupId=0')).content.map((p) => p.filename)).toContain('loose.png');
    const total = (await list('')).totalElements;
    expectError(await upload(t.app, '/api/pictures?groupId=99999', admin, 'file', 'x.png', pngImage(3, 3)), 400, '分组不存在');
    expect((await list('')).totalElements).toBe(total);
  });

  it('filters within a group by file name, and lists every picture without a group filter', async () => {
    const group = await createGroup('横幅');
    await uploadTo('banner-a.png', group.id);
    await uploadTo('logo.png', group.id);
    await uploadTo('banner-b.png');
    expect((await list(`groupId=${group.id}&filename=banner`)).content.map((p) => p.filename)).toEqual(['banner-a.png']);
    expect((await list('filename=banner')).totalElements).toBe(2);
    expectError(await call(t.app, 'GET', '/api/pictures?groupId=-1', { token: admin }), 400);
  });

  it('moves pictures to a group and back to 未分组, bounded in count', async () => {
    const group = await createGroup('移入');
    const a = await uploadTo('a.png');
    const b = await uploadTo('b.png');
    const move = (body: unknown) => call(t.app, 'PUT', '/api/pictures/move', { token: admin, body });
    expect((await move({ ids: [a.id, b.id], groupId: group.id })).statusCode).toBe(204);
    expect((await list(`groupId=${group.id}`)).content.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await groups()).find((g) => g.id === group.id)?.count).toBe(2);
    expect((await move({ ids: [a.id], groupId: null })).statusCode).toBe(204);
    expect((await list(`groupId=${group.id}`)).content.map((p) => p.id)).toEqual([b.id]);
    expectError(await move({ ids: [b.id], groupId: 99999 }), 400, '分组不存在');
    expectError(await move({ ids: [], groupId: group.id }), 400, '请至少选择一张图片');
    expectError(await move({ ids: Array.from({ length: 1001 }, (_, i) => i + 1), groupId: group.id }), 400, '一次最多处理 1000 条数据');
  });

  it('asks the library’s permissions: the editor may not read or change groups', async () => {
    expectError(await call(t.app, 'GET', '/api/pictures/groups', { token: editor }), 403);
    expectError(await call(t.app, 'POST', '/api/pictures/groups', { token: editor, body: { name: '编辑' } }), 403);
    expectError(await call(t.app, 'PUT', '/api/pictures/move', { token: editor, body: { ids: [1], groupId: null } }), 403);
    expectError(await call(t.app, 'GET', '/api/pictures/groups'), 401);
  });
});
