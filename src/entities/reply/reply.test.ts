import { pictureUrls, replies } from './reply';

const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min, 0).getTime();

describe('the review entity', () => {
  it('reads yshop’s row (nested user and product, epoch ms) and the embedded server’s (text dates) into one shape', () => {
    const yshop = replies.parseRow({
      id: 3, uid: 41315, user: { uid: 41315, nickname: '15136175246', avatar: '', phone: '15136175246' }, oid: 13673, unique: 'u', productId: 34,
      storeProduct: { id: 34, image: 'https://img.test/p.png', storeName: '柏黛雅化妆刷' }, replyType: 'product', productScore: 5, serviceScore: 4,
      comment: '<b>很好</b>', pics: 'https://img.test/a.png, https://img.test/b.png', createTime: at(2026, 11, 20, 10, 5), merchantReplyContent: null, merchantReplyTime: null, isReply: 0,
    });
    const ours = replies.parseRow({
      id: 3, user: { uid: 41315, nickname: '15136175246' }, storeProduct: { id: 34, storeName: '柏黛雅化妆刷' }, productScore: '5', serviceScore: '4',
      comment: '<b>很好</b>', pics: 'https://img.test/a.png,https://img.test/b.png', createTime: '2026-11-20 10:05:00', merchantReplyContent: '', merchantReplyTime: null,
    });
    const expected = { id: 3, nickname: '15136175246', storeName: '柏黛雅化妆刷', productScore: 5, serviceScore: 4, comment: '<b>很好</b>', pics: ['https://img.test/a.png', 'https://img.test/b.png'], createTime: '2026-11-20 10:05:00', merchantReplyContent: '', merchantReplyTime: '' };
    expect(yshop).toEqual({ ok: true, value: expected });
    expect(ours).toEqual({ ok: true, value: expected });
  });

  it('reads a review whose buyer or product is gone, and refuses one without an id', () => {
    expect(replies.parseRow({ id: 4, user: null, storeProduct: null, pics: '' })).toMatchObject({ ok: true, value: { nickname: '', storeName: '', pics: [] } });
    expect(replies.parseRow({ user: null })).toEqual({ ok: false, reason: '缺少有效的评论 id' });
  });

  it('keeps only http(s) or same-site pictures, since each opens as a link', () => {
    expect(pictureUrls('javascript:alert(1),https://img.test/a.png,,/file/b.png,data:x')).toEqual(['https://img.test/a.png', '/file/b.png']);
    expect(pictureUrls(['https://img.test/a.png', 7])).toEqual(['https://img.test/a.png']);
  });

  it('sends a reply as { id, merchantReplyContent } only, trimmed', () => {
    const row = replies.parseRow({ id: 9, comment: '好', merchantReplyContent: '谢谢' });
    if (!row.ok) throw new Error(row.reason);
    expect(replies.formOf(row.value)).toEqual({ id: 9, merchantReplyContent: '谢谢' });
    expect(replies.bodyOf({ id: 9, merchantReplyContent: '  欢迎再来  ' })).toEqual({ id: 9, merchantReplyContent: '欢迎再来' });
  });

  it('has yshop’s permission strings: list, 回复 and 删除, no 新增', () => {
    expect(replies.permissions).toEqual({
      list: ['admin', 'YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_SELECT'],
      edit: ['admin', 'YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_EDIT'],
      del: ['admin', 'YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_DELETE'],
    });
    expect(replies.exportUrl).toBeUndefined();
  });
});
