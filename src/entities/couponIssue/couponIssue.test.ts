import { couponIssues, issueCountText, issueExpired } from './couponIssue';

describe('the coupon issue entity', () => {
  it('reads yshop’s epoch ms and the embedded server’s text alike; 修改状态 sends the id and status only', () => {
    const [ms, text] = couponIssues.parsePage({
      content: [
        { id: 1342, cname: '新人礼金', cid: 67131, ctype: 0, startTime: new Date(2024, 7, 1).getTime(), endTime: new Date(2027, 7, 28).getTime(), totalCount: 10000, remainCount: 9967, isPermanent: 1, status: 1, createTime: '2024-08-01 00:00:00' },
        { id: 1272, cname: '测试2', cid: 5, ctype: 1, startTime: '2025-01-01 00:00:00', endTime: '2025-12-25 20:40:50', totalCount: 20, remainCount: 0, isPermanent: 0, status: 0 },
      ],
      totalElements: 2,
    })!.content;
    expect(ms).toMatchObject({ startTime: '2024-08-01 00:00:00', endTime: '2027-08-28 00:00:00', isPermanent: 1 });
    expect(issueCountText(ms!)).toBe('不限量');
    expect(issueCountText(text!)).toBe('发布:20 / 剩余:0');
    expect(issueExpired(text!, new Date(2026, 10, 26).getTime())).toBe(true);
    expect(issueExpired(ms!, new Date(2026, 10, 26).getTime())).toBe(false);
    expect(couponIssues.bodyOf({ ...couponIssues.formOf(ms!), status: false })).toEqual({ id: 1342, status: 0 });
    expect(couponIssues.permissions.add ?? []).toEqual([]);
  });
});
