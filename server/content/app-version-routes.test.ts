import { signInWith } from '../testing/shop-fixtures';
import { logRows, readXlsx } from '../testing/system-fixtures';
import { call, expectError } from '../testing/harness';
import { resourceTest } from '../testing/resource-test';
import type { AppVersionDto } from './schemas';

const api = resourceTest<AppVersionDto>('/api/yxAppVersion');
const { list, send } = api;
const row = (id: number) =>
  api.app.ctx.db.prepare('SELECT version_code, version_name, version_info, android_url, ios_url, force_update, is_del FROM yx_app_version WHERE id = ?').get(id);

const full = { versionName: 'v2.0.0', versionCode: '200', versionInfo: '全新界面', androidUrl: 'https://example.com/a.apk', iosUrl: 'https://apps.apple.com/cn/app/id1', forceUpdate: 1 };

describe('GET api/yxAppVersion', () => {
  it('lists the demo versions newest first, times as text', async () => {
    const page = await list();
    expect(page.content.map((v) => v.versionName)).toEqual(['v1.2.0', 'v1.1.0', 'v1.0.0']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number), versionCode: '120', versionName: 'v1.2.0', versionInfo: expect.any(String), androidUrl: expect.stringMatching(/^https:/),
      iosUrl: expect.stringMatching(/^https:/), forceUpdate: 1, createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), updateTime: expect.any(String),
    });
    expect((await list('sort=versionName,asc&sort=x;drop,desc')).content.map((v) => v.versionName)).toEqual(['v1.0.0', 'v1.1.0', 'v1.2.0']);
  });

  it('exports app版本控制数据.xlsx', async () => {
    const res = await call(api.app, 'GET', '/api/yxAppVersion/download', { token: api.admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('app版本控制数据.xlsx'));
    const sheet = await readXlsx(res);
    expect(sheet[0]).toEqual(['版本名称', '版本描述', '版本code', 'ios store应用商店链接', '安卓下载链接', '是否强制升级', '更新时间']);
    expect(sheet[1]!.slice(0, 1).concat(sheet[1]!.slice(5, 6))).toEqual(['v1.2.0', '是']);
  });
});

describe('POST / PUT / DELETE api/yxAppVersion', () => {
  it('creates (201 true), edits (204) and soft-deletes (200), each logged', async () => {
    const created = await send('POST', { ...full, id: 99, createTime: 'x', isDel: 1 });
    expect({ status: created.statusCode, body: created.json<unknown>() }).toEqual({ status: 201, body: true });
    const id = (await list()).content[0]!.id;
    expect(row(id)).toEqual({ version_code: '200', version_name: 'v2.0.0', version_info: '全新界面', android_url: 'https://example.com/a.apk', ios_url: 'https://apps.apple.com/cn/app/id1', force_update: 1, is_del: 0 });
    expect((await send('PUT', { ...full, id, versionName: ' v2.0.1 ', iosUrl: '', forceUpdate: '0', versionInfo: null })).statusCode).toBe(204);
    expect(row(id)).toMatchObject({ version_name: 'v2.0.1', ios_url: '', force_update: 0, version_info: '' });
    expect((await send('DELETE', [id])).statusCode).toBe(200);
    expect(row(id)).toMatchObject({ is_del: 1 });
    expect((await list()).content.map((v) => v.id)).not.toContain(id);
    expect([logRows(api.app, '新增app版本控制'), logRows(api.app, '修改app版本控制'), logRows(api.app, '删除app版本控制')].map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it.each([
    [{ ...full, versionName: ' ' }, '请输入版本名称'],
    [{ ...full, versionName: undefined }, '请输入版本名称'],
    [{ ...full, versionCode: null }, '请输入版本code'],
    [{ ...full, versionCode: 'x'.repeat(65) }, '版本code不能超过 64 个字符'],
    [{ ...full, versionName: 'x'.repeat(65) }, '版本名称不能超过 64 个字符'],
    [{ ...full, versionInfo: 'x'.repeat(601) }, '版本描述不能超过 600 个字符'],
    [{ ...full, androidUrl: 'ftp://example.com/a.apk' }, '安卓下载链接必须以 http:// 或 https:// 开头'],
    [{ ...full, androidUrl: 'javascript:alert(1)' }, '安卓下载链接必须以 http:// 或 https:// 开头'],
    [{ ...full, iosUrl: 'apps.apple.com' }, 'ios应用商店链接必须以 http:// 或 https:// 开头'],
    [{ ...full, iosUrl: `https://a.cn/${'x'.repeat(10_000)}` }, 'ios应用商店链接不能超过 10000 个字符'],
    [{ ...full, forceUpdate: 2 }, '是否强制升级只能是 0 或 1'],
  ])('refuses %j with its message', async (body, message) => {
    const before = (await list()).totalElements;
    expectError(await send('POST', body), 400, message);
    expect((await list()).totalElements).toBe(before);
  });

  it('refuses an edit or a delete of an unknown or deleted id (数据不存在), deleting none of the call’s rows', async () => {
    const [a, b] = (await list()).content.map((v) => v.id);
    expectError(await send('PUT', { ...full, id: 999_999 }), 400, '数据不存在');
    expectError(await send('PUT', full), 400, '数据不存在');
    expect((await send('DELETE', [b])).statusCode).toBe(200);
    expectError(await send('PUT', { ...full, id: b }), 400, '数据不存在');
    expectError(await send('DELETE', [a, b]), 400, '数据不存在');
    expect(row(a!)).toMatchObject({ is_del: 0 });
    expectError(await send('DELETE', []), 400, '请至少选择一条数据');
  });

  it('checks yxAppVersion:list/add/edit/del (admin passes)', async () => {
    const reader = await signInWith(api.app, ['yxAppVersion:list']);
    expect((await list('page=0&size=1', reader)).content).toHaveLength(1);
    expect((await send('POST', full, reader)).statusCode).toBe(403);
    const writer = await signInWith(api.app, ['yxAppVersion:add', 'yxAppVersion:edit', 'yxAppVersion:del']);
    expect((await send('POST', full, writer)).statusCode).toBe(201);
    const id = (await list()).content[0]!.id;
    expect((await send('PUT', { ...full, id }, writer)).statusCode).toBe(204);
    expect((await send('DELETE', [id], writer)).statusCode).toBe(200);
    expect((await call(api.app, 'GET', '/api/yxAppVersion', { token: writer })).statusCode).toBe(403);
  });
});
