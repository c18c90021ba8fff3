import { axiosFailure as answered } from '../testing/axiosFailure';
import { isMissingCall, toApiError } from './apiError';

describe('toApiError: the error body in either back end’s shape', () => {
  it('reads eladmin’s body, whose timestamp is epoch milliseconds', () => {
    const eladmin = { status: 400, message: '用户名或密码错误', timestamp: 1764000000000 };
    expect(toApiError(answered(400, eladmin))).toEqual({ kind: 'http', status: 400, message: '用户名或密码错误' });
  });

  it('reads yshop’s body, whose timestamp is a yyyy-MM-dd HH:mm:ss string', () => {
    const yshop = { status: 400, message: '用户名或密码错误', timestamp: '2026-11-24 10:00:00' };
    expect(toApiError(answered(400, yshop))).toEqual({ kind: 'http', status: 400, message: '用户名或密码错误' });
  });

  it('reads a body without a timestamp, or with a malformed one', () => {
    expect(toApiError(answered(400, { status: 400, message: '验证码错误' })).message).toBe('验证码错误');
    expect(toApiError(answered(400, { status: 400, message: '验证码错误', timestamp: { x: 1 } })).message).toBe('验证码错误');
  });

  it('reads yshop’s ErrorRequestException body, whose text is under msg, and prefers message when both are there', () => {
    expect(toApiError(answered(400, { status: 400, msg: '请输入收货人信息', timestamp: '2026-11-24 10:00:00' })).message).toBe('请输入收货人信息');
    expect(toApiError(answered(400, { status: 400, message: '售后状态错误', msg: '别的' })).message).toBe('售后状态错误');
    expect(toApiError(answered(400, { status: 400, message: null })).message).toBe('接口请求失败');
  });
});

describe('isMissingCall: a back end without the call', () => {
  it('is a 404 or a 405, never another refusal, a timeout or no error', () => {
    expect(isMissingCall({ kind: 'http', status: 404, message: 'Not Found' })).toBe(true);
    expect(isMissingCall({ kind: 'http', status: 405, message: 'Method Not Allowed' })).toBe(true);
    expect(isMissingCall({ kind: 'http', status: 400, message: '数据不存在' })).toBe(false);
    expect(isMissingCall({ kind: 'http', status: 403, message: '禁止访问' })).toBe(false);
    expect(isMissingCall({ kind: 'timeout', message: '网络请求超时' })).toBe(false);
    expect(isMissingCall(undefined)).toBe(false);
  });
});
