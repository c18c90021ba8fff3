import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import type * as EmotionCacheModule from '@emotion/cache';
import { cacheComputedStyle } from './computedStyleCache';
import { runDisposers } from './disposeAfterTest';
import { skipOwnerStacks } from './ownerStacks';
import type * as EmotionCacheMock from './emotionCacheMock';

// Emotion's cache writing only the styles jsdom and the tests read (see emotionCacheMock: speed).
jest.mock('@emotion/cache', () => {
  const actual = jest.requireActual<typeof EmotionCacheModule>('@emotion/cache');
  const { withReadStylesOnly } = jest.requireActual<typeof EmotionCacheMock>('./emotionCacheMock');
  return { __esModule: true, ...actual, default: withReadStylesOnly(actual.default) };
});

// No owner stack captured per element (see ownerStacks: speed); REACT_OWNER_STACKS=1 keeps them.
if (!process.env.REACT_OWNER_STACKS) skipOwnerStacks();

// Computed styles kept until the DOM changes (see computedStyleCache: speed).
cacheComputedStyle(window);

// These machines are shared and noisy: allow lazy chunks and transitions a little longer
// than Testing Library's one-second default before a findBy/waitFor gives up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Unmount first so nothing renders against a stopped session.
  cleanup();
  runDisposers();
  // Each test starts with an empty cookie jar (token and 记住我 cookies).
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
  // ...and empty storage (persisted settings and tabs).
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout, so no scrolling: React Router's ScrollRestoration calls this.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
