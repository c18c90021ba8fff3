import { parseDictDetailPage, sortDetails, toDictData, toDictValue } from './dictDetail';

const entry = (id: number, label: string, value: string, sort: number) => ({ id, label, value, sort, dict: { id: 4 }, createTime: '2026-11-22 10:00:00' });

describe('parseDictDetailPage', () => {
  it('keeps the contract fields and orders entries by sort, then id', () => {
    const page = parseDictDetailPage({ content: [entry(3, '待发货', '1', 2), entry(2, '待付款', '0', 1), entry(1, '已完成', '4', 2)], totalElements: 3 });
    expect(page).toEqual({
      content: [
        { id: 2, label: '待付款', value: '0', sort: 1, dict: { id: 4 } },
        { id: 1, label: '已完成', value: '4', sort: 2, dict: { id: 4 } },
        { id: 3, label: '待发货', value: '1', sort: 2, dict: { id: 4 } },
      ],
      totalElements: 3,
    });
  });

  it('accepts numeric values, the eladmin dictSort, and no dict or total', () => {
    expect(parseDictDetailPage({ content: [{ id: 1, label: 'a', value: 7, dictSort: 3 }] })).toEqual({ content: [{ id: 1, label: 'a', value: '7', sort: 3 }], totalElements: 1 });
    expect(parseDictDetailPage({ content: [{ id: 1, label: 'a', value: 'x' }], totalElements: 1 })?.content[0]?.sort).toBe(999);
    expect(parseDictDetailPage({ content: [], totalElements: 0 })).toEqual({ content: [], totalElements: 0 });
  });

  it.each([
    ['null', null],
    ['an array', [entry(1, 'a', '1', 1)]],
    ['no content', { totalElements: 0 }],
    ['content not a list', { content: {} }],
    ['an entry without id', { content: [{ label: 'a', value: '1', sort: 1 }] }],
    ['a label that is no string', { content: [{ id: 1, label: 3, value: '1', sort: 1 }] }],
    ['a value that is an object', { content: [{ id: 1, label: 'a', value: {}, sort: 1 }] }],
    ['a missing value', { content: [{ id: 1, label: 'a', sort: 1 }] }],
    ['a sort that is text', { content: [{ id: 1, label: 'a', value: '1', sort: 'x' }] }],
    ['a bad dict', { content: [{ id: 1, label: 'a', value: '1', sort: 1, dict: 4 }] }],
    ['a bad total', { content: [], totalElements: '0' }],
  ])('refuses %s', (_what, body) => {
    expect(parseDictDetailPage(body)).toBeUndefined();
  });
});

describe('toDictValue', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['-3', -3],
    ['007', '007'],
    ['1.5', '1.5'],
    ['1e3', '1e3'],
    [' 1', ' 1'],
    ['', ''],
    ['abc', 'abc'],
    ['99999999999999999999', '99999999999999999999'],
  ])('%p becomes %p', (input, expected) => {
    expect(toDictValue(input)).toBe(expected);
  });
});

describe('toDictData', () => {
  it('lists entries with integer values and maps value to entry and label', () => {
    const data = toDictData([entry(1, '激活', '1', 1), entry(2, '禁用', '0', 2), entry(3, '其他', 'other', 3)]);
    expect(data.list).toEqual([
      { id: 1, label: '激活', value: 1, sort: 1 },
      { id: 2, label: '禁用', value: 0, sort: 2 },
      { id: 3, label: '其他', value: 'other', sort: 3 },
    ]);
    expect(data.labelOf[1]).toBe('激活');
    expect(data.labelOf['0']).toBe('禁用');
    expect(data.labelOf.other).toBe('其他');
    expect(data.entryOf[0]).toBe(data.list[1]);
  });

  it('has no inherited keys, and takes the first of duplicate values', () => {
    const data = toDictData([entry(1, 'proto', '__proto__', 1), entry(2, 'first', 'x', 2), entry(3, 'second', 'x', 3)]);
    expect(data.labelOf.toString).toBeUndefined();
    expect('constructor' in data.entryOf).toBe(false);
    expect(data.labelOf.__proto__).toBe('proto');
    expect(data.labelOf.x).toBe('first');
    expect(data.list).toHaveLength(3);
  });

  it('sortDetails orders by sort then id without touching its argument', () => {
    const input = [entry(2, 'b', '2', 5), entry(1, 'a', '1', 5), entry(3, 'c', '3', 1)];
    expect(sortDetails(input).map((d) => d.id)).toEqual([3, 1, 2]);
    expect(input.map((d) => d.id)).toEqual([2, 1, 3]);
  });
});
