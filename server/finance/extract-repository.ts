import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { yuanText } from '../shared/cents';
import { HANDLED, NO_REASON, NO_ROW, type ExtractDto, type ExtractQuery, type Review } from './schemas';

const FROM = 'yx_user_extract e';
const SELECT = `SELECT e.id, e.uid, e.real_name AS realName, e.extract_type AS extractType, e.bank_code AS bankCode, e.bank_address AS bankAddress,
  e.alipay_code AS alipayCode, e.extract_price AS extractPrice, e.mark, e.balance, e.fail_msg AS failMsg, e.fail_time AS failTime,
  e.create_time AS createTime, e.status, e.wechat FROM ${FROM}`;
const toDto = wireRow<ExtractDto>({ cents: ['extractPrice', 'balance'], times: ['failTime', 'createTime'] });

/**
 * 提现 (`yx_user_extract`, CONTRACT-MEMBERS 2.4, 4.3 with the settled decisions): the app
 * applies (taking the commission at once); the admin approves or refuses, once. A review
 * starts with the one UPDATE guarded by `status = 0`, so of two operators pressing at once
 * exactly one changes the row and the other is told `该申请已经处理过啦！`; a refusal then
 * returns the stored amount to the stored member's commission and writes its bill, in the
 * caller's transaction. Rows are read only to word a refusal.
 */
export class ExtractRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    const sort = { id: 'e.id', createTime: 'e.create_time', extractPrice: 'e.extract_price', status: 'e.status' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'e.id DESC', idColumn: 'e.id' });
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  page(q: ExtractQuery): Page<ExtractDto> {
    const where = new Where().add('e.is_del = 0').contains(['e.real_name'], q.realName).equals('e.status', q.status);
    const { content, totalElements } = this.list.page(where, this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  /** Why a review may not go ahead: no such live row, or it was handled already; undefined while it waits. */
  private refusal(id: number): string | undefined {
    const status = this.sql('SELECT status FROM yx_user_extract WHERE id = ? AND is_del = 0').pluck().get(id) as number | undefined;
    return status === undefined ? NO_ROW : status !== 0 ? HANDLED : undefined;
  }

  /** 审核: 1 通过 (the row only: the embedded server pays nobody) or -1 驳回 (with the commission returned and its bill). */
  review({ id, status, failMsg }: Review, at: number): void {
    if (status === -1 && failMsg === '') {
      // Said only of a row still waiting: an unknown or handled one is refused first (4.3's order).
      throw badRequest(this.refusal(id) ?? NO_REASON);
    }
    const taken = this.sql(
      status === 1
        ? 'UPDATE yx_user_extract SET status = 1, update_time = @at WHERE id = @id AND status = 0 AND is_del = 0 RETURNING uid, extract_price AS amount'
        : 'UPDATE yx_user_extract SET status = -1, fail_msg = @failMsg, fail_time = @at, update_time = @at WHERE id = @id AND status = 0 AND is_del = 0 RETURNING uid, extract_price AS amount',
    ).get(status === 1 ? { id, at } : { id, at, failMsg }) as { uid: number; amount: number } | undefined;
    if (!taken) throw badRequest(this.refusal(id) ?? HANDLED);
    if (status === 1) return;
    const balance = this.sql('UPDATE yx_user SET brokerage_price = brokerage_price + @amount WHERE uid = @uid RETURNING brokerage_price').pluck().get(taken) as number | undefined;
    if (balance === undefined) throw badRequest('会员不存在');
    this.sql(
      `INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time)
       VALUES (@uid, @linkId, 1, '提现失败', 'now_money', 'extract', @amount, @balance, @mark, @at, @at)`,
    ).run({ uid: taken.uid, linkId: String(id), amount: taken.amount, balance, mark: `提现失败,退回佣金${yuanText(taken.amount)}元`, at });
  }
}
