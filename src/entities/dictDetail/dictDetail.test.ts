import { dictDetails } from './dictDetail';

describe('the dictDetail entity', () => {
  it('reads entries with features/dict’s reader: yshop’s sort or eladmin’s dictSort, values as text, by sort', () => {
    const page = dictDetails.parsePage({ content: [{ id: 3, label: '待发货', value: 1, dictSort: 2, dict: { id: 2 } }, { id: 4, label: '待付款', value: '0', sort: 1 }], totalElements: 2 })!;
    expect(page.content).toEqual([
      { id: 4, label: '待付款', value: '0', sort: 1 },
      { id: 3, label: '待发货', value: '1', sort: 2, dict: { id: 2 } },
    ]);
    expect(dictDetails.parsePage({ content: [{ id: 1, label: 'a' }], totalElements: 1 })).toBeUndefined();
    expect(dictDetails.parseRow({ id: 1, label: 'a', value: 'x' })).toEqual({ ok: true, value: { id: 1, label: 'a', value: 'x', sort: 999 } });
    expect(dictDetails.parseRow({ id: 1, label: 'a' })).toEqual({ ok: false, reason: '字典详情 1 缺少标签、值或排序' });
  });

  it('sends the entry with its dictionary as {id}', () => {
    const detail = dictDetails.parseRow({ id: 11, label: '待付款', value: '0', sort: 1, dict: { id: 2 } });
    if (!detail.ok) throw new Error(detail.reason);
    expect(dictDetails.bodyOf(dictDetails.formOf(detail.value))).toEqual({ id: 11, label: '待付款', value: '0', sort: 1, dict: { id: 2 } });
    expect(dictDetails.bodyOf({ ...dictDetails.newForm(), label: '已退款', value: '7', dictId: 2 })).toEqual({ label: '已退款', value: '7', sort: 999, dict: { id: 2 } });
  });

  it('is allowed by 字典管理’s permissions and shares the tag of useDict’s cache', () => {
    expect(dictDetails.permissions).toEqual({ list: ['admin', 'dict:list'], add: ['admin', 'dict:add'], edit: ['admin', 'dict:edit'], del: ['admin', 'dict:del'] });
    expect(dictDetails.tag).toBe('DictDetail');
  });
});
