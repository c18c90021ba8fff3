import { compilePattern, fillPattern, hasParams } from './pathPattern';

describe('menu paths with parameters', () => {
  it('match one non-empty segment per parameter, the rest literally', () => {
    const match = compilePattern('/shop/goodsEdit/:id');
    expect(match('/shop/goodsEdit/5')).toEqual({ id: '5' });
    expect(match('/shop/goodsEdit/')).toBeUndefined();
    expect(match('/shop/goodsEdit/5/x')).toBeUndefined();
    expect(match('/shop/goodsAdd/5')).toBeUndefined();
    expect(compilePattern('/sys-tools/generator/config/:tableName')('/sys-tools/generator/config/%E8%AE%A2%E5%8D%95')).toEqual({ tableName: '订单' });
    expect(compilePattern('/a/:x')('/a/%E0%A4%A')).toBeUndefined();
  });

  it('tell such paths and fill them in', () => {
    expect([hasParams('/order/detail/:id'), hasParams('/order/order')]).toEqual([true, false]);
    expect(fillPattern('/shop/goodsEdit/:id', { id: 34 })).toBe('/shop/goodsEdit/34');
    expect(fillPattern('/x/:name', { name: 'a/b' })).toBe('/x/a%2Fb');
  });
});
