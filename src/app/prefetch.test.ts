import { prefetchWhenIdle } from './prefetch';

const warmUpShell = jest.fn(() => Promise.resolve());
jest.mock('./warmUp', () => ({ warmUpShell: (...args: unknown[]) => (warmUpShell as jest.Mock)(...args) }));
jest.mock('../layout/Layout', () => ({}));
jest.mock('../views/dashboard/DashboardPage', () => ({}));

const look = () => ({ theme: '#1890ff', size: 'small' as const });

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
      // The dynamic imports and the warm-up's promise chain.
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    warmUpShell.mockClear();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('renders the shell ahead on the login page once the browser is idle, in the console look', async () => {
    const browser = idleBrowser();
    prefetchWhenIdle({ signedOut: () => true, look });
    expect(warmUpShell).not.toHaveBeenCalled();
    await browser.idle();
    expect(warmUpShell).toHaveBeenCalledWith({ theme: '#1890ff', size: 'small' });
  });

  it('does not when someone is signed in (the shell renders for real anyway) or when cancelled', async () => {
    const browser = idleBrowser();
    prefetchWhenIdle({ signedOut: () => false, look });
    await browser.idle();
    const cancel = prefetchWhenIdle({ signedOut: () => true, look });
    cancel();
    await browser.idle();
    expect(warmUpShell).not.toHaveBeenCalled();
  });
});
