import { toApiError } from '../../api/apiError';
import { axiosFailure } from '../../testing/axiosFailure';
import { presentHttpError } from './presentHttpError';

describe('presentHttpError: the error catalogue of SPEC.md section 8', () => {
  it.each([
    ['body status 401', { kind: 'http', status: 401, message: '当前登录状态过期' }, { kind: 'expired' }],
    ['403', { kind: 'http', status: 403, message: '不允许访问' }, { kind: 'forbidden' }],
    ['400 不允许访问 (a refused permission check)', { kind: 'http', status: 400, message: '不允许访问' }, { kind: 'forbidden' }],
    ['400 with a message', { kind: 'http', status: 400, message: '验证码错误' }, { kind: 'notify', message: '验证码错误' }],
    ['400 merely mentioning access', { kind: 'http', status: 400, message: '不允许访问该部门的数据' }, { kind: 'notify', message: '不允许访问该部门的数据' }],
    ['429 past a per-user allowance (issue 30)', { kind: 'http', status: 429, message: '操作过于频繁，请60秒后再试' }, { kind: 'notify', message: '操作过于频繁，请60秒后再试' }],
    ['500 with a message', { kind: 'http', status: 500, message: '服务器内部错误' }, { kind: 'notify', message: '服务器内部错误' }],
    ['502 without a message', { kind: 'http', status: 502, message: '' }, { kind: 'notify', message: '接口请求失败' }],
    ['time-out', { kind: 'timeout', status: 0, message: '网络请求超时' }, { kind: 'notify', message: '网络请求超时' }],
    ['no status at all', { kind: 'network', status: 0, message: '接口请求失败' }, { kind: 'notify', message: '接口请求失败' }],
    ['a malformed body', { kind: 'malformed', status: 200, message: '服务器返回的数据格式不正确' }, { kind: 'notify', message: '服务器返回的数据格式不正确' }],
  ] as const)('%s', (_row, error, expected) => {
    expect(presentHttpError(error)).toEqual(expected);
  });
});

// Both Java back ends answer a failed @PreAuthorize check with 400 不允许访问 (their
// global handler catches the denial); eladmin's timestamp is a number, yshop's a string.
describe('the answers of the real back ends, from the wire', () => {
  it.each([
    ['eladmin', 1764000000000],
    ['yshop', '2026-11-24 10:00:00'],
  ])('%s: a refused permission check leads to /401, another 400 shows its message', (_backEnd, timestamp) => {
    const refused = toApiError(axiosFailure(400, { status: 400, message: '不允许访问', timestamp }));
    expect(presentHttpError(refused)).toEqual({ kind: 'forbidden' });
    const wrong = toApiError(axiosFailure(400, { status: 400, message: '用户名或密码错误', timestamp }));
    expect(presentHttpError(wrong)).toEqual({ kind: 'notify', message: '用户名或密码错误' });
  });
});
