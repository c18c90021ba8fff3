import { createActor, fromPromise } from 'xstate';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import type { RunningSession, SessionOptions } from './createSession';
import { createSessionHandle, submitLogin, whenSettled } from './sessionHandle';
import { sessionMachine, type Credentials } from './sessionMachine';
import type { SignedIn } from './user';

const options = { dispatch: jest.fn() } as unknown as SessionOptions;

const signIn = async (): Promise<SignedIn> => ({ token: 'Bearer t', user: { username: 'admin' }, roles: ['admin'] });

function running(login: (input: Credentials) => Promise<SignedIn> = signIn): RunningSession {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }: { input: Credentials }) => login(input)),
        loadMenus: fromPromise(async (): Promise<void> => {}),
      },
    }),
  );
  actor.start();
  disposeAfterTest(() => actor.stop());
  return { actor, dispose: () => actor.stop() };
}

describe('createSessionHandle', () => {
  it('loads the session once, however many ask, and tells subscribers when it is there', async () => {
    const session = running();
    const start = jest.fn(async () => session);
    const handle = createSessionHandle(options, start);
    const listener = jest.fn();
    handle.subscribe(listener);
    expect(handle.current).toBeUndefined();
    const [a, b] = await Promise.all([handle.load(), handle.load()]);
    expect(a).toBe(session.actor);
    expect(b).toBe(session.actor);
    expect(handle.current).toBe(session.actor);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('can try again after the module failed to download', async () => {
    const session = running();
    const start = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(session);
    const handle = createSessionHandle(options, start);
    await expect(handle.load()).rejects.toThrow('ChunkLoadError');
    await expect(handle.load()).resolves.toBe(session.actor);
  });

  it('stops the session on dispose', async () => {
    const session = running();
    const handle = createSessionHandle(options, async () => session);
    await handle.load();
    handle.dispose();
    expect(session.actor.getSnapshot().status).toBe('stopped');
  });
});

describe('submitLogin and whenSettled', () => {
  it('resolves ok once the token is stored, and whenSettled once the menus are in', async () => {
    const { actor } = running();
    await expect(submitLogin(actor, { username: 'admin', password: 'x', code: '1', uuid: 'u' }, false)).resolves.toEqual({ ok: true });
    expect((await whenSettled(actor)).value).toBe('ready');
  });

  it('resolves with the message of a refused login', async () => {
    const { actor } = running(() => Promise.reject({ kind: 'http', status: 400, message: '用户名或密码错误' }));
    await expect(submitLogin(actor, { username: 'admin', password: 'x', code: '1', uuid: 'u' }, false)).resolves.toEqual({ ok: false, message: '用户名或密码错误' });
  });
});
