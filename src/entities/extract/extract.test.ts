import { accountLine, extracts, isWaiting, reviewOf } from './extract';

describe('the withdrawal entity', () => {
  it('reads yshop’s rows (epoch ms, numbers) and the embedded server’s (text times, money as text) into one shape, money in cents', () => {
    const page = extracts.parsePage({
      content: [
        { id: 1, uid: 41319, realName: '王芳', extractType: 'weixin', wechat: 'wx_wf', extractPrice: 20.5, balance: 0, status: 0, failMsg: null, failTime: null, createTime: 1767225600000, bankCode: '0' },
        { id: '2', uid: '41323', realName: '李强', extractType: 'alipay', alipayCode: '13800000000', extractPrice: '88.00', balance: '1.10', status: '-1', failMsg: '信息不符', failTime: '2026-11-05 11:00:00', createTime: '2026-11-04 10:00:00' },
      ],
      totalElements: 2,
    })!;
    const [wf, lq] = page.content;
    expect(wf).toMatchObject({ id: 1, uid: 41319, extractPrice: 2050, status: 0, failMsg: '', failTime: '' });
    expect(wf?.createTime).toMatch(/^2026-01-01 \d\d:00:00$/);
    expect(lq).toMatchObject({ id: 2, uid: 41323, extractPrice: 8800, balance: 110, status: -1, failTime: '2026-11-05 11:00:00' });
    expect([isWaiting(wf!), isWaiting(lq!)]).toEqual([true, false]);
    expect([accountLine(wf!), accountLine(lq!)]).toEqual(['微信号:wx_wf', '支付宝号:13800000000']);
    expect(reviewOf(lq!, -1, '原因')).toEqual({ id: 2, uid: 41323, realName: '李强', extractPrice: '88.00', status: -1, failMsg: '原因' });
  });

  it('only lists through the resource (no 新增, 修改, 删除 or 导出): the review is its own call', () => {
    expect(extracts.permissions).toMatchObject({ list: ['admin', 'YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_SELECT'] });
    expect(extracts.permissions.edit ?? []).toEqual([]);
    expect(extracts.exportUrl).toBeUndefined();
  });
});
