import { call, expectError } from '../testing/harness';
import { resourceTest } from '../testing/resource-test';
import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import type { CustomerDto } from './schemas';

const api = resourceTest<CustomerDto>('/api/yxStoreCustomer');
const { list, send } = api;
const row = (id: number) => api.app.ctx.db.prepare('SELECT nick_name, open_id, remark, is_enable, is_del FROM yx_store_customer WHERE id = ?').get(id);
const full = { nickName: '运营小张', openId: 'oWx3t5test0000000000000000009', remark: '退款提醒', isEnable: 1 };

describe('GET api/yxStoreCustomer', () => {
  it('lists the demo customers newest first, filtered by 用户昵称 and 备注 on the server', async () => {
    const page = await list();
    expect(page.content.map((c) => [c.nickName, c.isEnable])).toEqual([['客服小李', 0], ['店长王芳', 1]]);
    expect(page.content[0]).toEqual({ id: expect.any(Number), nickName: '客服小李', openId: expect.any(String), remark: '夜班客服，暂停通知', isEnable: 0, createTime: expect.stringMatching(/^\d{4}-/), updateTime: expect.any(String) });
    expect((await list('nickName=王芳&remark=')).content.map((c) => c.nickName)).toEqual(['店长王芳']);
    expect((await list('remark=夜班')).content.map((c) => c.nickName)).toEqual(['客服小李']);
    expect((await list('nickName=%25')).totalElements).toBe(0);
  });
});

describe('POST / PUT / DELETE api/yxStoreCustomer', () => {
  it('creates (201 true), edits (204) and soft-deletes [ids] (200), each logged; a deleted openId may come back', async () => {
    expect((await send('POST', { ...full, id: 5, isDel: 1 })).json<unknown>()).toBe(true);
    const id = (await list()).content[0]!.id;
    expect(row(id)).toEqual({ nick_name: '运营小张', open_id: full.openId, remark: '退款提醒', is_enable: 1, is_del: 0 });
    expect((await send('PUT', { ...full, id, remark: ' 暂停 ', isEnable: '0' })).statusCode).toBe(204);
    expect(row(id)).toMatchObject({ remark: '暂停', is_enable: 0 });
    expect((await send('DELETE', [id])).statusCode).toBe(200);
    expect(row(id)).toMatchObject({ is_del: 1 });
    expect((await list()).content.map((c) => c.id)).not.toContain(id);
    expect((await send('POST', full)).statusCode).toBe(201);
    expect([logRows(api.app, '新增customer'), logRows(api.app, '修改customer'), logRows(api.app, '删除customer')].map((r) => r.length)).toEqual([2, 1, 1]);
  });

  it.each([
    [{ ...full, openId: ' ' }, '请用户扫码后提交'],
    [{ ...full, openId: undefined }, '请用户扫码后提交'],
    [{ ...full, openId: 'o'.repeat(33) }, 'openId不能超过 32 个字符'],
    [{ ...full, remark: 'x'.repeat(129) }, '备注不能超过 128 个字符'],
    [{ ...full, isEnable: 2 }, '是否启用只能是 1 或 0'],
  ])('refuses %j with its message', async (body, message) => {
    expectError(await send('POST', body), 400, message);
    expect((await list()).totalElements).toBe(2);
  });

  it('refuses a second live row for one openId (当前用户已存在，请勿重复提交), on a new row and on an edit', async () => {
    const [li, wang] = (await list()).content;
    expectError(await send('POST', { ...full, openId: wang!.openId }), 400, '当前用户已存在，请勿重复提交');
    expectError(await send('PUT', { ...full, id: li!.id, openId: wang!.openId }), 400, '当前用户已存在，请勿重复提交');
    expect((await send('PUT', { ...full, id: li!.id, openId: li!.openId })).statusCode).toBe(204);
  });

  it('refuses an edit or a delete of an unknown or deleted id (数据不存在), deleting none of the call’s rows', async () => {
    const [a, b] = (await list()).content.map((c) => c.id);
    expectError(await send('PUT', { ...full, id: 999_999 }), 400, '数据不存在');
    expectError(await send('PUT', full), 400, '数据不存在');
    expect((await send('DELETE', [b])).statusCode).toBe(200);
    expectError(await send('DELETE', [a, b]), 400, '数据不存在');
    expect(row(a!)).toMatchObject({ is_del: 0 });
  });

  it('checks yxStoreCustomer:list/add/edit/del (admin passes)', async () => {
    const reader = await signInWith(api.app, ['yxStoreCustomer:list']);
    expect((await list('page=0&size=1', reader)).content).toHaveLength(1);
    expect((await send('POST', full, reader)).statusCode).toBe(403);
    const writer = await signInWith(api.app, ['yxStoreCustomer:add', 'yxStoreCustomer:edit', 'yxStoreCustomer:del']);
    expect((await send('POST', full, writer)).statusCode).toBe(201);
    const id = (await list()).content[0]!.id;
    expect((await send('PUT', { ...full, id }, writer)).statusCode).toBe(204);
    expect((await send('DELETE', [id], writer)).statusCode).toBe(200);
    expect((await call(api.app, 'GET', '/api/yxStoreCustomer', { token: writer })).statusCode).toBe(403);
  });
});

describe('api/wxmp (the scan)', () => {
  const setConfig = (key: string, value: string) => api.app.ctx.db.prepare('UPDATE yx_system_config SET value = ? WHERE menu_name = ?').run(value, key);

  it('refuses the QR code: yshop’s message while 后台Api地址 is empty, else that this server has no 公众号', async () => {
    expectError(await call(api.app, 'GET', '/api/wxmp/qrcode?key=abc', { token: api.admin }), 400, '内置服务未接入公众号，无法扫码获取用户，请在 yshop 后台添加');
    setConfig('admin_api_url', ' ');
    expectError(await call(api.app, 'GET', '/api/wxmp/qrcode?key=abc', { token: api.admin }), 400, '请配置后台-->商城配置-->商城系统配置-->后台Api地址');
  });

  it('answers the follow code’s address once configured, else yshop’s message', async () => {
    expectError(await call(api.app, 'GET', '/api/wxmp/wechatCode', { token: api.admin }), 400, '请配置后台-->微信管理-->公众号配置->关注二维码');
    api.app.ctx.db.prepare("INSERT INTO yx_system_config (menu_name, value) VALUES ('wechat_follow_img', 'https://img.example.com/follow.png') ON CONFLICT (menu_name) DO UPDATE SET value = excluded.value").run();
    const res = await call(api.app, 'GET', '/api/wxmp/wechatCode', { token: api.admin });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: 'https://img.example.com/follow.png' });
  });

  it('getOpenId answers an empty 200 (nobody ever scans here); every scan call needs a signed-in caller', async () => {
    const res = await call(api.app, 'GET', '/api/wxmp/getOpenId?key=abc', { token: api.admin });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: '' });
    expect((await call(api.app, 'GET', '/api/wxmp/getOpenId?key=abc', {})).statusCode).toBe(401);
  });
});
