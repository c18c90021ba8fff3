import { prefetchWhenIdle } from './prefetch';
import { loadedShell } from './shell/shellModule';

jest.mock('./shell/Shell', () => ({ Shell: () => null }));
jest.mock('../views/dashboard/DashboardPage', () => ({}));

/** A browser that can tell when it is idle: runs the idle task when `idle()` is called. */
function idleBrowser() {
  let task: (() => void) | undefined;
  window.requestIdleCallback = ((callback: () => void) => {
    task = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => (task = undefined);
  return {
    idle: async () => {
      task?.();
      // The dynamic imports' promise chains.
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('loads nothing when cancelled before the browser is idle', async () => {
    const browser = idleBrowser();
    const cancel = prefetchWhenIdle('');
    cancel();
    await browser.idle();
    expect(loadedShell()).toBeUndefined();
  });

  it('loads the shell once the browser is idle, not before', async () => {
    const browser = idleBrowser();
    prefetchWhenIdle('');
    expect(loadedShell()).toBeUndefined();
    await browser.idle();
    expect(loadedShell()?.Shell).toEqual(expect.any(Function));
  });
});
