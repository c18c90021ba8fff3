import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { signInWith } from '../testing/shop-fixtures';
import { expectMessage, logRows } from '../testing/system-fixtures';
import type { ConfigDto } from './schemas';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const URL = '/api/yxSystemConfig';
type Page = { content: ConfigDto[]; totalElements: number };
const list = async (token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `${URL}?size=500`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const valueOf = async (key: string, token = admin) => (await list(token)).content.find((row) => row.menuName === key)?.value;
const post = (body: unknown, token = admin) => call(t.app, 'POST', URL, { token, body });
const stored = (key: string) => t.app.ctx.db.prepare('SELECT value FROM yx_system_config WHERE menu_name = ?').pluck().get(key);

describe('GET api/yxSystemConfig', () => {
  it('answers the dump’s 48 keys in yshop’s shape, 积分配置’s among them', async () => {
    const page = await list();
    expect(page.totalElements).toBe(48);
    expect(page.content.find((row) => row.menuName === 'integral_ratio')).toEqual({ id: 179, menuName: 'integral_ratio', value: '1', sort: 0, status: 0 });
    expect(await valueOf('integral_full')).toBe('0');
    expect(await valueOf('store_free_postage')).toBe('200');
  });

  it('never answers a secret: `******` when set, empty when not (the dump’s are blanked)', async () => {
    expect(await valueOf('wechat_appsecret')).toBe('');
    t.app.ctx.db.prepare("UPDATE yx_system_config SET value = 'real-secret-1' WHERE menu_name = 'wxpay_mchKey'").run();
    expect(await valueOf('wxpay_mchKey')).toBe('******');
    expect(JSON.stringify(await list())).not.toContain('real-secret-1');
  });

  it('is refused without YXSYSTEMCONFIG_ALL or _SELECT, allowed with either', async () => {
    expect((await call(t.app, 'GET', URL, { token: await signInWith(t.app, ['YXSYSTEMCONFIG_CREATE']) })).statusCode).toBe(403);
    expect((await list(await signInWith(t.app, ['YXSYSTEMCONFIG_SELECT']))).totalElements).toBe(48);
  });
});

describe('POST api/yxSystemConfig', () => {
  it('stores 积分配置’s keys (201, empty) and answers them after, logged as 新增或修改', async () => {
    const res = await post({ integral_ratio: '0.05', integral_full: 100, integral_max: '500' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe('');
    expect([await valueOf('integral_ratio'), await valueOf('integral_full'), await valueOf('integral_max')]).toEqual(['0.05', '100', '500']);
    const [row] = logRows(t.app, '新增或修改');
    expect(JSON.parse(row!.params!)).toEqual({ integral_ratio: '0.05', integral_full: '100', integral_max: '500' });
  });

  it('refuses an unknown key, naming it, and writes nothing', async () => {
    expectMessage(await post({ integral_ratio: '2', integral_bonus: '1', foo: 'x' }), 400, '未知的配置项：integral_bonus、foo');
    expect(stored('integral_ratio')).toBe('1');
    expect(logRows(t.app, '新增或修改')).toHaveLength(0);
  });

  it('refuses a value outside its rule, and a null value, with the key’s words', async () => {
    expectMessage(await post({ integral_ratio: '-1' }), 400, '积分抵用比例不能小于 0');
    expectMessage(await post({ integral_full: '1.234' }), 400, '满多少可以抵扣最多两位小数');
    expectMessage(await post({ integral_max: '2.5' }), 400, '单次最大抵扣积分必须是 0 到 99999999 之间的整数');
    expectMessage(await post({ integral_max: null }), 400, '配置项 integral_max 的值无效');
    expectMessage(await post({}), 400, '请提交配置项');
    expect(stored('integral_max')).toBe('0');
  });

  it('keeps a secret when `******` or empty comes back, stores a new one, and never logs it', async () => {
    expect((await post({ exp_appId: '42', exp_appKey: 'key-typed-1' })).statusCode).toBe(201);
    expect(t.app.ctx.systemConfig.value('exp_appKey')).toBe('key-typed-1');
    const sealed = stored('exp_appKey');
    expect((await post({ exp_appId: '43', exp_appKey: '******' })).statusCode).toBe(201);
    expect((await post({ exp_appId: '44', exp_appKey: '' })).statusCode).toBe(201);
    expect([stored('exp_appId'), stored('exp_appKey')]).toEqual(['44', sealed]);
    expect(t.app.ctx.systemConfig.value('exp_appKey')).toBe('key-typed-1');
    const rows = logRows(t.app, '新增或修改');
    expect(rows).toHaveLength(3);
    expect(JSON.parse(rows[0]!.params!)).toEqual({ exp_appId: '42', exp_appKey: '******' });
    expect(rows.map((row) => row.params).join()).not.toContain('key-typed-1');
  });

  it.each([
    [{ store_brokerage_ratio: '100.01' }, '一级返佣比例必须在 0 到 100 之间'],
    [{ store_brokerage_two: '-5' }, '二级返佣比例不能小于 0'],
    [{ store_brokerage_two: 'abc' }, '二级返佣比例必须是数字'],
    [{ user_extract_min_price: '-0.01' }, '提现最低金额不能小于 0'],
    [{ store_free_postage: '9.999' }, '包邮金额最多两位小数'],
    [{ store_brokerage_open: '0' }, '分销开关的值无效'],
    [{ file_store_mode: '3' }, '文件存储方式的值无效'],
    [{ yshop_show_recharge: '2' }, '隐藏充值按钮的值无效'],
    [{ yshop_wechat_routine_shipping: '' }, '微信发货信息管理的值无效'],
    [{ sms_enable: '0' }, '开启短信的值无效'],
    [{ exp_enable: 'on' }, '快递鸟开关的值无效'],
    [{ order_cancel_job_time: '1.5' }, '未支付订单取消时间必须是 0 到 99999999 之间的整数'],
  ])('refuses %j: %s, and stores nothing of the body', async (body, message) => {
    const before = stored('store_brokerage_ratio');
    expectMessage(await post({ store_brokerage_ratio: '55', ...body }), 400, message);
    expect(stored('store_brokerage_ratio')).toBe(before);
  });

  it('stores 分销配置 and 商城系统配置 values within their rules (ratios to 100, money with two decimals)', async () => {
    const body = { store_brokerage_open: '2', store_brokerage_ratio: '100', store_brokerage_two: '12.5', user_extract_min_price: '0', store_free_postage: '99.90', file_store_mode: '2', yshop_show_recharge: '1', yshop_wechat_routine_shipping: '0' };
    expect((await post(body)).statusCode).toBe(201);
    for (const [key, value] of Object.entries(body)) expect(await valueOf(key)).toBe(value);
  });

  it('adds a known key the database has no row for yet', async () => {
    expect(stored('uni_site_url')).toBeUndefined();
    expect((await post({ uni_site_url: 'https://h5.example.com' })).statusCode).toBe(201);
    expect(await valueOf('uni_site_url')).toBe('https://h5.example.com');
  });

  it('is refused without YXSYSTEMCONFIG_ALL or _CREATE (the read-only operator)', async () => {
    const reader = await signInWith(t.app, ['YXSYSTEMCONFIG_SELECT']);
    expect((await post({ integral_max: '9' }, reader)).statusCode).toBe(403);
    expect((await post({ integral_max: '9' }, await signInWith(t.app, ['YXSYSTEMCONFIG_CREATE']))).statusCode).toBe(201);
    expect(stored('integral_max')).toBe('9');
  });
});
