import { afterSales, AFTER_SALES_EDIT, pictureUrls } from './afterSales';

const cartLine = {
  productId: 7,
  cartNum: 2,
  truePrice: 49.9,
  productInfo: { id: 7, storeName: '<b>保温杯</b>', image: 'https://img.test/cup.png', postage: 0, attrInfo: { sku: '白,500ml', image: 'https://img.test/cup-white.png' } },
};

/** yshop's Vo: refund_amount decimal(32,8), a parsed cart line, BaseDomain-free dates as text. */
const yshopRow = {
  id: 3,
  orderCode: '1872155091755073536',
  refundAmount: 99.8,
  serviceType: 1,
  reasons: '不想要了',
  explains: '<img src=x onerror=alert(1)>',
  explainImg: 'https://img.test/a.png,javascript:alert(1),/upload/b.png,//evil.test/c.png',
  deliverySn: 'SF1234',
  deliveryName: '顺丰速运',
  shipperCode: 'SF',
  state: 2,
  salesState: 0,
  createTime: '2026-11-20 10:00:00',
  isDel: 0,
  userId: 12,
  cartInfo: [cartLine],
  consignee: '张三',
  phoneNumber: '13800000000',
  address: '上海市',
  reviewTime: '2026-11-21 09:00:00',
  deliveryTime: null,
  completeTime: null,
  auditFailedTime: null,
  revocationTime: null,
  closeAfterSaleTime: null,
};

describe('售后 entity', () => {
  it('reads yshop’s row and the embedded server’s alike: cents from decimal(32,8), lines from the cart JSON, pictures only as links', () => {
    const yshop = afterSales.parseRow(yshopRow);
    const embedded = afterSales.parseRow({ ...yshopRow, refundAmount: '99.80000000', cartInfo: [JSON.stringify(cartLine)], closeAfterSaleTime: undefined });
    expect(yshop).toEqual(embedded);
    if (!yshop.ok) throw new Error(yshop.reason);
    expect(yshop.value).toMatchObject({
      id: 3,
      orderCode: '1872155091755073536',
      refundAmount: 9980,
      serviceType: 1,
      explains: '<img src=x onerror=alert(1)>',
      explainImg: ['https://img.test/a.png', '/upload/b.png'],
      state: 2,
      salesState: 0,
      lines: [{ storeName: '<b>保温杯</b>', image: 'https://img.test/cup-white.png', sku: '白,500ml', unitPrice: 4990, count: 2, postage: 0 }],
      deliveryTime: '',
    });
    expect(yshop.value).not.toHaveProperty('userId');
  });

  it('refuses a row without an id or an order number, and keeps a row whose amount or lines cannot be read', () => {
    expect(afterSales.parseRow({ ...yshopRow, id: undefined })).toEqual({ ok: false, reason: '缺少有效的售后 id' });
    expect(afterSales.parseRow({ ...yshopRow, orderCode: ' ' })).toEqual({ ok: false, reason: '售后 3 缺少订单号' });
    const odd = afterSales.parseRow({ ...yshopRow, refundAmount: 'abc', cartInfo: ['{not json', 5, null] });
    expect(odd.ok && odd.value.refundAmount).toBeNull();
    expect(odd.ok && odd.value.lines).toEqual([]);
  });

  it('takes only http(s) pictures and site paths', () => {
    expect(pictureUrls(['http://a.test/1.png', ' data:image/png;base64,xx ', 'HTTPS://B.TEST/2.PNG'])).toEqual(['http://a.test/1.png', 'HTTPS://B.TEST/2.PNG']);
    expect(pictureUrls(null)).toEqual([]);
  });

  it('is read with yxStoreAfterSales:list and acted on with :edit, nothing added, edited or exported as a form', () => {
    expect(afterSales.permissions).toEqual({ list: ['admin', 'yxStoreAfterSales:list'] });
    expect(AFTER_SALES_EDIT).toEqual(['admin', 'yxStoreAfterSales:edit']);
    expect(afterSales.exportUrl).toBeUndefined();
  });
});
