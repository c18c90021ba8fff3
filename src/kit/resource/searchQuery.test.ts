import { cleanFilters } from '../crud/listParams';
import { fieldsOf } from './fields';
import { searchFiltersOf, searchQuery } from './searchQuery';

type Row = { createTime: string; category: string; name: string };
const f = fieldsOf<Row, Record<string, never>>();
const range: [string, string] = ['2026-11-01 00:00:00', '2026-11-30 23:59:59'];

describe('searchQuery', () => {
  it('sends eladmin’s range as createTime=[from, to] by default', () => {
    const fields = [f.dateRange('createTime', '创建日期', { search: {} })];
    expect(cleanFilters(searchQuery(fields, { createTime: range }))).toEqual({ createTime: range });
  });

  it('sends yshop’s range as startTime / endTime days, and neither when empty', () => {
    const fields = [f.dateRange('createTime', '创建时间', { search: { send: { from: 'startTime', to: 'endTime', as: 'day' } } })];
    expect(cleanFilters(searchQuery(fields, { createTime: range }))).toEqual({ startTime: '2026-11-01', endTime: '2026-11-30' });
    expect(cleanFilters(searchQuery(fields, { createTime: [] }))).toEqual({});
  });

  it('keeps the times where `as` is time, a range held under `search.key`, and keys no field names', () => {
    const fields = [f.dateRange('createTime', '申请时间', { search: { key: 'time', send: { from: 'begin', to: 'end' } } }), f.text('name', '名称', { search: {} })];
    expect(cleanFilters(searchQuery(fields, { time: range, name: '王', category: 'integral' }))).toEqual({ begin: range[0], end: range[1], name: '王', category: 'integral' });
  });

  it('starts every search key of every field empty, a range as []', () => {
    const fields = [
      f.dateRange('createTime', '创建日期', { search: {} }),
      f.choice('category', '明细种类', { choices: [{ value: 'integral', label: '积分' }], search: {} }),
      f.text('name', '名称', { search: { key: 'blurry', also: ['username'] } }),
      f.text('mark', '备注'),
    ];
    expect(searchFiltersOf(fields)).toEqual({ createTime: [], category: '', blurry: '', username: '' });
  });
});
