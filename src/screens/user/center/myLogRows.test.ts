import { parseMyLogPage } from './myLogRows';

describe('个人中心’s own operations', () => {
  it('keys each row by its place, reads the duration as the logs do, and skips what is not a row', () => {
    const page = parseMyLogPage({
      content: [
        { description: '修改字典', requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome', time: 12.4, createTime: '2026-11-24 10:00:00', password: 'leaked' },
        'x',
        { description: '用户登录' },
      ],
      totalElements: 3,
    })!;
    expect(page.content).toEqual([
      { seq: 1, description: '修改字典', requestIp: '127.0.0.1', address: '内网IP', browser: 'Chrome', time: 12, createTime: '2026-11-24 10:00:00' },
      { seq: 2, description: '用户登录', requestIp: '', address: '', browser: '', time: null, createTime: '' },
    ]);
    expect(page.skipped).toEqual([{ index: 1, reason: '不是一个日志对象' }]);
    expect(page.totalElements).toBe(3);
    expect(parseMyLogPage([])).toBeUndefined();
  });
});
