import * as React from 'react';

/**
 * React 19's development build captures a stack (`new Error()`, up to ten frames) and a
 * console task for each of the first 10,000 elements created in every second of rendering,
 * so that its warnings can name the component that rendered the offending one ("owner
 * stacks"). A screen test creates far more than that: in OrderPage's profile the captures were
 * a fifth of the suite's CPU (React's own time 2.5 s -> 0.8 s of 14.7 s without them).
 *
 * Tests assert what the page shows, never an owner stack, so the captures are switched off
 * for them: React's counter of captured stacks reads as exhausted and ignores its resets.
 * Its warnings (keys, act, invalid props) still fire, with React's generic stack.
 * `REACT_OWNER_STACKS=1` keeps them on, for debugging a warning's origin.
 */
export function skipOwnerStacks(react: typeof React = React): void {
  const internals = (react as unknown as Record<string, Record<string, unknown> | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // A React without the counter (another version) is left as it is.
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
