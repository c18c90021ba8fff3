import type { DictData } from '../../features/dict/dictDetail';
import { choiceOf, choiceValue, optionsOf } from './choices';
import { fieldsOf } from './fields';

const f = fieldsOf<{ pm: number }, { pm: number }>();
const PM = [
  { value: 0, label: '支出', colour: 'error' as const },
  { value: 1, label: '获得', colour: 'success' as const },
];
const dict = (entries: Array<[string, string]>): DictData => ({
  list: entries.map(([label, value], id) => ({ id, label, value, sort: id })),
  entryOf: {},
  labelOf: Object.fromEntries(entries.map(([label, value]) => [value, label])),
});

describe('choices', () => {
  it('offers a choice field its fixed choices, whatever dictionaries the server has', () => {
    expect(optionsOf(f.choice('pm', '进出账', { choices: PM }), dict([['其他', '9']]))).toEqual(PM);
  });

  it('offers a dict field its dictionary, and its fixed words only while the server has none', () => {
    const field = f.dict('category', '明细种类', { dict: 'bill_category', choices: [{ value: 'integral', label: '积分' }] });
    expect(optionsOf(field, dict([['余额', 'now_money']]))).toEqual([{ value: 'now_money', label: '余额' }]);
    expect(optionsOf(field, undefined)).toEqual([{ value: 'integral', label: '积分' }]);
    expect(optionsOf(field, dict([]))).toEqual([{ value: 'integral', label: '积分' }]);
  });

  it('finds a value’s choice as text (yshop sends 1, a select holds "1"), and gives a select’s text back in the choice’s type', () => {
    expect(choiceOf(PM, 1)?.label).toBe('获得');
    expect(choiceOf(PM, '0')?.label).toBe('支出');
    expect(choiceOf(PM, null)).toBeUndefined();
    expect(choiceOf(PM, 2)).toBeUndefined();
    expect(choiceValue(PM, '1')).toBe(1);
    expect(choiceValue(PM, 'x')).toBe('x');
  });
});
