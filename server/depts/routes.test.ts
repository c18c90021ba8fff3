import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, logRows, makeRole, makeUser, readXlsx, roleId } from '../testing/system-fixtures';
import type { DeptDto } from './repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Answer = { content: DeptDto[]; totalElements: number };
const get = async (query: string, token = admin): Promise<Answer> => {
  const res = await call(t.app, 'GET', `/api/dept${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Answer>();
};
const names = (list: readonly DeptDto[]): string[] => list.map((d) => d.name);
const flatten = (list: readonly DeptDto[]): DeptDto[] => list.flatMap((d) => [d, ...flatten(d.children ?? [])]);
let serial = 0;
const add = (name: string, pid: number, enabled = true) => t.app.ctx.depts.create({ name: `${name}${++serial}`, pid, sort: 9, enabled }, t.clock.now());

describe('GET api/dept', () => {
  it('answers the whole nested tree without a filter, roots with pid 0', async () => {
    const { content, totalElements } = await get('');
    expect(names(content)).toEqual(['总部']);
    const root = content[0]!;
    expect(root).toMatchObject({ pid: 0, label: '总部', hasChildren: true, leaf: false, subCount: 2, enabled: true, sort: 1 });
    expect(names(root.children!)).toEqual(['研发部', '运营部']);
    const leaf = root.children![0]!.children![0]!;
    expect(leaf).toMatchObject({ name: '前端组', hasChildren: false, leaf: true, subCount: 0 });
    expect(leaf).not.toHaveProperty('children');
    expect(flatten(content)).toHaveLength(totalElements);
  });

  it('answers the direct children of pid flat, and flat matches for a search', async () => {
    const top = await get('?pid=0');
    expect(names(top.content)).toEqual(['总部']);
    expect(top.content[0]).not.toHaveProperty('children');
    expect(names((await get(`?pid=${deptId(t.app, '运营部')}`)).content)).toEqual(['客服部', '市场部']);
    expect(names((await get('?name=部')).content)).toEqual(expect.arrayContaining(['总部', '研发部', '运营部', '客服部', '市场部']));
    expect((await get('?name=前端')).totalElements).toBe(1);
    expect((await get('?enabled=false')).content.every((d) => !d.enabled)).toBe(true);
  });

  it('applies the data scope: 本级 shows the caller’s own dept only', async () => {
    const editor = await login(t.app, 'editor');
    expect(names(flatten((await get('', editor)).content))).toEqual(['运营部']);
    expect((await get(`?pid=${deptId(t.app, '总部')}`, editor)).content.map((d) => d.name)).toEqual(['运营部']);
  });

  it('exports 部门数据.xlsx', async () => {
    const rows = await readXlsx(await call(t.app, 'GET', '/api/dept/download?name=研发', { token: admin }));
    expect(rows).toEqual([
      ['部门名称', '部门状态', '创建日期'],
      ['研发部', '启用', expect.stringMatching(/^\d{4}-/)],
    ]);
  });
});

describe('POST api/dept/superior', () => {
  it('answers the ancestors’ levels down to the dept, nested; exclude leaves the dept out', async () => {
    const res = await call(t.app, 'POST', '/api/dept/superior?exclude=false', { token: admin, body: [deptId(t.app, '前端组')] });
    const tree = res.json<Answer>().content;
    expect(names(tree)).toEqual(['总部']);
    const rnd = tree[0]!.children!.find((d) => d.name === '研发部')!;
    expect(names(tree[0]!.children!)).toEqual(['研发部', '运营部']);
    expect(names(rnd.children!)).toEqual(['前端组', '后端组']);
    const excluded = await call(t.app, 'POST', '/api/dept/superior?exclude=true', { token: admin, body: [deptId(t.app, '前端组')] });
    expect(names(flatten(excluded.json<Answer>().content))).not.toContain('前端组');
  });
});

describe('writing depts', () => {
  it('creates (201, pid 0 or null = top), edits (204) and logs each', async () => {
    expect((await call(t.app, 'POST', '/api/dept', { token: admin, body: { name: '新部门A', pid: null, enabled: true, deptSort: 5 } })).statusCode).toBe(201);
    const id = deptId(t.app, '新部门A');
    expect(t.app.ctx.depts.find(id)).toMatchObject({ pid: 0, sort: 5 });
    const move = { id, name: '新部门B', pid: deptId(t.app, '运营部'), enabled: false, sort: 7 };
    expect((await call(t.app, 'PUT', '/api/dept', { token: admin, body: move })).statusCode).toBe(204);
    expect(t.app.ctx.depts.find(id)).toMatchObject({ name: '新部门B', pid: deptId(t.app, '运营部'), enabled: false, sort: 7 });
    expect(logRows(t.app, '新增部门')).toHaveLength(1);
    expect(logRows(t.app, '修改部门')).toHaveLength(1);
  });

  it('refuses itself or a descendant as parent, an unknown parent, an unknown id, an id on create', async () => {
    const rnd = deptId(t.app, '研发部');
    const base = { name: '研发部', enabled: true, sort: 1 };
    expectError(await call(t.app, 'PUT', '/api/dept', { token: admin, body: { ...base, id: rnd, pid: rnd } }), 400, '上级不能为自己');
    expectError(await call(t.app, 'PUT', '/api/dept', { token: admin, body: { ...base, id: rnd, pid: deptId(t.app, '前端组') } }), 400, '上级部门不能是自己的下级部门');
    expectError(await call(t.app, 'POST', '/api/dept', { token: admin, body: { ...base, name: '孤儿', pid: 9999 } }), 400, '上级部门不存在');
    expectMessage(await call(t.app, 'PUT', '/api/dept', { token: admin, body: { ...base, id: 9999, pid: 0 } }), 400, 'Dept 不存在: id is 9999');
    expectMessage(await call(t.app, 'POST', '/api/dept', { token: admin, body: { ...base, id: 4, pid: 0 } }), 400, 'A new dept cannot already have an ID');
    expectError(await call(t.app, 'POST', '/api/dept', { token: admin, body: { name: '', pid: 0 } }), 400, '部门名称不能为空');
    expect(t.app.ctx.depts.find(rnd)!.pid).toBe(deptId(t.app, '总部'));
  });
});

describe('DELETE api/dept', () => {
  it('removes each dept with its whole subtree', async () => {
    const top = add('删除根', 0);
    const mid = add('删除中', top);
    const low = add('删除叶', mid, false);
    const res = await call(t.app, 'DELETE', '/api/dept', { token: admin, body: [top] });
    expect(res.statusCode).toBe(200);
    for (const id of [top, mid, low]) expect(t.app.ctx.depts.find(id)).toBeNull();
    expect(logRows(t.app, '删除部门').at(-1)).toMatchObject({ params: `[${top}]` });
  });

  it('refuses when any dept of the subtree has users, and changes nothing', async () => {
    const top = add('有人根', 0);
    const low = add('有人叶', add('有人中', top));
    await makeUser(t.app, 'in_deep_dept', [roleId(t.app, 'common')], low);
    const before = logRows(t.app, '删除部门').length;
    expectError(await call(t.app, 'DELETE', '/api/dept', { token: admin, body: [top] }), 400, '所选部门存在用户关联，请解除后再试！');
    expect(t.app.ctx.depts.find(top)).not.toBeNull();
    expect(logRows(t.app, '删除部门')).toHaveLength(before);
  });

  it('refuses when any dept of the subtree is in a role’s custom scope', async () => {
    const top = add('角色根', 0);
    const low = add('角色叶', top);
    makeRole(t.app, 'dept_scoped', 3, [], '自定义', [low]);
    expectError(await call(t.app, 'DELETE', '/api/dept', { token: admin, body: [top] }), 400, '所选部门存在角色关联，请解除后再试！');
    expect(t.app.ctx.depts.find(low)).not.toBeNull();
  });

  it('answers an unknown id with eladmin’s message', async () => {
    expectMessage(await call(t.app, 'DELETE', '/api/dept', { token: admin, body: [9999] }), 400, 'Dept 不存在: id is 9999');
  });
});
