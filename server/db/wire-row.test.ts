import { wireRow } from './wire-row';

describe('wireRow', () => {
  it('turns only the named columns: hundredths to yuan numbers, epoch ms to text, null left alone', () => {
    const at = new Date(2026, 10, 3, 23, 59, 59).getTime();
    const toDto = wireRow<Record<string, unknown>>({ cents: ['number', 'balance'], times: ['createTime', 'payTime'] });
    expect(toDto({ id: 7, number: 20, balance: 103_050, createTime: at, payTime: null, mark: '100' })).toEqual({
      id: 7,
      number: 0.2,
      balance: 1030.5,
      createTime: '2026-11-03 23:59:59',
      payTime: null,
      mark: '100',
    });
  });
});
