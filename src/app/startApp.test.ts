import { inspectRequested } from './startApp';

describe('inspectRequested', () => {
  it.each([
    ['', false, false],
    ['?redirect=%2F', false, false],
    ['?inspect', false, true],
    ['?inspect=1&redirect=%2F', false, true],
    ['?redirect=%2F&inspect', false, true],
    ['?inspector', false, false],
    ['', true, true],
  ])('%j with config inspect %s -> %s', (search, configured, expected) => {
    expect(inspectRequested(search, configured)).toBe(expected);
  });
});
