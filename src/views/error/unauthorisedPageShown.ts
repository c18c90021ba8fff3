/*
 * Whether the /401 page is on screen, for the presenter of 403s (src/app/httpErrors).
 * The router reaching /401 is not enough for it: until React has rendered the page, a
 * navigation queued by what is still on screen (the login page moving on, a folder's
 * redirect) can replace it. Once the page is rendered those are gone with their page.
 * Kept apart from the page so that the presenter does not load the page's code.
 */

let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const unauthorisedPageShown = {
  current: (): boolean => mounted > 0,
  /** Returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Called by the page when it is rendered; returns what to call when it goes. */
  mount(): () => void {
    mounted += 1;
    notify();
    return () => {
      mounted -= 1;
      notify();
    };
  },
};
