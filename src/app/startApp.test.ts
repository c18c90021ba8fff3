import { changeSetting } from '../features/settings/slice';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { inspectRequested, startApp } from './startApp';

describe('startApp', () => {
  it('writes a setting changed just before the page goes away (reload, close) as it goes', async () => {
    const services = startApp({ devTools: false, sessionChannel: null });
    disposeAfterTest(services.dispose);
    // Restored first (nothing stored), as the console waits for before its first screen.
    await new Promise<void>((resolve) => {
      if (services.persistor.getState().bootstrapped) resolve();
      else services.persistor.subscribe(() => services.persistor.getState().bootstrapped && resolve());
    });
    services.store.dispatch(changeSetting({ key: 'tagsView', value: false }));
    window.dispatchEvent(new Event('pagehide'));
    // No waiting: written in the pagehide handler itself.
    const stored = JSON.parse(localStorage.getItem('persist:shop-admin:settings') ?? '{}') as Record<string, string>;
    expect(stored.tagsView).toBe('false');
  });
});

describe('inspectRequested', () => {
  it.each([
    ['', false, false],
    ['?redirect=%2F', false, false],
    ['?inspect', false, true],
    ['?inspect=1&redirect=%2F', false, true],
    ['?redirect=%2F&inspect', false, true],
    ['?inspector', false, false],
    ['', true, true],
  ])('%j with config inspect %s -> %s', (search, configured, expected) => {
    expect(inspectRequested(search, configured)).toBe(expected);
  });
});
