import { expresses } from './express';

describe('快递公司 entity', () => {
  it('reads yshop rows (BaseDomain dates beside them, isShow null) and the embedded server’s alike', () => {
    const yshop = expresses.parseRow({ id: 427, code: 'SF', name: '顺丰速运', sort: 2, isShow: null, createTime: '2020-01-03 12:00:00', updateTime: null });
    const embedded = expresses.parseRow({ id: '427', code: 'SF', name: '顺丰速运', sort: 2, isShow: 0 });
    expect(yshop).toEqual(embedded);
    expect(embedded).toEqual({ ok: true, value: { id: 427, code: 'SF', name: '顺丰速运', sort: 2, isShow: false } });
  });

  it('refuses a row without an id or a name, saying which', () => {
    expect(expresses.parseRow({ code: 'SF', name: '顺丰速运' })).toEqual({ ok: false, reason: '缺少有效的快递公司 id' });
    expect(expresses.parseRow({ id: 9, code: 'SF', name: ' ' })).toEqual({ ok: false, reason: '快递公司 9 缺少名称' });
  });

  it('sends code, name and sort on create, and the id with isShow on edit; nothing else of the row', () => {
    expect(expresses.bodyOf({ ...expresses.newForm(), code: ' JD ', name: '京东物流', sort: 3 })).toEqual({ code: 'JD', name: '京东物流', sort: 3 });
    const parsed = expresses.parseRow({ id: 427, code: 'SF', name: '顺丰速运', sort: 2, isShow: 1, createTime: '2020-01-03 12:00:00' });
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(expresses.bodyOf(expresses.formOf(parsed.value))).toEqual({ id: 427, code: 'SF', name: '顺丰速运', sort: 2, isShow: 1 });
  });

  it('is guarded by yshop’s YXEXPRESS_* strings, admin and _ALL passing each', () => {
    expect(expresses.permissions).toEqual({
      list: ['admin', 'YXEXPRESS_ALL', 'YXEXPRESS_SELECT'],
      add: ['admin', 'YXEXPRESS_ALL', 'YXEXPRESS_CREATE'],
      edit: ['admin', 'YXEXPRESS_ALL', 'YXEXPRESS_EDIT'],
      del: ['admin', 'YXEXPRESS_ALL', 'YXEXPRESS_DELETE'],
    });
    expect(expresses.exportUrl).toBeUndefined();
  });
});
