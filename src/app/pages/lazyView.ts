import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyView {
  View: ComponentType;
  /** Fetches and evaluates the page's code; the page then mounts without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page as React.lazy gives it, except that once its code is here (preloaded, or opened
 * before) it mounts at once. React.lazy suspends on its first render even then (the module
 * arrives through a promise): the page showed its loading bar, and React 19 holds a
 * suspended page's content back for 300 ms after a fallback shows, so a list's answer waited
 * on that. Which of the two a mounted page renders is decided once, when it mounts.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let loaded: ComponentType | undefined;
  const remember = (module: { default: ComponentType }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function View() {
    const [now] = useState(() => loaded);
    return createElement(now ?? Lazy);
  }
  return {
    View,
    preload: async () => {
      remember(await load());
    },
  };
}
