import { presentHttpError } from './presentHttpError';

describe('presentHttpError: the error catalogue of SPEC.md section 8', () => {
  it.each([
    ['body status 401', { kind: 'http', status: 401, message: '当前登录状态过期' }, { kind: 'expired' }],
    ['403', { kind: 'http', status: 403, message: '不允许访问' }, { kind: 'forbidden' }],
    ['400 with a message', { kind: 'http', status: 400, message: '验证码错误' }, { kind: 'notify', message: '验证码错误' }],
    ['500 with a message', { kind: 'http', status: 500, message: '服务器内部错误' }, { kind: 'notify', message: '服务器内部错误' }],
    ['502 without a message', { kind: 'http', status: 502, message: '' }, { kind: 'notify', message: '接口请求失败' }],
    ['time-out', { kind: 'timeout', status: 0, message: '网络请求超时' }, { kind: 'notify', message: '网络请求超时' }],
    ['no status at all', { kind: 'network', status: 0, message: '接口请求失败' }, { kind: 'notify', message: '接口请求失败' }],
    ['a malformed body', { kind: 'malformed', status: 200, message: '服务器返回的数据格式不正确' }, { kind: 'notify', message: '服务器返回的数据格式不正确' }],
  ] as const)('%s', (_row, error, expected) => {
    expect(presentHttpError(error)).toEqual(expected);
  });
});
