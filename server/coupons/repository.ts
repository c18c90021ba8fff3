import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { wireRow } from '../db/wire-row';
import { centsToWire } from '../shared/cents';
import type { CouponDto, CouponInput, CouponQuery, CouponUserDto, CouponUserQuery, IssueDto, IssueInput, IssueQuery } from './schemas';

/** A live coupon as stored (amounts in cents). */
export interface CouponRecord {
  id: number;
  title: string;
  type: number;
}

const COUPON_SELECT = `SELECT c.id, c.title, c.integral, c.coupon_price AS couponPrice, c.use_min_price AS useMinPrice,
  c.coupon_time AS couponTime, c.sort, c.status, c.type, c.product_id AS productId, c.create_time AS createTime FROM yx_store_coupon c`;
const ISSUE_SELECT = `SELECT i.id, i.cname, i.cid, i.ctype, i.start_time AS startTime, i.end_time AS endTime, i.total_count AS totalCount,
  i.remain_count AS remainCount, i.is_permanent AS isPermanent, i.status, i.create_time AS createTime FROM yx_store_coupon_issue i`;
const USER_FROM = 'yx_store_coupon_user cu LEFT JOIN yx_user u ON u.uid = cu.uid';
const USER_SELECT = `SELECT cu.id, cu.cid, cu.uid, u.nickname, cu.coupon_title AS couponTitle, cu.coupon_price AS couponPrice,
  cu.use_min_price AS useMinPrice, cu.create_time AS addTime, cu.create_time AS createTime, cu.end_time AS endTime, cu.use_time AS useTime,
  cu.type, cu.status, cu.is_fail AS isFail FROM ${USER_FROM}`;

type CouponRow = Omit<CouponDto, 'product'>;
const couponWire = wireRow<CouponRow>({ cents: ['couponPrice', 'useMinPrice'], times: ['createTime'] });
const issueWire = wireRow<IssueDto>({ times: ['startTime', 'endTime', 'createTime'] });
const userWire = wireRow<CouponUserDto>({ cents: ['couponPrice', 'useMinPrice'], times: ['addTime', 'createTime', 'endTime', 'useTime'] });

/** Ids of a stored `product_id` (`29,28`). */
const idsOf = (productId: string | null): number[] => (productId ?? '').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * 优惠券 (`yx_store_coupon`), its issues (`yx_store_coupon_issue`) and the members'
 * coupons (`yx_store_coupon_user`, read only): CONTRACT-MEMBERS 2.5, 3.4 and 4.4. Every
 * table is soft-deleted; lists never show deleted rows.
 */
export class CouponRepository {
  private readonly coupons;
  private readonly issues;
  private readonly claims;
  private readonly liveCoupon;
  private readonly liveIssue;
  private readonly products;
  private readonly liveProducts;
  private readonly insertCoupon;
  private readonly updateCoupon;
  private readonly deleteCoupon;
  private readonly closeIssuesOf;
  private readonly insertIssue;
  private readonly setIssueStatus;
  private readonly deleteIssue;

  constructor(db: Db) {
    this.coupons = new SqlList<unknown>(db, {
      select: COUPON_SELECT,
      from: 'yx_store_coupon c',
      sort: { id: 'c.id', sort: 'c.sort', title: 'c.title', couponPrice: 'c.coupon_price', useMinPrice: 'c.use_min_price', couponTime: 'c.coupon_time', createTime: 'c.create_time' },
      defaultOrder: 'c.id DESC',
      idColumn: 'c.id',
    });
    this.issues = new SqlList<unknown>(db, {
      select: ISSUE_SELECT,
      from: 'yx_store_coupon_issue i',
      sort: { id: 'i.id', startTime: 'i.start_time', endTime: 'i.end_time', totalCount: 'i.total_count', remainCount: 'i.remain_count', createTime: 'i.create_time' },
      defaultOrder: 'i.id DESC',
      idColumn: 'i.id',
    });
    this.claims = new SqlList<unknown>(db, {
      select: USER_SELECT,
      from: USER_FROM,
      sort: { id: 'cu.id', createTime: 'cu.create_time', endTime: 'cu.end_time', couponPrice: 'cu.coupon_price' },
      defaultOrder: 'cu.id DESC',
      idColumn: 'cu.id',
    });
    this.liveCoupon = db.prepare<[number], CouponRecord>('SELECT id, title, type FROM yx_store_coupon WHERE id = ? AND is_del = 0');
    this.liveIssue = db.prepare<[number], { id: number; cid: number }>('SELECT id, cid FROM yx_store_coupon_issue WHERE id = ? AND is_del = 0');
    this.products = db.prepare<[string], { id: number; image: string; storeName: string; price: number }>(
      'SELECT id, image, store_name AS storeName, price FROM yx_store_product WHERE is_del = 0 AND id IN (SELECT value FROM json_each(?))',
    );
    this.liveProducts = db.prepare<[string], number>('SELECT id FROM yx_store_product WHERE is_del = 0 AND id IN (SELECT value FROM json_each(?))').pluck();
    this.insertCoupon = db.prepare(
      'INSERT INTO yx_store_coupon (title, integral, coupon_price, use_min_price, coupon_time, sort, status, type, product_id, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.updateCoupon = db.prepare(
      'UPDATE yx_store_coupon SET title = ?, integral = ?, coupon_price = ?, use_min_price = ?, coupon_time = ?, sort = ?, status = ?, type = ?, product_id = ?, update_time = ? WHERE id = ? AND is_del = 0',
    );
    this.deleteCoupon = db.prepare('UPDATE yx_store_coupon SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
    this.closeIssuesOf = db.prepare('UPDATE yx_store_coupon_issue SET status = 0, update_time = ? WHERE cid = ? AND is_del = 0 AND status = 1');
    this.insertIssue = db.prepare(
      'INSERT INTO yx_store_coupon_issue (cname, cid, ctype, start_time, end_time, total_count, remain_count, is_permanent, status, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.setIssueStatus = db.prepare('UPDATE yx_store_coupon_issue SET status = ?, update_time = ? WHERE id = ? AND is_del = 0');
    this.deleteIssue = db.prepare('UPDATE yx_store_coupon_issue SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
  }

  /** 优惠券制作's list: each 商品券 with its live products (yshop sends the whole rows; the screen reads id, image, storeName). */
  couponPage(q: CouponQuery): Page<CouponDto> {
    const where = new Where().add('c.is_del = 0').contains(['c.title'], q.title);
    const { content, totalElements } = this.coupons.page(where, this.coupons.order(q.sort), q.page, q.size);
    return {
      content: content.map((raw) => {
        const row = couponWire(raw);
        const ids = idsOf(row.productId);
        const product = ids.length === 0 ? null : this.products.all(JSON.stringify(ids)).map((p) => ({ ...p, price: centsToWire(p.price) })).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        return { ...row, product };
      }),
      totalElements,
    };
  }

  findCoupon(id: number): CouponRecord | null {
    return this.liveCoupon.get(id) ?? null;
  }

  /** The ids of `ids` that are no live product. */
  missingProducts(ids: readonly number[]): number[] {
    if (ids.length === 0) return [];
    const live = new Set(this.liveProducts.all(JSON.stringify(ids)));
    return ids.filter((id) => !live.has(id));
  }

  createCoupon(c: CouponInput, at: number): number {
    const products = c.productIds.length > 0 ? c.productIds.join(',') : null;
    return Number(this.insertCoupon.run(c.title, c.integral, c.couponPrice, c.useMinPrice, c.couponTime, c.sort, c.status, c.type, products, at, at).lastInsertRowid);
  }

  updateCouponRow(id: number, c: CouponInput, at: number): void {
    const products = c.productIds.length > 0 ? c.productIds.join(',') : null;
    this.updateCoupon.run(c.title, c.integral, c.couponPrice, c.useMinPrice, c.couponTime, c.sort, c.status, c.type, products, at, id);
  }

  /** Settled 6: the coupon goes, and its live issues close; call inside the write's transaction. Returns the issues closed. */
  deleteCouponRow(id: number, at: number): number {
    this.deleteCoupon.run(at, id);
    return this.closeIssuesOf.run(at, id).changes;
  }

  issuePage(q: IssueQuery): Page<IssueDto> {
    const where = new Where().add('i.is_del = 0').contains(['i.cname'], q.cname);
    const { content, totalElements } = this.issues.page(where, this.issues.order(q.sort), q.page, q.size);
    return { content: content.map(issueWire), totalElements };
  }

  findIssue(id: number): { id: number; cid: number } | null {
    return this.liveIssue.get(id) ?? null;
  }

  /** 发布: the coupon's name and type copied; what remains is the count (0 for an unlimited issue of none). */
  createIssue(coupon: CouponRecord, i: IssueInput, at: number): number {
    return Number(
      this.insertIssue.run(coupon.title, coupon.id, coupon.type, i.startTime, i.endTime, i.totalCount, i.totalCount, i.isPermanent, i.status, at, at).lastInsertRowid,
    );
  }

  setIssueStatusRow(id: number, status: number, at: number): void {
    this.setIssueStatus.run(status, at, id);
  }

  deleteIssueRow(id: number, at: number): void {
    this.deleteIssue.run(at, id);
  }

  /** 领取记录: 已过期 (2) for an unused coupon past its end (4.4 Rec.), as of `now`. */
  claimPage(q: CouponUserQuery, now: number): Page<CouponUserDto> {
    const where = new Where().add('cu.is_del = 0').contains(['cu.coupon_title'], q.couponTitle);
    const { content, totalElements } = this.claims.page(where, this.claims.order(q.sort), q.page, q.size);
    return {
      content: content.map((raw) => {
        const expired = (raw as { status: number; endTime: number }).status === 0 && (raw as { endTime: number }).endTime < now;
        return { ...userWire(raw), ...(expired ? { status: 2 } : {}) };
      }),
      totalElements,
    };
  }
}
