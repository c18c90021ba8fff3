/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms); browsers that
 * cannot tell, and jsdom, get it after `fallback` ms. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 5000, fallback = 2000 }: { timeout?: number; fallback?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallback);
  return () => window.clearTimeout(handle);
}
