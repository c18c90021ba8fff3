import { httpEvents } from '../api/httpEvents';
import { formatDateTime } from '../shared/time/time';
import { captureHttpErrors, epochOf } from './screenTest';

const fail = (message: string) => httpEvents.emit({ type: 'error', error: { kind: 'http', status: 400, message }, endpoint: 'getJobs', token: undefined });

describe('captureHttpErrors', () => {
  let captured: readonly string[] = [];

  describe('in the tests of the block that calls it', () => {
    captured = captureHttpErrors();

    it('gathers the messages of failed calls, oldest first', () => {
      fail('岗位名称已存在');
      fail('网络请求超时');
      expect(captured).toEqual(['岗位名称已存在', '网络请求超时']);
    });

    it('starts each test with an empty list', () => {
      expect(captured).toEqual([]);
      fail('接口请求失败');
      expect(captured).toEqual(['接口请求失败']);
    });
  });

  it('stops listening once those tests are over', () => {
    fail('后来的错误');
    expect(captured).toEqual(['接口请求失败']);
  });
});

describe('epochOf', () => {
  it('reads a local wall-clock text as the console would show it again', () => {
    expect(formatDateTime(epochOf('2026-11-20 10:05:00'))).toBe('2026-11-20 10:05:00');
    expect(epochOf('2026-01-01 00:00:00') - epochOf('2025-12-31 23:59:59')).toBe(1000);
  });
});
