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
  ])('in development, %j with config inspect %s -> %s', (search, configured, expected) => {
    expect(inspectRequested(search, configured, false)).toBe(expected);
  });

  it.each([
    ['?inspect', false, false],
    ['?redirect=%2F&inspect', false, false],
    ['', true, true],
    ['?inspect', true, true],
  ])('in production, %j with config inspect %s -> %s (config.json only)', (search, configured, expected) => {
    expect(inspectRequested(search, configured, true)).toBe(expected);
  });

  it('follows the build: a production build ignores ?inspect', () => {
    const built = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(inspectRequested('?inspect', false)).toBe(false);
    } finally {
      process.env.NODE_ENV = built;
    }
    expect(inspectRequested('?inspect', false)).toBe(true);
  });
});
