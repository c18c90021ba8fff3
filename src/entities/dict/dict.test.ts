import { dicts } from './dict';

describe('the dict entity', () => {
  it('keeps id, name, remark and createTime, reading a missing remark as empty and a date in any form', () => {
    const instant = Date.UTC(2026, 10, 22, 2, 0, 0);
    const page = dicts.parsePage({ content: [{ id: 1, name: 'a', remark: null, createTime: '2026-11-22 10:00:00' }, { id: 2, name: 'b' }, { id: 3, name: 'c', createTime: instant }], totalElements: 12 })!;
    expect(page.content.slice(0, 2)).toEqual([
      { id: 1, name: 'a', remark: '', createTime: '2026-11-22 10:00:00' },
      { id: 2, name: 'b', remark: '', createTime: '' },
    ]);
    expect(page.content[2]?.createTime).toMatch(/^2026-11-22 \d\d:00:00$/);
    expect(page.totalElements).toBe(12);
  });

  it.each([
    ['null', null],
    ['a content that is not a list', { content: {}, totalElements: 1 }],
  ])('refuses %s', (_what, body) => {
    expect(dicts.parsePage(body)).toBeUndefined();
  });

  it('skips an entry without name, saying why, and counts the rows when the total is missing', () => {
    const page = dicts.parsePage({ content: [{ id: 1 }, { id: 2, name: 'b', remark: 3 }] })!;
    expect(page.content).toEqual([{ id: 2, name: 'b', remark: '3', createTime: '' }]);
    expect(page.skipped).toEqual([{ index: 0, reason: '字典 1 缺少名称' }]);
    expect(page.totalElements).toBe(2);
    // eladmin leaves `content` out when nothing matches.
    expect(dicts.parsePage({ totalElements: 0 })).toEqual({ content: [], totalElements: 0, skipped: [] });
  });

  it('sends name and remark (with the id to edit), and has the permissions by convention without 导出', () => {
    const dict = dicts.parseRow({ id: 2, name: 'order_status', remark: '订单状态', createTime: '2026-11-22 10:00:00' });
    if (!dict.ok) throw new Error(dict.reason);
    expect(dicts.bodyOf(dicts.formOf(dict.value))).toEqual({ id: 2, name: 'order_status', remark: '订单状态' });
    expect(dicts.bodyOf(dicts.newForm())).toEqual({ name: '', remark: '' });
    expect(dicts.permissions).toEqual({ list: ['admin', 'dict:list'], add: ['admin', 'dict:add'], edit: ['admin', 'dict:edit'], del: ['admin', 'dict:del'] });
    expect(dicts.exportUrl).toBeUndefined();
  });
});
