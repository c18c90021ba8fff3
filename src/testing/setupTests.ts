import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { runDisposers } from './disposeAfterTest';

afterEach(() => {
  // Unmount first so nothing renders against a stopped session.
  cleanup();
  runDisposers();
  // Each test starts with an empty cookie jar (token and 记住我 cookies).
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
});
