import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, jobId, logRows, readXlsx, userIdOf } from '../testing/system-fixtures';
import type { JobDto } from './repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: JobDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/job?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};

describe('GET api/job', () => {
  it('lists jobs by sort with their dept', async () => {
    const page = await list('page=0&size=10&sort=jobSort,asc&sort=id,desc');
    expect(page.content.map((j) => j.name)).toEqual(['全栈开发', '前端开发', '运营专员', '客服专员']);
    expect(page.content[0]).toEqual({
      id: jobId(t.app, '全栈开发'),
      name: '全栈开发',
      sort: 1,
      enabled: true,
      dept: { id: deptId(t.app, '研发部'), name: '研发部' },
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('filters by name, status and dept, and by the caller’s data scope', async () => {
    expect((await list('name=开发')).content.map((j) => j.name)).toEqual(['全栈开发', '前端开发']);
    expect((await list(`deptId=${deptId(t.app, '运营部')}`)).content.map((j) => j.name)).toEqual(['运营专员']);
    expect((await list('enabled=false')).totalElements).toBe(0);
    const editor = await login(t.app, 'editor');
    expect((await list('size=9999', editor)).content.map((j) => j.name)).toEqual(['运营专员']);
  });

  it('exports 岗位数据.xlsx', async () => {
    const rows = await readXlsx(await call(t.app, 'GET', '/api/job/download?name=运营', { token: admin }));
    expect(rows).toEqual([
      ['岗位名称', '岗位状态', '创建日期'],
      ['运营专员', '启用', expect.stringMatching(/^\d{4}-/)],
    ]);
  });
});

describe('writing jobs', () => {
  it('creates (201), edits (204) and deletes (200), each logged', async () => {
    const create = { name: '测试岗位', enabled: true, jobSort: 3, dept: { id: deptId(t.app, '市场部') } };
    expect((await call(t.app, 'POST', '/api/job', { token: admin, body: create })).statusCode).toBe(201);
    const id = jobId(t.app, '测试岗位');
    expect(t.app.ctx.jobs.find(id)).toMatchObject({ sort: 3, dept: { name: '市场部' } });
    const edit = { id, name: '测试岗位2', enabled: false, sort: 4, dept: { id: null } };
    expect((await call(t.app, 'PUT', '/api/job', { token: admin, body: edit })).statusCode).toBe(204);
    expect(t.app.ctx.jobs.find(id)).toMatchObject({ name: '测试岗位2', enabled: false, sort: 4, dept: null });
    expect((await call(t.app, 'DELETE', '/api/job', { token: admin, body: [id] })).statusCode).toBe(200);
    expect(t.app.ctx.jobs.find(id)).toBeNull();
    for (const d of ['新增岗位', '修改岗位', '删除岗位']) expect(logRows(t.app, d)).toHaveLength(1);
  });

  it('refuses a duplicate name, a missing name, an id on create, an unknown id', async () => {
    expectMessage(await call(t.app, 'POST', '/api/job', { token: admin, body: { name: '全栈开发' } }), 400, 'Job with name 全栈开发 existed');
    expectError(await call(t.app, 'POST', '/api/job', { token: admin, body: { name: ' ' } }), 400, '岗位名称不能为空');
    expectMessage(await call(t.app, 'POST', '/api/job', { token: admin, body: { id: 2, name: '新' } }), 400, 'A new job cannot already have an ID');
    expectMessage(await call(t.app, 'PUT', '/api/job', { token: admin, body: { id: 999, name: '新' } }), 400, 'Job 不存在: id is 999');
    expectMessage(await call(t.app, 'DELETE', '/api/job', { token: admin, body: [999] }), 400, 'Job 不存在: id is 999');
  });

  it('refuses deleting a job users hold', async () => {
    const fullStack = jobId(t.app, '全栈开发');
    expect(t.app.ctx.staff.find(userIdOf(t.app, 'admin'))!.job?.id).toBe(fullStack);
    expectError(await call(t.app, 'DELETE', '/api/job', { token: admin, body: [fullStack] }), 400, '所选的岗位中存在用户关联，请解除关联再试！');
    expect(t.app.ctx.jobs.find(fullStack)).not.toBeNull();
  });
});
