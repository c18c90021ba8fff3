import { productRules } from './productRule';

describe('the 规格模板 entity', () => {
  it('reads yshop’s raw rows (text dates, ruleValue as a list) and other builds’ epoch-ms dates into one shape', () => {
    const text = productRules.parseRow({ id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4', 'A3'] }, { value: '', detail: ['x'] }], createTime: '2024-12-24 12:00:00', updateTime: null });
    expect(text).toEqual({ ok: true, value: { id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4', 'A3'] }], createTime: '2024-12-24 12:00:00', updateTime: '' } });
    const epoch = productRules.parseRow({ id: 26, ruleName: '照片', ruleValue: [{ value: '尺度', detail: [] }], createTime: new Date('2024-12-25T08:30:00').getTime() });
    expect(epoch).toMatchObject({ ok: true, value: { ruleValue: [{ value: '尺度', detail: [] }], createTime: '2024-12-25 08:30:00' } });
    expect(productRules.parseRow({ id: 3, ruleValue: [] })).toEqual({ ok: false, reason: 'sku规则 3 缺少名称' });
  });

  it('saves both ways to save/{id} with the name and specs only, and checks yshop’s strings', () => {
    const row = productRules.parseRow({ id: 10, ruleName: ' 图文打印1 ', ruleValue: [{ value: '纸张', detail: ['A4'] }] });
    if (!row.ok) throw new Error(row.reason);
    expect(productRules.bodyOf(productRules.formOf(row.value))).toEqual({ id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4'] }] });
    expect(productRules.bodyOf(productRules.newForm())).toEqual({ ruleName: '', ruleValue: [] });
    expect(productRules.permissions).toEqual({
      list: ['admin', 'yxStoreProductRule:list'],
      add: ['admin', 'yxStoreProductRule:add'],
      edit: ['admin', 'yxStoreProductRule:add', 'yxStoreProductRule:edit'],
      del: ['admin', 'yxStoreProductRule:del'],
    });
    expect(productRules.exportUrl).toBe('api/yxStoreProductRule');
  });
});
