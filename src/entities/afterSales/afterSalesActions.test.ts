import { AFTER_SALES_STATES, afterSalesActions, SALES_STATES } from './afterSalesActions';

describe('afterSalesActions: one table of what each application offers', () => {
  // Every (state, salesState) pair, with what CONTRACT-SHOP.md section 6's Rec. allows.
  const expected: Record<string, string[]> = {
    '0/0': ['订单详情', '审核'],
    '0/1': ['订单详情'],
    '0/2': ['订单详情'],
    '1/0': ['订单详情'],
    '1/1': ['订单详情'],
    '1/2': ['订单详情'],
    '2/0': ['订单详情', '退款'],
    '2/1': ['订单详情'],
    '2/2': ['订单详情'],
    '3/0': ['订单详情'],
    '3/1': ['订单详情'],
    '3/2': ['订单详情'],
  };

  it.each(AFTER_SALES_STATES.flatMap((state) => SALES_STATES.map((sales) => [state, sales] as const)))('state %i, sales state %i', (state, sales) => {
    expect(afterSalesActions(state, sales)).toEqual(expected[`${state}/${sales}`]);
  });

  it('offers only 订单详情 for a state no back end should send', () => {
    expect(afterSalesActions(-1, 0)).toEqual(['订单详情']);
    expect(afterSalesActions(Number.NaN, 0)).toEqual(['订单详情']);
  });
});
