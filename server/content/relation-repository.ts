import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { formatDateTime } from '../shared/time';
import type { RelationDto, RelationQuery } from './schemas';

const FROM = `yx_store_product_relation r
  LEFT JOIN yx_user u ON u.uid = r.uid AND u.is_del = 0
  LEFT JOIN yx_store_product p ON p.id = r.product_id AND p.is_del = 0`;
const SELECT = `SELECT r.id, r.uid, u.nickname AS userName, r.product_id AS productId, p.id AS pid, p.store_name AS storeName, p.image,
  r.type, r.category, r.create_time AS createTime, r.update_time AS updateTime FROM ${FROM}`;

interface RelationRow {
  id: number;
  uid: number;
  userName: string | null;
  productId: number;
  pid: number | null;
  storeName: string | null;
  image: string | null;
  type: string;
  category: string;
  createTime: number;
  updateTime: number | null;
}

/** yshop's shape (2.10 with its Rec.s): the member's nickname or null, the live product or null, GMT+8 text times. */
const toDto = (r: RelationRow): RelationDto => ({
  id: r.id,
  uid: r.uid,
  userName: r.userName,
  productId: r.productId,
  product: r.pid === null ? null : { id: r.pid, storeName: r.storeName ?? '', image: r.image ?? '' },
  type: r.type,
  category: r.category,
  createTime: formatDateTime(r.createTime),
  updateTime: r.updateTime === null ? null : formatDateTime(r.updateTime),
});

/**
 * 商品收藏 and 用户足迹 (`yx_store_product_relation`, CONTRACT-MEMBERS 2.10, 3.7): rows the
 * app writes when a member favourites or views a product; the admin only lists and
 * exports them, one kind per screen. A relation whose member or product is gone still
 * lists (Rec. 7.20): `userName` / `product` null.
 */
export class RelationRepository {
  private readonly list;

  constructor(db: Db) {
    // The columns shown (Rec. 7.8); yshop's console sends `id,desc`.
    const sort = { id: 'r.id', uid: 'r.uid', productId: 'r.product_id', createTime: 'r.create_time' };
    this.list = new SqlList<RelationRow>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'r.id DESC', idColumn: 'r.id' });
  }

  private where(q: RelationQuery): Where {
    return new Where().add('r.is_del = 0').equals('r.type', q.type);
  }

  page(q: RelationQuery): Page<RelationDto> {
    const { content, totalElements } = this.list.page(this.where(q), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  /** The rows the filter selects, for 导出 (sendXlsx refuses more than it holds). */
  all(q: RelationQuery, limit: number): RelationDto[] {
    return this.list.rows(this.where(q), this.list.order(q.sort), limit).map(toDto);
  }
}
