import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const reply = (body: unknown, token = admin) => call(t.app, 'POST', '/api/yxWechatReply', { token, body });
const stored = () => t.app.ctx.db.prepare('SELECT id, key, type, data, status FROM yx_wechat_reply').all();

describe('api/yxWechatReply', () => {
  it('answers the dump’s subscribe reply, data as JSON text', async () => {
    const res = await call(t.app, 'GET', '/api/yxWechatReply', { token: admin });
    expect(res.json()).toEqual({ id: 1, key: 'subscribe', type: 'text', data: '{"content":"yshop意象电商系统欢迎您哦！"}', status: 1, hide: null });
  });

  it('answers an empty body when there is no reply', async () => {
    t.app.ctx.db.prepare('DELETE FROM yx_wechat_reply').run();
    const res = await call(t.app, 'GET', '/api/yxWechatReply', { token: admin });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: '' });
  });

  it('upserts by key (201, empty), keeping only the type’s own keys, logged', async () => {
    const res = await reply({ key: 'subscribe', status: '0', type: 'text', data: { content: ' 欢迎光临 ', src: 'x', extra: 1 } });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 201, body: '' });
    expect(stored()).toEqual([{ id: 1, key: 'subscribe', type: 'text', data: '{"content":"欢迎光临"}', status: 0 }]);
    expect((await reply({ key: 'subscribe', status: 1, type: 'image', data: { src: '/file/pic/welcome.png' } })).statusCode).toBe(201);
    expect(stored()).toEqual([{ id: 1, key: 'subscribe', type: 'image', data: '{"src":"/file/pic/welcome.png"}', status: 1 }]);
    t.app.ctx.db.prepare('DELETE FROM yx_wechat_reply').run();
    expect((await reply({ key: 'subscribe', status: 1, type: 'text', data: { content: '你好' } })).statusCode).toBe(201);
    expect(stored()).toHaveLength(1);
    expect(logRows(t.app, '设置自动回复')).toHaveLength(3);
  });

  it.each([
    [{ key: 'subscribe', status: 1, type: 'text', data: { content: '  ' } }, '请输入内容'],
    [{ key: 'subscribe', status: 1, type: 'text', data: null }, '请输入内容'],
    [{ key: 'subscribe', status: 1, type: 'text', data: { content: 'x'.repeat(601) } }, '内容不能超过 600 个字符'],
    [{ key: 'subscribe', status: 1, type: 'image', data: { src: '' } }, '请上传图片'],
    [{ key: 'subscribe', status: 1, type: 'image', data: { src: `/${'x'.repeat(500)}` } }, '图片地址不能超过 500 个字符'],
    [{ key: 'subscribe', status: 1, type: 'news', data: [] }, '未配置公众号，只能设置文字或图片回复'],
    [{ key: 'subscribe', status: 1, type: 'voice', data: { src: 'a.mp3' } }, '未配置公众号，只能设置文字或图片回复'],
    [{ key: 'subscribe', status: 1, type: 'video', data: {} }, '消息类型只能是 text、image、news 或 voice'],
    [{ key: 'default', status: 1, type: 'text', data: { content: 'a' } }, '只能设置关注回复（subscribe）'],
    [{ key: 'subscribe', status: 3, type: 'text', data: { content: 'a' } }, '状态只能是 1 或 0'],
  ])('refuses %j with its message, keeping the reply', async (body, message) => {
    expectError(await reply(body), 400, message);
    expect(stored()).toEqual([{ id: 1, key: 'subscribe', type: 'text', data: '{"content":"yshop意象电商系统欢迎您哦！"}', status: 1 }]);
  });

  it('reads with YXWECHATREPLY_ALL or _SELECT, saves with _ALL or _CREATE', async () => {
    const reader = await signInWith(t.app, ['YXWECHATREPLY_SELECT']);
    expect((await call(t.app, 'GET', '/api/yxWechatReply', { token: reader })).statusCode).toBe(200);
    expect((await reply({ key: 'subscribe', status: 1, type: 'text', data: { content: 'a' } }, reader)).statusCode).toBe(403);
    const all = await signInWith(t.app, ['YXWECHATREPLY_ALL']);
    expect((await reply({ key: 'subscribe', status: 1, type: 'text', data: { content: 'a' } }, all)).statusCode).toBe(201);
    const creator = await signInWith(t.app, ['YXWECHATREPLY_CREATE']);
    expect((await reply({ key: 'subscribe', status: 1, type: 'text', data: { content: 'b' } }, creator)).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/yxWechatReply', { token: creator })).statusCode).toBe(403);
  });
});

const menu = (body: unknown, token = admin) => call(t.app, 'POST', '/api/YxWechatMenu', { token, body });
const storedMenu = async (): Promise<unknown> => JSON.parse((await call(t.app, 'GET', '/api/YxWechatMenu', { token: admin })).json<{ result: string }>().result);
const view = (name: string, url = 'https://shop.example.com') => ({ name, type: 'view', url });

describe('api/YxWechatMenu', () => {
  it('answers the dump’s menu as JSON text with its add time in seconds', async () => {
    const body = (await call(t.app, 'GET', '/api/YxWechatMenu', { token: admin })).json<{ key: string; result: string; addTime: number }>();
    expect({ key: body.key, addTime: body.addTime }).toEqual({ key: 'wechat_menus', addTime: 1570435277 });
    const buttons = JSON.parse(body.result) as Array<{ name: string; subButtons: Array<{ name: string; type: string }> }>;
    expect(buttons.map((b) => b.name)).toEqual(['单商户', '多商户', '官方购买']);
    expect(buttons[0]!.subButtons[0]).toMatchObject({ name: '小程序', type: 'miniprogram', appId: 'wx604d2ea4702620d2', pagePath: 'pages/Loading/index' });
  });

  it('stores the menu, each button as its type needs it, then says it cannot publish (400), logged', async () => {
    const buttons = [
      { name: ' 商城 ', type: 'click', key: 'k', url: 'https://ignored.example.com', subButtons: [view('首页'), { name: '小程序', type: 'miniprogram', appId: 'wx1', pagePath: 'pages/index', url: 'https://m.example.com', key: 'x' }] },
      { name: '联系', type: 'click', key: 'contact', subButtons: [] },
    ];
    expectError(await menu({ buttons }), 400, '未配置公众号，无法发布');
    expect(await storedMenu()).toEqual([
      { name: '商城', subButtons: [view('首页'), { name: '小程序', type: 'miniprogram', appId: 'wx1', pagePath: 'pages/index', url: 'https://m.example.com' }] },
      { name: '联系', type: 'click', key: 'contact' },
    ]);
    const { addTime } = (await call(t.app, 'GET', '/api/YxWechatMenu', { token: admin })).json<{ addTime: number }>();
    expect(addTime).toBe(Math.floor(t.clock.now() / 1000));
    expect(logRows(t.app, '保存微信菜单')).toHaveLength(1);
  });

  it.each([
    [{}, '请添加菜单'],
    [{ buttons: [] }, '请添加菜单'],
    [{ buttons: [view('a'), view('b'), view('c'), view('d')] }, '最多 3 个菜单'],
    [{ buttons: [{ name: 'a', subButtons: [view('1'), view('2'), view('3'), view('4'), view('5'), view('6')] }] }, '每个菜单最多 5 个子菜单'],
    [{ buttons: [{ ...view('a'), name: ' ' }] }, '请输入按钮名称'],
    [{ buttons: [{ name: 'a', subButtons: [view('')] }] }, '请输入按钮名称'],
    [{ buttons: [{ name: 'a', type: 'click' }] }, '请输入关键字'],
    [{ buttons: [{ name: 'a', type: 'view' }] }, '请输入跳转地址'],
    [{ buttons: [view('a', 'javascript:alert(1)')] }, '跳转地址必须以 http:// 或 https:// 开头'],
    [{ buttons: [{ name: 'a', type: 'miniprogram', appId: 'wx1', url: 'https://m.example.com' }] }, '请填写完整小程序配置'],
    [{ buttons: [{ name: 'a' }] }, '请选择菜单类型'],
    [{ buttons: [{ name: 'a', type: 'scancode_push' }] }, '菜单类型只能是 click、view 或 miniprogram'],
    [{ buttons: [view('x'.repeat(61))] }, '按钮名称不能超过 60 个字符'],
    [{ buttons: [{ name: 'a', type: 'click', key: 'k'.repeat(129) }] }, '关键字不能超过 128 个字符'],
    [{ buttons: [view('a', `https://a.cn/${'x'.repeat(1024)}`)] }, '跳转地址不能超过 1024 个字符'],
  ])('refuses %j with its message and stores nothing', async (body, message) => {
    const before = await storedMenu();
    expectError(await menu(body), 400, message);
    expect(await storedMenu()).toEqual(before);
  });

  it('reads with YxWechatMenu_ALL or _SELECT, saves with _ALL or _CREATE', async () => {
    const reader = await signInWith(t.app, ['YxWechatMenu_SELECT']);
    expect((await call(t.app, 'GET', '/api/YxWechatMenu', { token: reader })).statusCode).toBe(200);
    expect((await menu({ buttons: [view('a')] }, reader)).statusCode).toBe(403);
    const creator = await signInWith(t.app, ['YxWechatMenu_CREATE']);
    expectError(await menu({ buttons: [view('a')] }, creator), 400, '未配置公众号，无法发布');
    expect((await call(t.app, 'GET', '/api/YxWechatMenu', { token: creator })).statusCode).toBe(403);
  });
});

describe('api/YxWechatMenu, the dump’s menu', () => {
  it('is stored again as read (its 小程序 fallback is a page path, not a web address)', async () => {
    const read = await storedMenu();
    expectError(await menu({ buttons: read }), 400, '未配置公众号，无法发布');
    expect(await storedMenu()).toEqual(
      (read as Array<{ name: string; subButtons: unknown[] }>).map((b) => ({ name: b.name, subButtons: b.subButtons })).map((b, i) =>
        i === 0 ? { ...b, subButtons: [{ name: '小程序', type: 'miniprogram', appId: 'wx604d2ea4702620d2', pagePath: 'pages/Loading/index', url: 'pages/Loading/index' }, { name: '公众号h5', type: 'view', url: 'https://h5.yixiang.co' }] } : b,
      ),
    );
  });
});
