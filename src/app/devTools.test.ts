import { compose, type DevToolsEnhancerOptions, type StoreEnhancer, type StoreEnhancerStoreCreator, type UnknownAction } from '@reduxjs/toolkit';
import { MASKED } from '../shared/inspection/maskSecrets';

/*
 * What the Redux DevTools extension is sent by the real store. The extension is
 * emulated: a window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ that, as the real one does,
 * instruments the store below its middleware and passes each action and the state
 * after it through the sanitisers it was given. Redux Toolkit reads that global when
 * it loads, hence the isolated module registry.
 */

interface Sent {
  action: unknown;
  state: unknown;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown;
  }
}

function fakeExtension(sent: Sent[]) {
  return (options: DevToolsEnhancerOptions) =>
    (...enhancers: StoreEnhancer[]) => {
      const instrument =
        (createStore: StoreEnhancerStoreCreator) =>
        (...args: Parameters<StoreEnhancerStoreCreator>) => {
          const store = createStore(...args);
          let id = 0;
          const dispatch = (action: UnknownAction) => {
            const result = store.dispatch(action);
            id += 1;
            sent.push({ action: options.actionSanitizer?.(action, id) ?? action, state: options.stateSanitizer?.(store.getState(), id) ?? store.getState() });
            return result;
          };
          return { ...store, dispatch };
        };
      return (compose as (...functions: unknown[]) => StoreEnhancer)(...enhancers, instrument);
    };
}

afterEach(() => {
  delete window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

it('sends Redux DevTools the login and its answer with the password and the token masked', async () => {
  const sent: Sent[] = [];
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = fakeExtension(sent);
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('./store');
    const { fakeHttp } = await import('../testing/fakeHttp');
    const { authApi } = await import('../api/auth');
    await fakeHttp({ 'POST auth/login': { status: 200, data: { token: 'Bearer secret-token', user: { id: 1, username: 'admin' } } } });
    const store = makeStore({ devTools: true });
    const answer = await store.dispatch(authApi.endpoints.login.initiate({ username: 'admin', password: 'cipher==', code: '8', uuid: 'u1' })).unwrap();
    // The store and the caller keep the real values...
    expect(answer).toMatchObject({ token: 'Bearer secret-token' });
  });
  // ...the extension sees that there were some, never what they were.
  const seen = JSON.stringify(sent);
  expect(sent.map(({ action }) => (action as UnknownAction).type)).toEqual(expect.arrayContaining(['api/executeMutation/pending', 'api/executeMutation/fulfilled']));
  expect(seen).not.toContain('secret-token');
  expect(seen).not.toContain('cipher==');
  expect(seen).toContain(`"password":"${MASKED}"`);
  expect(seen).toContain(`"token":"${MASKED}"`);
});

it('keeps the extension away when DevTools are off', async () => {
  const sent: Sent[] = [];
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = fakeExtension(sent);
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('./store');
    makeStore({ devTools: false }).dispatch({ type: 'probe' });
  });
  expect(sent).toEqual([]);
});
