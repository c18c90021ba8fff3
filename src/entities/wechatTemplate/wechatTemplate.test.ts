import { wechatTemplates } from './wechatTemplate';

describe('the wechat templates entity', () => {
  it('reads both flavours’ rows and sends the dialog’s fields with the stored text', () => {
    const [yshop, ours] = wechatTemplates.parsePage({
      totalElements: 2,
      content: [
        { id: 3, tempkey: 'delivery_success', name: '订单发货提醒', content: '{{first.DATA}}', tempid: 'Nyrk', addTime: null, status: 1, type: 'template', isDel: 0 },
        { id: 16, tempkey: 'pay_success', name: '订单支付成功通知', content: '', tempid: 'W5r2', status: 0, type: 'subscribe', createTime: '2020-09-14 16:46:34', updateTime: null },
      ],
    })!.content;
    expect(wechatTemplates.bodyOf({ ...wechatTemplates.formOf(yshop!), name: ' 发货提醒 ' })).toEqual({
      id: 3, tempkey: 'delivery_success', name: '发货提醒', tempid: 'Nyrk', content: '{{first.DATA}}', status: 1, type: 'template',
    });
    expect(wechatTemplates.bodyOf(wechatTemplates.formOf(ours!))).toEqual({ id: 16, tempkey: 'pay_success', name: '订单支付成功通知', tempid: 'W5r2', content: '', status: 0, type: 'subscribe' });
    expect(wechatTemplates.bodyOf(wechatTemplates.newForm())).toEqual({ tempkey: '', name: '', tempid: '', content: '', status: 1, type: 'template' });
    expect(wechatTemplates.permissions).toMatchObject({
      list: ['admin', 'yxWechatTemplate:list'], add: ['admin', 'yxWechatTemplate:add'], edit: ['admin', 'yxWechatTemplate:edit'], del: ['admin', 'yxWechatTemplate:del'],
    });
  });
});
