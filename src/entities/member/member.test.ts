import { members, promoters, sourceLabel, wholePoints } from './member';

describe('the member entity', () => {
  it('reads yshop’s rows (password and all, money as BigDecimal numbers) and the embedded server’s into one shape, money in cents', () => {
    const page = members.parsePage({
      content: [
        { uid: 41315, username: '15136175246', password: null, nickname: '15136175246', phone: '15136175246', nowMoney: 9997.8, brokeragePrice: 0, integral: 10.5, status: 1, userType: 'routine', createTime: '2024-12-26 13:18:08', spreadUid: 0, payCount: 2, spreadCount: 3, adminid: 0, wxProfile: { openid: 'x' } },
        { uid: '7', nickname: '王芳', nowMoney: '0.10', integral: 0, status: 0, userType: 'h5', createTime: 1767225600000 },
      ],
      totalElements: 2,
    })!;
    expect(page.content[0]).toEqual({ uid: 41315, nickname: '15136175246', avatar: '', phone: '15136175246', realName: '', mark: '', nowMoney: 999780, brokeragePrice: 0, integral: 1050, createTime: '2024-12-26 13:18:08', status: 1, userType: 'routine', spreadUid: 0, payCount: 2, spreadCount: 3, adminid: 0 });
    expect(page.content[1]).toMatchObject({ uid: 7, nowMoney: 10, status: 0 });
    expect(page.content[1]?.createTime).toMatch(/^2026-01-01 \d\d:00:00$/);
    expect(sourceLabel(page.content[1]!)).toBe('H5');
    expect(members.parseRow({ nickname: 'no id' })).toMatchObject({ ok: false });
  });

  it('修改用户 sends only its fields: never the balance, commission or status; points with decimals are left as they are', () => {
    const row = members.parsePage({ content: [{ uid: 3, nickname: '李强', phone: '13800000000', nowMoney: 5, integral: 12, adminid: 1, realName: '李', mark: 'vip' }], totalElements: 1 })!.content[0]!;
    expect(members.bodyOf(members.formOf(row))).toEqual({ uid: 3, realName: '李', mark: 'vip', phone: '13800000000', adminid: 1, integral: 12 });
    expect(members.bodyOf({ ...members.formOf(row), integral: wholePoints(1050) })).toEqual({ uid: 3, realName: '李', mark: 'vip', phone: '13800000000', adminid: 1 });
    expect(members.permissions).toMatchObject({ list: ['admin', 'YXUSER_ALL', 'YXUSER_SELECT'], edit: ['admin', 'YXUSER_ALL', 'YXUSER_EDIT'] });
    expect(members.permissions.add ?? []).toEqual([]);
  });

  it('分销员 reads the same rows and may only list them (its status is 会员’s own call)', () => {
    const page = promoters.parsePage({ content: [{ uid: 5, nickname: '周杰', spreadCount: '7', nowMoney: '88.00', isPromoter: 1 }], totalElements: 1 })!;
    expect(page.content[0]).toMatchObject({ uid: 5, nickname: '周杰', spreadCount: 7, nowMoney: 8800 });
    expect(promoters.permissions).toMatchObject({ list: ['admin', 'YXUSER_ALL', 'YXUSER_SELECT'] });
    expect([promoters.permissions.add ?? [], promoters.permissions.edit ?? [], promoters.permissions.del ?? []]).toEqual([[], [], []]);
    expect(promoters.tag).toBe(members.tag);
  });
});
