import type * as ShellChunk from './Shell';

export type ShellModule = typeof ShellChunk;

/*
 * The signed-in shell is its own chunk (the login page does not download it). It is
 * loaded by the router before the first signed-in page, and by the idle-time prefetch
 * on the login page; once here, ShellFrame keeps it mounted.
 */
let loaded: ShellModule | undefined;
let pending: Promise<ShellModule> | undefined;
const listeners = new Set<() => void>();

export function loadShell(): Promise<ShellModule> {
  pending ??= import(/* webpackChunkName: "layout" */ './Shell').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed download may succeed on the next try (the router reports this one).
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The shell module once loaded (for useSyncExternalStore). */
export const loadedShell = (): ShellModule | undefined => loaded;

export function subscribeShell(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
