import { call, expectError } from '../testing/harness';
import { resourceTest } from '../testing/resource-test';
import { signInWith } from '../testing/shop-fixtures';
import { logRows, readXlsx } from '../testing/system-fixtures';
import type { TemplateDto } from './template-schemas';

const api = resourceTest<TemplateDto>('/api/yxWechatTemplate');
const { list, send } = api;
const remove = (id: number, token = api.admin) => call(api.app, 'DELETE', `/api/yxWechatTemplate/${id}`, { token });
const row = (id: number) => api.app.ctx.db.prepare('SELECT tempkey, name, content, tempid, status, type, is_del FROM yx_wechat_template WHERE id = ?').get(id);

const full = { tempkey: 'order_cancel', name: '订单取消通知', tempid: 'AbC_123', status: 1, type: 'subscribe' };

describe('GET api/yxWechatTemplate', () => {
  it('lists the dump’s five templates newest first, times as text', async () => {
    const page = await list();
    expect(page.content.map((x) => [x.id, x.tempkey, x.type])).toEqual([
      [16, 'pay_success', 'subscribe'],
      [15, 'refund_success', 'template'],
      [14, 'recharge_success', 'template'],
      [13, 'pay_success', 'template'],
      [3, 'delivery_success', 'template'],
    ]);
    expect(page.content[1]).toEqual({
      id: 15, tempkey: 'refund_success', name: ' 退款进度通知', content: '', tempid: 'jaDVkOdbbk01WcWSxp1_liEQen44-euhj7shxjDvLIc', status: 1, type: 'template',
      createTime: '2020-07-09 12:51:22', updateTime: null,
    });
    expect(page.content[4]).toMatchObject({ createTime: '2020-01-01 00:00:00', updateTime: '2020-07-09 12:50:35' });
    expect((await list('sort=tempkey,asc&sort=x;drop,desc')).content.map((x) => x.id)).toEqual([3, 13, 16, 14, 15]);
  });

  it('exports 微信模板消息数据.xlsx with the types in words', async () => {
    const res = await call(api.app, 'GET', '/api/yxWechatTemplate/download', { token: api.admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('微信模板消息数据.xlsx'));
    const sheet = await readXlsx(res);
    expect(sheet[0]).toEqual(['消息类型', '模板id', '模板编号', '模板名', '模板ID', '状态']);
    expect(sheet[1]!.slice(0, 3)).toEqual(['订阅消息', '16', 'pay_success']);
  });
});

describe('POST / PUT / DELETE api/yxWechatTemplate', () => {
  it('creates (201 true), edits (204, content kept when not sent) and soft-deletes by path (200), each logged', async () => {
    const created = await send('POST', { ...full, id: 99, createTime: 'x', isDel: 1 });
    expect({ status: created.statusCode, body: created.json<unknown>() }).toEqual({ status: 201, body: true });
    const id = (await list()).content[0]!.id;
    expect(id).toBeGreaterThan(16);
    expect(row(id)).toEqual({ tempkey: 'order_cancel', name: '订单取消通知', content: '', tempid: 'AbC_123', status: 1, type: 'subscribe', is_del: 0 });
    expect((await send('PUT', { ...full, id: 3, name: ' 发货提醒 ', status: '0', type: 'template' })).statusCode).toBe(204);
    expect(row(3)).toMatchObject({ name: '发货提醒', status: 0, type: 'template', content: expect.stringContaining('物流公司') });
    expect((await remove(id)).statusCode).toBe(200);
    expect(row(id)).toMatchObject({ is_del: 1 });
    expect((await list()).content.map((x) => x.id)).not.toContain(id);
    expect([logRows(api.app, '新增微信模板消息'), logRows(api.app, '修改微信模板消息'), logRows(api.app, '删除微信模板消息')].map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it.each([
    [{ ...full, tempkey: ' ' }, '请输入模板编号'],
    [{ ...full, name: undefined }, '请输入模板名'],
    [{ ...full, tempid: null }, '请输入模板ID'],
    [{ ...full, tempkey: 'x'.repeat(51) }, '模板编号不能超过 50 个字符'],
    [{ ...full, name: 'x'.repeat(101) }, '模板名不能超过 100 个字符'],
    [{ ...full, tempid: 'x'.repeat(101) }, '模板ID不能超过 100 个字符'],
    [{ ...full, content: 'x'.repeat(1001) }, '模板内容不能超过 1000 个字符'],
    [{ ...full, status: 2 }, '状态只能是 1 或 0'],
    [{ ...full, type: 'news' }, '类型只能是 template 或 subscribe'],
  ])('refuses %j with its message', async (body, message) => {
    expectError(await send('POST', body), 400, message);
    expect((await list()).totalElements).toBe(5);
  });

  it('refuses an edit or a delete of an unknown or deleted id (数据不存在)', async () => {
    expectError(await send('PUT', { ...full, id: 999_999 }), 400, '数据不存在');
    expectError(await send('PUT', full), 400, '数据不存在');
    expect((await remove(15)).statusCode).toBe(200);
    expectError(await send('PUT', { ...full, id: 15 }), 400, '数据不存在');
    expectError(await remove(15), 400, '数据不存在');
    expectError(await remove(999_999), 400, '数据不存在');
  });

  it('checks yxWechatTemplate:list/add/edit/del (admin passes)', async () => {
    const reader = await signInWith(api.app, ['yxWechatTemplate:list']);
    expect((await list('page=0&size=1', reader)).content).toHaveLength(1);
    expect((await send('POST', full, reader)).statusCode).toBe(403);
    expect((await remove(3, reader)).statusCode).toBe(403);
    const writer = await signInWith(api.app, ['yxWechatTemplate:add', 'yxWechatTemplate:edit', 'yxWechatTemplate:del']);
    expect((await send('POST', full, writer)).statusCode).toBe(201);
    expect((await send('PUT', { ...full, id: 3 }, writer)).statusCode).toBe(204);
    expect((await remove(3, writer)).statusCode).toBe(200);
    expect((await call(api.app, 'GET', '/api/yxWechatTemplate', { token: writer })).statusCode).toBe(403);
  });
});
