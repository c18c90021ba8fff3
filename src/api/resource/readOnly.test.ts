import { defineResource } from './defineResource';
import { wire, wireRow, type RowOf } from './schema';

/*
 * Issue 31: a read-only resource is its rows and calls only, and 导出 is offered only where
 * the entity says the back end has `{url}/download`.
 */
const shape = { id: wire.id, title: wire.text, number: wire.yuan };
type Bill = RowOf<typeof shape>;
const base = { row: wireRow(shape), idOf: (bill: Bill) => bill.id, labelOf: (bill: Bill) => bill.title };

describe('a read-only resource', () => {
  it('needs no form or body mapping; its form is the id and no body is ever built', () => {
    const bills = defineResource({ ...base, name: 'kitBill', title: '账单', url: 'api/kitBill', actions: [] });
    expect(bills.permissions).toEqual({ list: ['admin', 'kitBill:list'] });
    expect(bills.formOf({ id: 3, title: '购买商品', number: 120 })).toEqual({ id: 3 });
    expect(() => bills.bodyOf({ id: 3 })).toThrow('账单是只读的，没有可提交的内容');
  });

  it('has 导出 only when the entity says the back end has download', () => {
    expect(defineResource({ ...base, name: 'kitBill2', title: '账单', url: 'api/kitBill2', actions: [] }).exportUrl).toBeUndefined();
    expect(defineResource({ ...base, name: 'kitLog', title: '日志', url: 'api/kitLog', actions: [], download: true }).exportUrl).toBe('api/kitLog');
  });

  it('is refused where it is defined when it may write but maps no form', () => {
    expect(() => defineResource({ ...base, name: 'kitBill3', title: '账单', url: 'api/kitBill3' })).toThrow('账单: newForm, formOf and bodyOf are needed unless actions is []');
  });

  it('keeps a writable resource’s 导出 unless it says there is none', () => {
    const mapping = { newForm: () => ({}), formOf: (bill: Bill) => ({ id: bill.id }), bodyOf: (form: { id?: number }) => form };
    expect(defineResource({ ...base, ...mapping, name: 'kitW1', title: 'W', url: 'api/w1' }).exportUrl).toBe('api/w1');
    expect(defineResource({ ...base, ...mapping, name: 'kitW2', title: 'W', url: 'api/w2', exportable: false }).exportUrl).toBeUndefined();
    expect(defineResource({ ...base, ...mapping, name: 'kitW3', title: 'W', url: 'api/w3', download: false }).exportUrl).toBeUndefined();
  });
});

describe('wire.yuan', () => {
  it('reads yuan as both back ends send it into integer cents, by its digits', () => {
    const yuanBills = defineResource({ ...base, name: 'kitYuan', title: '账单', url: 'api/kitYuan', actions: [] });
    const read = (number: unknown) => yuanBills.parseRow({ id: 1, title: 't', number });
    expect(read(0.1)).toEqual({ ok: true, value: { id: 1, title: 't', number: 10 } });
    expect(read(9997.8)).toEqual({ ok: true, value: { id: 1, title: 't', number: 999780 } });
    expect(read('12.50')).toEqual({ ok: true, value: { id: 1, title: 't', number: 1250 } });
    expect(read(1.005)).toEqual({ ok: true, value: { id: 1, title: 't', number: null } });
    expect(read(null)).toEqual({ ok: true, value: { id: 1, title: 't', number: null } });
  });
});
