import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { formatDateTime } from '../shared/time';
import type { ReviewDto } from './schemas';

interface ReviewRecord {
  id: number;
  uid: number;
  oid: number;
  unique: string;
  product_id: number;
  reply_type: string;
  product_score: number;
  service_score: number;
  comment: string;
  pics: string;
  create_time: number;
  merchant_reply_content: string | null;
  merchant_reply_time: number | null;
  is_reply: number;
  user_uid: number | null;
  user_nickname: string | null;
  user_avatar: string | null;
  user_phone: string | null;
  product_image: string | null;
  product_name: string | null;
}

/** The sortable columns (CONTRACT-SHOP 10.1's whitelist, those a review has). */
export const REVIEW_SORT = { id: 'r.id', createTime: 'r.create_time' } as const;

// The member and the product as they are now (a deleted product still names its reviews, as in yshop).
const SELECT = `SELECT r.*, u.uid AS user_uid, u.nickname AS user_nickname, u.avatar AS user_avatar, u.phone AS user_phone,
  p.image AS product_image, p.store_name AS product_name
  FROM yx_store_product_reply r
  LEFT JOIN yx_user u ON u.uid = r.uid AND u.is_del = 0
  LEFT JOIN yx_store_product p ON p.id = r.product_id`;

const toDto = (r: ReviewRecord): ReviewDto => ({
  id: r.id,
  uid: r.uid,
  user: r.user_uid === null ? null : { uid: r.user_uid, nickname: r.user_nickname ?? '', avatar: r.user_avatar ?? '', phone: r.user_phone ?? '' },
  oid: r.oid,
  unique: r.unique,
  productId: r.product_id,
  storeProduct: r.product_name === null ? null : { id: r.product_id, image: r.product_image ?? '', storeName: r.product_name },
  replyType: r.reply_type,
  productScore: r.product_score,
  serviceScore: r.service_score,
  comment: r.comment,
  pics: r.pics,
  createTime: formatDateTime(r.create_time),
  merchantReplyContent: r.merchant_reply_content,
  merchantReplyTime: r.merchant_reply_time === null ? null : formatDateTime(r.merchant_reply_time),
  isReply: r.is_reply,
});

/** 评论管理's reviews (`yx_store_product_reply`), soft-deleted. */
export class ReviewRepository {
  private readonly list;
  private readonly findStmt;
  private readonly replyStmt;
  private readonly deleteStmt;

  constructor(db: Db) {
    this.list = new SqlList<ReviewRecord>(db, { select: SELECT, from: 'yx_store_product_reply r', sort: REVIEW_SORT, defaultOrder: 'r.id DESC', idColumn: 'r.id' });
    this.findStmt = db.prepare<[number], ReviewRecord>(`${SELECT} WHERE r.id = ? AND r.is_del = 0`);
    this.replyStmt = db.prepare(
      'UPDATE yx_store_product_reply SET merchant_reply_content = ?, merchant_reply_time = ?, is_reply = 1, update_time = ? WHERE id = ? AND is_del = 0',
    );
    this.deleteStmt = db.prepare('UPDATE yx_store_product_reply SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
  }

  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  /** Live reviews; `isDel` true finds none (deleted reviews are gone for the console). */
  page(isDel: boolean | undefined, order: string, page: number, size: number): Page<ReviewDto> {
    const where = new Where().add('r.is_del = 0');
    if (isDel === true) where.add('0');
    const { content, totalElements } = this.list.page(where, order, page, size);
    return { content: content.map(toDto), totalElements };
  }

  find(id: number): ReviewDto | null {
    const r = this.findStmt.get(id);
    return r ? toDto(r) : null;
  }

  /** A second reply replaces the first (as yshop); false when the review is unknown or deleted. */
  reply(id: number, content: string, at: number): boolean {
    return this.replyStmt.run(content, at, at, id).changes === 1;
  }

  delete(id: number, at: number): boolean {
    return this.deleteStmt.run(at, id).changes === 1;
  }
}
