import { call, createTestApp, destroyTestApp, expectError, type TestApp } from '../testing/harness';

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
