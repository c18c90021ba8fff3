import { parsePage } from './page';
import { accept, parseArray, reject, type RowResult } from './rows';

const idRow = (raw: unknown): RowResult<number> => (typeof raw === 'number' ? accept(raw) : reject('不是数字'));

describe('parsePage', () => {
  it('reads content and totalElements', () => {
    expect(parsePage({ content: [1, 2], totalElements: 12 }, idRow)).toEqual({ content: [1, 2], totalElements: 12, skipped: [] });
  });

  it('takes a missing content as [] (eladmin when the data scope leaves nothing)', () => {
    expect(parsePage({ totalElements: 0 }, idRow)).toEqual({ content: [], totalElements: 0, skipped: [] });
  });

  it('counts the rows received when totalElements is missing or bad', () => {
    expect(parsePage({ content: [1, 'x'] }, idRow)).toEqual({ content: [1], totalElements: 2, skipped: [{ index: 1, reason: '不是数字' }] });
    expect(parsePage({ content: [1], totalElements: -3 }, idRow)?.totalElements).toBe(1);
  });

  it('refuses what is not a page', () => {
    for (const body of [null, 'x', 42, [1, 2], { content: 'x' }]) expect(parsePage(body, idRow)).toBeUndefined();
  });

  it('reads a bare array, refusing anything else', () => {
    expect(parseArray([3, null], idRow)).toEqual({ rows: [3], skipped: [{ index: 1, reason: '不是数字' }] });
    expect(parseArray({ content: [] }, idRow)).toBeUndefined();
  });
});
