import { productRelations } from './productRelation';

describe('the product relations entity', () => {
  it('reads yshop’s whole product row and the embedded server’s, a gone product or member as empty; list only, with 导出', () => {
    const [yshop, ours] = productRelations.parsePage({
      totalElements: 2,
      content: [
        { id: 23, uid: 41315, userName: '15136175246', productId: 37, product: { id: 37, storeName: '小米电视5', image: '/p37.png', price: 2999, isShow: 1 }, type: 'foot', category: 'product', createTime: new Date(2025, 3, 4, 10, 12, 31).getTime(), isDel: 0 },
        { id: 30, uid: 41317, userName: null, productId: 40, product: null, type: 'collect', category: 'product', createTime: '2026-11-19 08:00:00', updateTime: null },
      ],
    })!.content;
    expect(yshop).toEqual({ id: 23, uid: 41315, userName: '15136175246', productId: 37, productName: '小米电视5', productImage: '/p37.png', type: 'foot', createTime: '2025-04-04 10:12:31' });
    expect(ours).toMatchObject({ userName: '', productName: '', productImage: '', type: 'collect', createTime: '2026-11-19 08:00:00' });
    expect(productRelations.permissions).toMatchObject({ list: ['admin', 'yxStoreProductRelation:list'] });
    expect(productRelations.exportUrl).toBe('api/yxStoreProductRelation');
  });
});
