import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { DUMP_MEMBER } from '../shared/demo';

const HOUR = 3_600_000;

/** A few reviews of the dump's products by demo members: scores 1-5, some with pictures, one answered. */
const DEMO_REVIEWS: ReadonlyArray<{ product: number; member: number; score: [number, number]; comment: string; pics: boolean; hoursAgo: number; reply?: string }> = [
  { product: 37, member: 0, score: [5, 5], comment: '画面清晰，送货很快，安装师傅也很专业。', pics: true, hoursAgo: 30, reply: '感谢您的支持，祝您观影愉快！' },
  { product: 34, member: 3, score: [4, 5], comment: '刷毛很软，不掉毛，就是收纳包小了点。', pics: false, hoursAgo: 52 },
  { product: 32, member: 7, score: [5, 4], comment: '礼盒包装很精致，送女朋友很合适。', pics: true, hoursAgo: 75 },
  { product: 36, member: 12, score: [3, 3], comment: '电脑还可以，物流有点慢。', pics: false, hoursAgo: 120 },
  { product: 33, member: 18, score: [2, 4], comment: '颜色和图片有色差，客服态度不错。', pics: false, hoursAgo: 200 },
  { product: 38, member: 25, score: [5, 5], comment: '积分换的小杯子，很可爱！', pics: true, hoursAgo: 260 },
];

/** 评论管理 in 订单管理 (CONTRACT-SHOP 1), and a few demo reviews. */
export const reviewSeed: ResourceSeed = {
  menus: [
    {
      folder: 'order',
      sort: 3,
      menu: page('评论管理', 'reply', 'shop/reply/index', 'Reply', 'comment', {
        permission: 'YXSTOREPRODUCTREPLY_SELECT',
        editor: true,
        children: [button('评论删除', 'YXSTOREPRODUCTREPLY_DELETE')],
      }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (!demo) return;
    const imageOf = db.prepare<[number], string>('SELECT image FROM yx_store_product WHERE id = ?').pluck();
    const insert = db.prepare(`INSERT INTO yx_store_product_reply
      (uid, product_id, reply_type, product_score, service_score, comment, pics, create_time, update_time, merchant_reply_content, merchant_reply_time, is_reply)
      VALUES (?, ?, 'product', ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // Oldest first, so ids follow time as they would have.
    for (const r of [...DEMO_REVIEWS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const created = at - r.hoursAgo * HOUR;
      const repliedAt = r.reply === undefined ? null : created + 2 * HOUR;
      const pics = r.pics ? (imageOf.get(r.product) ?? '') : '';
      insert.run(DUMP_MEMBER.uid + r.member, r.product, r.score[0], r.score[1], r.comment, pics, created, repliedAt ?? created, r.reply ?? null, repliedAt, r.reply === undefined ? 0 : 1);
    }
  },
};
