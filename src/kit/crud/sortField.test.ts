import { checkSortText } from './sortField';

const bounds = { min: 0, max: 999, empty: '请输入序号' };

describe('checkSortText', () => {
  it('gives the whole number within bounds, spaces ignored', () => {
    expect(checkSortText(' 0 ', bounds)).toEqual({ ok: true, value: 0 });
    expect(checkSortText('999', bounds)).toEqual({ ok: true, value: 999 });
  });

  it('says what is wrong: empty, not whole, out of bounds', () => {
    expect(checkSortText('  ', bounds)).toEqual({ ok: false, message: '请输入序号' });
    expect(checkSortText('1.5', bounds)).toEqual({ ok: false, message: '排序必须是整数' });
    expect(checkSortText('1e3', bounds)).toEqual({ ok: false, message: '排序必须是整数' });
    expect(checkSortText('abc', { ...bounds, name: '部门排序' })).toEqual({ ok: false, message: '部门排序必须是整数' });
    expect(checkSortText('-1', bounds)).toEqual({ ok: false, message: '排序必须在 0 到 999 之间' });
    expect(checkSortText('1000', bounds)).toEqual({ ok: false, message: '排序必须在 0 到 999 之间' });
  });
});
