import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { ALREADY_THERE, NOT_FOUND, type CustomerDto, type CustomerInput, type CustomerQuery } from './schemas';

const FROM = 'yx_store_customer c';
const SELECT = `SELECT c.id, c.nick_name AS nickName, c.open_id AS openId, c.remark, c.is_enable AS isEnable,
  c.create_time AS createTime, c.update_time AS updateTime FROM ${FROM}`;
const toDto = wireRow<CustomerDto>({ times: ['createTime', 'updateTime'] });

/**
 * 订单消息管理 (`yx_store_customer`, CONTRACT-MEMBERS 2.9, 3.8): who is sent a WeChat notice of
 * each paid order and refund request. CRUD, soft delete; one live row per openId.
 */
export class CustomerRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    const sort = { id: 'c.id', nickName: 'c.nick_name', isEnable: 'c.is_enable', createTime: 'c.create_time' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'c.id DESC', idColumn: 'c.id' });
  }

  private where(q: CustomerQuery): Where {
    return new Where().add('c.is_del = 0').contains(['c.nick_name'], q.nickName).contains(['c.remark'], q.remark);
  }

  page(q: CustomerQuery): Page<CustomerDto> {
    const { content, totalElements } = this.list.page(this.where(q), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  all(q: CustomerQuery, limit: number): CustomerDto[] {
    return this.list.rows(this.where(q), this.list.order(q.sort), limit).map(toDto);
  }

  private assertOpenIdFree(openId: string, id: number | null): void {
    const other = this.statements.get('SELECT id FROM yx_store_customer WHERE open_id = ? AND is_del = 0').pluck().get(openId) as number | undefined;
    if (other !== undefined && other !== id) throw badRequest(ALREADY_THERE);
  }

  create(c: CustomerInput, at: number): number {
    this.assertOpenIdFree(c.openId, null);
    return Number(
      this.statements
        .get('INSERT INTO yx_store_customer (nick_name, open_id, remark, is_enable, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?)')
        .run(c.nickName, c.openId, c.remark, c.isEnable, at, at).lastInsertRowid,
    );
  }

  update(id: number, c: CustomerInput, at: number): void {
    const live = this.statements.get('SELECT 1 FROM yx_store_customer WHERE id = ? AND is_del = 0').get(id);
    if (!live) throw badRequest(NOT_FOUND);
    this.assertOpenIdFree(c.openId, id);
    this.statements
      .get('UPDATE yx_store_customer SET nick_name = ?, open_id = ?, remark = ?, is_enable = ?, update_time = ? WHERE id = ?')
      .run(c.nickName, c.openId, c.remark, c.isEnable, at, id);
  }

  /** Soft-deletes each live id; one unknown or already deleted refuses (and rolls back) the whole call. */
  remove(ids: readonly number[], at: number): void {
    const remove = this.statements.get('UPDATE yx_store_customer SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
    for (const id of ids) if (remove.run(at, id).changes !== 1) throw badRequest(NOT_FOUND);
  }
}
