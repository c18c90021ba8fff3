import { isPaid, rechargeTypeLabel, recharges } from './recharge';

describe('the recharge entity', () => {
  it('reads yshop’s rows (epoch ms, BigDecimal numbers) and the embedded server’s (text times; money as numbers or text) into one shape, money in cents', () => {
    const page = recharges.parsePage({
      content: [
        { id: 7, uid: 41316, orderId: '1764000000000000001', price: 100.5, rechargeType: 'weixin', paid: 1, payTime: 1767225600000, createTime: 1767225540000, refundPrice: 0, nickname: '王芳' },
        { id: '8', uid: 41317, orderId: '1764000000000000002', price: '20.05', rechargeType: 'alipay', paid: 0, payTime: null, createTime: '2026-11-03 08:00:00', refundPrice: '0.00', nickname: '李强' },
      ],
      totalElements: 2,
    })!;
    expect(page.content[0]).toMatchObject({ id: 7, uid: 41316, price: 10050, paid: 1, refundPrice: 0, nickname: '王芳' });
    expect(page.content[0]?.payTime).toMatch(/^2026-01-01 \d\d:00:00$/);
    expect(page.content[1]).toMatchObject({ id: 8, price: 2005, paid: 0, payTime: '', createTime: '2026-11-03 08:00:00' });
    expect([isPaid(page.content[0]!), isPaid(page.content[1]!)]).toEqual([true, false]);
    expect([rechargeTypeLabel(page.content[0]!), rechargeTypeLabel(page.content[1]!)]).toEqual(['微信', 'alipay']);
    expect(recharges.parseRow({ nickname: 'no id' })).toMatchObject({ ok: false });
  });

  it('lists, deletes and exports only: yxUserRecharge:list / :del, admin passing', () => {
    expect(recharges.permissions).toMatchObject({ list: ['admin', 'yxUserRecharge:list'], del: ['admin', 'yxUserRecharge:del'] });
    expect(recharges.permissions.add ?? []).toEqual([]);
    expect(recharges.permissions.edit ?? []).toEqual([]);
    expect(recharges.exportUrl).toBe('api/yxUserRecharge');
  });
});
