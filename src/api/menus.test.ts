import { parseMenuList } from './menus';

describe('parseMenuList (GET api/menus/build)', () => {
  it('refuses an answer that is not a list', () => {
    for (const body of [null, undefined, {}, { content: [] }, 'menus', 42]) expect(parseMenuList(body)).toBeUndefined();
  });

  it('keeps a list whatever its entries are: the route builder skips the bad ones, not the whole answer', () => {
    const body = [null, { path: '/system' }, 'oops', 7, [{ path: '/x' }]];
    expect(parseMenuList(body)).toBe(body);
    expect(parseMenuList([])).toEqual([]);
  });
});
