import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';

describe('GET /__test__/captcha/{uuid}', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(t);
    t = undefined;
  });

  it('answers the captcha answer in test mode, without consuming it', async () => {
    t = await createTestApp({ testMode: true });
    const { uuid } = (await call(t.app, 'GET', '/auth/code')).json<{ uuid: string }>();
    const first = await call(t.app, 'GET', `/__test__/captcha/${uuid}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ answer: string }>().answer).toMatch(/^\d+$/);
    expect((await call(t.app, 'GET', `/__test__/captcha/${uuid}`)).json()).toEqual(first.json());
    // Still usable for a login afterwards.
    expect(t.app.ctx.captchas.take(uuid)).toBe(first.json<{ answer: string }>().answer);
    expectError(await call(t.app, 'GET', `/__test__/captcha/${uuid}`), 404);
  });

  it('does not exist without test mode', async () => {
    t = await createTestApp({ testMode: false });
    const { uuid } = (await call(t.app, 'GET', '/auth/code')).json<{ uuid: string }>();
    expectError(await call(t.app, 'GET', `/__test__/captcha/${uuid}`), 404, '接口不存在');
  });
});

describe('POST /__test__/orders/paid', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(t);
    t = undefined;
  });

  it('makes a paid order waiting to ship, as the shop app would, counted by 首页 at once', async () => {
    t = await createTestApp({ testMode: true });
    const token = await login(t.app, 'admin');
    const before = (await call(t.app, 'GET', '/api/data/count', { token })).json<{ todayCount: number }>().todayCount;
    const made = await call(t.app, 'POST', '/__test__/orders/paid');
    expect(made.statusCode).toBe(201);
    const { orderId } = made.json<{ orderId: string }>();
    const toShip = (await call(t.app, 'GET', `/api/yxStoreOrder?orderStatus=1&orderType=0&orderId=${orderId}`, { token })).json<{ totalElements: number }>();
    expect(toShip.totalElements).toBe(1);
    expect((await call(t.app, 'GET', '/api/data/count', { token })).json<{ todayCount: number }>().todayCount).toBe(before + 1);
  });

  it('does not exist without test mode', async () => {
    t = await createTestApp({ testMode: false });
    expectError(await call(t.app, 'POST', '/__test__/orders/paid'), 404, '接口不存在');
  });
});
