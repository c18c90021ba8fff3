import { submitLogin, whenSettled } from '../session/sessionHandle';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { fakeHttp } from '../testing/fakeHttp';
import { startApp } from './startApp';

/* Item 6 of issue 13: once the session has the token, the store holds no copy of it. */

it('keeps neither the token nor the password in the store after signing in', async () => {
  await fakeHttp({
    'POST auth/login': { status: 200, data: { token: 'Bearer secret-token', user: { id: 1, username: 'admin', roles: ['admin'] } } },
    'GET api/menus/build': { status: 200, data: [] },
  });
  const services = startApp({ devTools: false, sessionChannel: null });
  disposeAfterTest(services.dispose);
  const actor = await services.session.load();
  await whenSettled(actor);
  await expect(submitLogin(actor, { username: 'admin', password: 'cipher==', code: '8', uuid: 'u1' }, false)).resolves.toEqual({ ok: true });
  const ready = await whenSettled(actor);
  expect(ready.context.token).toBe('Bearer secret-token');
  const stored = JSON.stringify(services.store.getState());
  expect(services.store.getState().api.mutations).toEqual({});
  expect(stored).not.toContain('secret-token');
  expect(stored).not.toContain('cipher==');
});
