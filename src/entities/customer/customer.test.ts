import { customers } from './customer';

describe('the customers entity', () => {
  it('reads both flavours’ rows and sends the scanned customer with 备注 and 是否启用', () => {
    const [yshop, ours] = customers.parsePage({
      totalElements: 2,
      content: [
        { id: 2, nickName: '客服小李', openId: 'oWx2', remark: '夜班', isEnable: 0, isDel: 0, createTime: new Date(2026, 10, 20, 9).getTime(), updateTime: new Date(2026, 10, 20, 9).getTime() },
        { id: 1, nickName: '店长王芳', openId: 'oWx1', remark: '', isEnable: 1, createTime: '2026-11-01 08:30:00', updateTime: null },
      ],
    })!.content;
    expect(yshop!.createTime).toBe('2026-11-20 09:00:00');
    expect(customers.bodyOf({ ...customers.formOf(yshop!), remark: ' 夜班客服 ' })).toEqual({ id: 2, nickName: '客服小李', openId: 'oWx2', remark: '夜班客服', isEnable: 0 });
    expect(customers.bodyOf(customers.formOf(ours!))).toEqual({ id: 1, nickName: '店长王芳', openId: 'oWx1', remark: '', isEnable: 1 });
    expect(customers.bodyOf(customers.newForm())).toEqual({ nickName: '', openId: '', remark: '', isEnable: 1 });
    expect(customers.permissions).toMatchObject({ list: ['admin', 'yxStoreCustomer:list'], add: ['admin', 'yxStoreCustomer:add'], edit: ['admin', 'yxStoreCustomer:edit'], del: ['admin', 'yxStoreCustomer:del'] });
  });
});
