import { cleanFilters, dateRange, exportParams, listParams, pageWithRows } from './listParams';

describe('listParams', () => {
  it('sends page from 0, size, the sort list and only the filled-in search values', () => {
    expect(listParams({ page: 2, size: 10, sort: ['id,desc'], filters: { blurry: '  ad ', enabled: null, deptId: undefined, email: '', createTime: [] } })).toEqual({
      blurry: 'ad',
      page: 2,
      size: 10,
      sort: ['id,desc'],
    });
  });

  it('keeps false, 0 and both ends of a date range, and sends no sort when none is set', () => {
    expect(listParams({ page: 0, size: 20, sort: [], filters: { enabled: false, deptId: 0, createTime: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'] } })).toEqual({
      enabled: false,
      deptId: 0,
      createTime: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'],
      page: 0,
      size: 20,
    });
  });

  it('exports the same search without paging', () => {
    expect(exportParams({ sort: ['level,asc'], filters: { blurry: 'x', enabled: true } })).toEqual({ blurry: 'x', enabled: true, sort: ['level,asc'] });
  });

  it('drops blank items from a list value', () => {
    expect(cleanFilters({ createTime: ['', ' '] })).toEqual({});
  });
});

describe('dateRange', () => {
  it('covers the first day from 00:00:00 to the last day until 23:59:59', () => {
    expect(dateRange('2026-01-01', '2026-01-31')).toEqual(['2026-01-01 00:00:00', '2026-01-31 23:59:59']);
  });

  it('puts days picked the wrong way round in order, and makes half a range one day', () => {
    expect(dateRange('2026-02-10', '2026-02-01')).toEqual(['2026-02-01 00:00:00', '2026-02-10 23:59:59']);
    expect(dateRange('', '2026-02-01')).toEqual(['2026-02-01 00:00:00', '2026-02-01 23:59:59']);
  });

  it('gives nothing for no days or text that is no day', () => {
    expect(dateRange('', '')).toBeUndefined();
    expect(dateRange('yesterday', '2026-13')).toBeUndefined();
  });
});

describe('pageWithRows', () => {
  it('stays on a page with rows, and on the first page', () => {
    expect(pageWithRows(3, 10, 45, 5)).toBe(3);
    expect(pageWithRows(0, 10, 0, 0)).toBe(0);
  });

  it('goes back to the last page with rows once the shown page emptied', () => {
    expect(pageWithRows(4, 10, 40, 0)).toBe(3);
    expect(pageWithRows(4, 10, 0, 0)).toBe(0);
  });
});
