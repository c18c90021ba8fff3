import { couponGetWay, couponUsable, couponUsers, couponUserState } from './couponUser';

describe('the members’ coupons entity', () => {
  it('reads createTime, else yshop’s addTime; 已过期 for an unused coupon past its end; 是否可用', () => {
    const now = new Date(2026, 10, 26).getTime();
    const [ours, yshop] = couponUsers.parsePage({
      content: [
        { id: 2, cid: 1, uid: 7, nickname: null, couponTitle: '新人礼金', couponPrice: 10, useMinPrice: 99, addTime: '2026-11-01 09:00:00', createTime: '2026-11-01 09:00:00', endTime: '2026-10-01 09:00:00', useTime: null, type: 'get', status: 0, isFail: 0 },
        { id: 1, cid: 1, uid: 8, nickname: '李强', couponTitle: '满减', couponPrice: '1.50', useMinPrice: 2, addTime: null, endTime: new Date(2027, 0, 1).getTime(), useTime: null, type: 'send', status: 0, isFail: 0 },
      ],
      totalElements: 2,
    })!.content;
    expect(ours).toMatchObject({ nickname: '', createTime: '2026-11-01 09:00:00', couponPrice: 1000 });
    expect(yshop).toMatchObject({ createTime: '', endTime: '2027-01-01 00:00:00', couponPrice: 150 });
    expect([couponUserState(ours!, now), couponUsable(ours!, now)]).toEqual([2, false]);
    expect([couponUserState(yshop!, now), couponUsable(yshop!, now)]).toEqual([0, true]);
    expect([couponGetWay(ours!), couponGetWay(yshop!)]).toEqual(['手动领取', '后台发放']);
    expect(couponUsers.permissions).toMatchObject({ list: ['admin', 'YXSTORECOUPONUSER_ALL', 'YXSTORECOUPONUSER_SELECT'] });
  });
});
