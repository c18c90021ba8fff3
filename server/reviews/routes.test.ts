import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { expectMessage, logRows } from '../testing/system-fixtures';
import type { ReviewDto } from './schemas';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: ReviewDto[]; totalElements: number };
const list = async (query = 'page=0&size=10&isDel=0'): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxStoreProductReply?${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const stored = (id: number) =>
  t.app.ctx.db.prepare('SELECT product_score, comment, is_reply, merchant_reply_content, is_del FROM yx_store_product_reply WHERE id = ?').get(id);

describe('GET api/yxStoreProductReply', () => {
  it('lists the demo reviews newest first with their member and product, dates as text', async () => {
    const page = await list();
    expect(page.totalElements).toBe(6);
    const first = page.content[0]!;
    expect(first).toEqual({
      id: expect.any(Number),
      uid: 41315,
      user: { uid: 41315, nickname: '15136175246', avatar: '', phone: '15136175246' },
      oid: 0,
      unique: '',
      productId: 37,
      storeProduct: { id: 37, image: expect.stringMatching(/^\/file\/pictures\//), storeName: expect.stringContaining('小米电视') },
      replyType: 'product',
      productScore: 5,
      serviceScore: 5,
      comment: expect.any(String),
      pics: expect.stringMatching(/^\/file\/pictures\//),
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      merchantReplyContent: '感谢您的支持，祝您观影愉快！',
      merchantReplyTime: expect.stringMatching(/^\d{4}-/),
      isReply: 1,
    });
    expect(page.content.filter((r) => r.isReply === 0).every((r) => r.merchantReplyTime === null)).toBe(true);
    expect((await list('isDel=1')).totalElements).toBe(0);
  });

  it('keeps the review of a member or product that went, with user / storeProduct null for a gone member', async () => {
    t.app.ctx.db.prepare('UPDATE yx_user SET is_del = 1 WHERE uid = 41315').run();
    expect((await list()).content.find((r) => r.uid === 41315)!.user).toBeNull();
  });

  it('sorts by whitelisted columns only', async () => {
    const ids = (await list()).content.map((r) => r.id);
    expect((await list('sort=id,asc')).content.map((r) => r.id)).toEqual([...ids].reverse());
    expect((await list(`sort=${encodeURIComponent('comment;DELETE FROM yx_store_product_reply')}`)).content.map((r) => r.id)).toEqual(ids);
  });
});

describe('回复 and 删除', () => {
  it('replies reading only id and merchantReplyContent; a second reply replaces the first', async () => {
    const review = (await list()).content.find((r) => r.isReply === 0)!;
    const body = { ...review, merchantReplyContent: ' 谢谢惠顾 ', productScore: 1, comment: '改过的评论', isDel: 1 };
    expect((await call(t.app, 'PUT', '/api/yxStoreProductReply', { token: admin, body })).statusCode).toBe(204);
    expect(stored(review.id)).toEqual({ product_score: review.productScore, comment: review.comment, is_reply: 1, merchant_reply_content: '谢谢惠顾', is_del: 0 });
    await call(t.app, 'PUT', '/api/yxStoreProductReply', { token: admin, body: { id: review.id, merchantReplyContent: '再次感谢' } });
    const after = (await list()).content.find((r) => r.id === review.id)!;
    expect(after).toMatchObject({ isReply: 1, merchantReplyContent: '再次感谢', merchantReplyTime: expect.stringMatching(/^\d{4}-/) });
    expect(logRows(t.app, '回复评论')).toHaveLength(2);
  });

  it.each([
    [{ id: 1, merchantReplyContent: '' }, 400, '回复内容不能为空'],
    [{ id: 1, merchantReplyContent: '   ' }, 400, '回复内容不能为空'],
    [{ id: 1 }, 400, '回复内容不能为空'],
    [{ id: 1, merchantReplyContent: 'x'.repeat(301) }, 400, '回复内容不能超过 300 个字符'],
    [{ id: 99999, merchantReplyContent: '你好' }, 400, '评论不存在'],
  ])('refuses a reply %j', async (body, status, message) => {
    expectMessage(await call(t.app, 'PUT', '/api/yxStoreProductReply', { token: admin, body }), status, message);
    expect(t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product_reply WHERE is_reply = 1').pluck().get()).toBe(1);
  });

  it('deletes softly (never refused for a live review); deleted reviews are gone and cannot be answered', async () => {
    const review = (await list()).content[1]!;
    expect((await call(t.app, 'DELETE', `/api/yxStoreProductReply/${review.id}`, { token: admin })).statusCode).toBe(200);
    expect((await list()).content.map((r) => r.id)).not.toContain(review.id);
    expect(stored(review.id)).toMatchObject({ is_del: 1 });
    expectMessage(await call(t.app, 'DELETE', `/api/yxStoreProductReply/${review.id}`, { token: admin }), 400, '评论不存在');
    expectMessage(await call(t.app, 'PUT', '/api/yxStoreProductReply', { token: admin, body: { id: review.id, merchantReplyContent: '晚了' } }), 400, '评论不存在');
    expect(logRows(t.app, '删除评论')).toHaveLength(1);
  });

  it('lets the editor read but neither reply nor delete', async () => {
    const editor = await login(t.app, 'editor');
    const id = (await list()).content[0]!.id;
    expect((await call(t.app, 'GET', '/api/yxStoreProductReply', { token: editor })).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', '/api/yxStoreProductReply', { token: editor, body: { id, merchantReplyContent: 'x' } })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/yxStoreProductReply/${id}`, { token: editor })).statusCode).toBe(403);
    expect((await list()).totalElements).toBe(6);
  });
});
