import { coupons, priceAboveMin, productsOf } from './coupon';

describe('the coupon entity', () => {
  it('reads yshop’s rows (BigDecimal text, whole product rows) and the embedded server’s into one shape, money in cents', () => {
    const page = coupons.parsePage({
      content: [
        { id: 1, title: '双十一优惠券', integral: 0, couponPrice: '5.00', useMinPrice: 100, couponTime: 20, sort: 0, status: 1, type: 1, productId: '29,32', product: [{ id: 32, storeName: '口红', image: '/32.png', sliderImage: 'x', price: 10 }], createTime: '2024-11-11 10:00:00', isDel: 0 },
        { id: '3', title: '6666', couponPrice: 2, useMinPrice: 10.5, couponTime: 10, status: 0, type: 0, productId: null, product: null, createTime: 1767225600000 },
      ],
      totalElements: 2,
    })!;
    expect(page.content[0]).toEqual({
      id: 1, title: '双十一优惠券', type: 1, couponPrice: 500, useMinPrice: 10000, couponTime: 20, sort: 0, status: 1, integral: 0, productId: '29,32',
      product: [{ id: 32, label: '口红', image: '/32.png' }], createTime: '2024-11-11 10:00:00',
    });
    expect(page.content[1]).toMatchObject({ id: 3, couponPrice: 200, useMinPrice: 1050, productId: '', product: [] });
    expect(coupons.parseRow({ id: 9 })).toMatchObject({ ok: false });
  });

  it('a 商品券 edits its products (ids of productId where the answer names none) and sends them joined; a 通用券 sends none', () => {
    const [eleven, plain] = coupons.parsePage({ content: [{ id: 1, title: 'A', type: 1, productId: '29,32', couponPrice: 5, useMinPrice: 100 }, { id: 2, title: 'B', type: 0, couponPrice: 1, useMinPrice: 2, status: 1 }], totalElements: 2 })!.content;
    expect(productsOf(eleven!)).toEqual([{ id: 29, label: '#29', image: '' }, { id: 32, label: '#32', image: '' }]);
    expect(coupons.bodyOf(coupons.formOf(eleven!))).toEqual({ id: 1, title: 'A', type: 1, productId: '29,32', couponPrice: '5.00', useMinPrice: '100.00', couponTime: 1, sort: 0, status: 0 });
    expect(coupons.bodyOf(coupons.formOf(plain!))).toEqual({ id: 2, title: 'B', type: 0, productId: '', couponPrice: '1.00', useMinPrice: '2.00', couponTime: 1, sort: 0, status: 1 });
    expect(priceAboveMin({ couponPrice: 100, useMinPrice: 100 })).toBe(true);
    expect(priceAboveMin({ couponPrice: 99, useMinPrice: 100 })).toBe(false);
    expect(coupons.permissions).toMatchObject({ list: ['admin', 'YXSTORECOUPON_ALL', 'YXSTORECOUPON_SELECT'], add: ['admin', 'YXSTORECOUPON_ALL', 'YXSTORECOUPON_CREATE'], del: ['admin', 'YXSTORECOUPON_ALL', 'YXSTORECOUPON_DELETE'] });
  });
});
