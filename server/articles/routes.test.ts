import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import { call, expectError } from '../testing/harness';
import { resourceTest } from '../testing/resource-test';
import type { ArticleDto, ArticleInfo } from './schemas';

const api = resourceTest<ArticleDto>('/api/yxArticle');
const { list, send } = api;
const row = (id: number) => api.app.ctx.db.prepare('SELECT title, author, image_input, synopsis, content, share_title, is_del FROM yx_article WHERE id = ?').get(id);

const full = { title: '会员日活动', author: '运营部', imageInput: '/file/pictures/cover.png', synopsis: '每月八号会员日', content: '<p>会员日全场九折</p>' };
const HOSTILE = '<p>看这里</p><img src=x onerror=alert(1)><script>alert(2)</script>';

describe('GET api/yxArticle', () => {
  it('lists the demo articles newest first, yshop’s keys, times as text', async () => {
    const page = await list();
    expect(page.totalElements).toBe(15);
    expect(page.content.map((a) => a.id)).toEqual([61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 50, 49, 18, 17, 7]);
    const privacy = page.content.find((a) => a.id === 49)!;
    expect(Object.keys(privacy)).toEqual([
      'id', 'cid', 'title', 'author', 'imageInput', 'synopsis', 'content', 'shareTitle', 'shareSynopsis', 'visit', 'sort', 'url', 'status',
      'createTime', 'hide', 'adminId', 'merId', 'productId', 'isHot', 'isBanner', 'thumbMediaId',
    ]);
    expect(privacy).toMatchObject({ title: '隐私政策', cid: '1', imageInput: expect.stringMatching(/^\/file\/pictures\//), createTime: '2021-01-10 08:00:00', thumbMediaId: null });
    expect(page.content.find((a) => a.id === 50)!.title).toBe('用户协议');
    expect((await list('page=0&size=3&sort=title,asc&sort=x;drop,desc')).content).toHaveLength(3);
  });

  it('carries the stored HTML as JSON (never a page): the console sanitises it where it shows it', async () => {
    await send('POST', { ...full, content: HOSTILE });
    const res = await call(api.app, 'GET', '/api/yxArticle?page=0&size=1&sort=id,desc', { token: api.admin });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ content: ArticleDto[] }>().content[0]!.content).toBe(HOSTILE);
  });
});

describe('GET api/yxArticle/info/{id}', () => {
  it('answers the article with its updateTime, and 数据不存在 for an unknown or deleted id', async () => {
    const res = await call(api.app, 'GET', '/api/yxArticle/info/50', { token: api.admin });
    expect(res.statusCode).toBe(200);
    const info = res.json<ArticleInfo>();
    expect(info).toMatchObject({ id: 50, title: '用户协议', author: '商城客服', updateTime: expect.stringMatching(/^\d{4}-/) });
    expect(info).not.toHaveProperty('thumbMediaId');
    expectError(await call(api.app, 'GET', '/api/yxArticle/info/999999', { token: api.admin }), 400, '数据不存在');
    await call(api.app, 'DELETE', '/api/yxArticle/50', { token: api.admin });
    expectError(await call(api.app, 'GET', '/api/yxArticle/info/50', { token: api.admin }), 400, '数据不存在');
  });
});

describe('POST / PUT / DELETE api/yxArticle', () => {
  it('creates (201 true) reading only the form’s fields, edits (204), soft-deletes by path (200), each logged', async () => {
    const created = await send('POST', { ...full, id: 7, shareTitle: '不读', isDel: 1, createTime: 'x' });
    expect({ status: created.statusCode, body: created.json<unknown>() }).toEqual({ status: 201, body: true });
    const id = (await list()).content[0]!.id;
    expect(id).toBeGreaterThan(61);
    expect(row(id)).toEqual({ title: '会员日活动', author: '运营部', image_input: '/file/pictures/cover.png', synopsis: '每月八号会员日', content: '<p>会员日全场九折</p>', share_title: '', is_del: 0 });
    expect((await send('PUT', { ...full, id, title: ' 会员日 ', imageInput: 'https://cdn.example.com/a.png' })).statusCode).toBe(204);
    expect(row(id)).toMatchObject({ title: '会员日', image_input: 'https://cdn.example.com/a.png' });
    expect((await call(api.app, 'DELETE', `/api/yxArticle/${id}`, { token: api.admin })).statusCode).toBe(200);
    expect(row(id)).toMatchObject({ is_del: 1 });
    expect((await list()).content.map((a) => a.id)).not.toContain(id);
    expect([logRows(api.app, '新增图文'), logRows(api.app, '修改图文'), logRows(api.app, '删除图文')].map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it.each([
    [{ ...full, title: ' ' }, '请输入文章标题'],
    [{ ...full, title: undefined }, '请输入文章标题'],
    [{ ...full, author: null }, '请输入文章作者'],
    [{ ...full, author: '' }, '请输入文章作者'],
    [{ ...full, imageInput: '' }, '请上传文章图片'],
    [{ ...full, imageInput: 'javascript:alert(1)' }, '文章图片必须是 http(s) 地址或本站路径'],
    [{ ...full, imageInput: '//evil.example/a.png' }, '文章图片必须是 http(s) 地址或本站路径'],
    [{ ...full, synopsis: undefined }, '请填写文章简介'],
    [{ ...full, content: '' }, '请填写文章详情'],
    [{ ...full, content: null }, '请填写文章详情'],
    [{ ...full, title: 'x'.repeat(256) }, '文章标题不能超过 255 个字符'],
    [{ ...full, content: 'x'.repeat(200_001) }, '文章详情不能超过 200000 个字符'],
  ].map(([body, message]) => [message as string, body] as const))('refuses with %s', async (message, body) => {
    expectError(await send('POST', body), 400, message);
    expect((await list()).totalElements).toBe(15);
  });

  it('refuses an edit or a delete of an unknown or deleted id (数据不存在), never inserting', async () => {
    expectError(await send('PUT', { ...full, id: 999_999 }), 400, '数据不存在');
    expectError(await send('PUT', full), 400, '数据不存在');
    expect((await call(api.app, 'DELETE', '/api/yxArticle/7', { token: api.admin })).statusCode).toBe(200);
    expectError(await call(api.app, 'DELETE', '/api/yxArticle/7', { token: api.admin }), 400, '数据不存在');
    expectError(await send('PUT', { ...full, id: 7 }), 400, '数据不存在');
    expect((await list()).totalElements).toBe(14);
  });
});

describe('POST api/yxArticle/publish/{id}', () => {
  it('refuses: this server has no WeChat account to send through', async () => {
    expectError(await call(api.app, 'POST', '/api/yxArticle/publish/49', { token: api.admin }), 400, '未配置公众号，无法发布');
    expectError(await call(api.app, 'POST', '/api/yxArticle/publish/999999', { token: api.admin }), 400, '数据不存在');
    expect(logRows(api.app, '发布图文')).toHaveLength(0);
  });

  it('is not yshop’s GET, and needs its own authority, not YXARTICLE_DELETE', async () => {
    expect((await call(api.app, 'GET', '/api/yxArticle/publish/49', { token: api.admin })).statusCode).toBe(404);
    const deleter = await signInWith(api.app, ['YXARTICLE_DELETE']);
    expect((await call(api.app, 'POST', '/api/yxArticle/publish/49', { token: deleter })).statusCode).toBe(403);
    const publisher = await signInWith(api.app, ['YXARTICLE_PUBLISH']);
    expectError(await call(api.app, 'POST', '/api/yxArticle/publish/49', { token: publisher }), 400, '未配置公众号，无法发布');
  });
});

describe('permissions', () => {
  it('YXARTICLE_SELECT reads the list only; YXARTICLE_ALL does everything', async () => {
    const reader = await signInWith(api.app, ['YXARTICLE_SELECT']);
    expect((await list('page=0&size=1', reader)).totalElements).toBe(15);
    expect((await call(api.app, 'GET', '/api/yxArticle/info/49', { token: reader })).statusCode).toBe(403);
    expect((await send('POST', full, reader)).statusCode).toBe(403);
    const all = await signInWith(api.app, ['YXARTICLE_ALL']);
    expect((await send('POST', full, all)).statusCode).toBe(201);
    expect((await call(api.app, 'GET', '/api/yxArticle/info/49', { token: all })).statusCode).toBe(200);
  });
});
