import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { NO_ROW, PAID_RECHARGE, type RechargeDto, type RechargeQuery } from './schemas';

const FROM = 'yx_user_recharge r';
const SELECT = `SELECT r.id, r.uid, r.order_id AS orderId, r.price, r.recharge_type AS rechargeType, r.paid, r.pay_time AS payTime,
  r.create_time AS createTime, r.refund_price AS refundPrice, r.nickname FROM ${FROM}`;
const toDto = wireRow<RechargeDto>({ cents: ['price', 'refundPrice'], times: ['payTime', 'createTime'] });
/** An export's row: money kept in hundredths (written as two-decimal text, never through a float). */
export type RechargeExportRow = RechargeDto;
const toExportRow = wireRow<RechargeExportRow>({ times: ['payTime', 'createTime'] });

/**
 * 充值记录 (`yx_user_recharge`, CONTRACT-MEMBERS 2.3): rows the app writes when a member
 * tops up; the admin only lists, exports and (soft) deletes them. A delete never touches
 * the balance or the bills; a paid row is a payment record and is not deleted (Rec. 7.25).
 */
export class RechargeRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    // yshop's CRUD kit sends `id,desc`; the others are the columns shown (Rec. 7.8).
    const sort = { id: 'r.id', createTime: 'r.create_time', payTime: 'r.pay_time', price: 'r.price', paid: 'r.paid' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'r.id DESC', idColumn: 'r.id' });
  }

  private where(q: RechargeQuery): Where {
    return new Where().add('r.is_del = 0').contains(['r.nickname'], q.nickname);
  }

  page(q: RechargeQuery): Page<RechargeDto> {
    const { content, totalElements } = this.list.page(this.where(q), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  /** The rows the filters select, for 导出, `price` and `refundPrice` in hundredths (sendXlsx refuses more than it holds). */
  all(q: RechargeQuery, limit: number): RechargeExportRow[] {
    return this.list.rows(this.where(q), this.list.order(q.sort), limit).map(toExportRow);
  }

  /**
   * Soft-deletes live, unpaid rows, each with one guarded UPDATE (a row paid meanwhile by
   * another connection is not deleted); the row is read only to word a refusal, which
   * rolls back the whole call (an unknown or already deleted id, a paid row).
   */
  remove(ids: readonly number[], at: number): void {
    const remove = this.statements.get('UPDATE yx_user_recharge SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0 AND paid = 0');
    const find = this.statements.get('SELECT paid FROM yx_user_recharge WHERE id = ? AND is_del = 0');
    for (const id of ids) {
      if (remove.run(at, id).changes === 1) continue;
      throw badRequest(find.get(id) === undefined ? NO_ROW : PAID_RECHARGE);
    }
  }
}
