import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { MEMBER_SEARCH } from '../db/member-search';
import type { DbVersion } from '../db/version';
import { wireRow } from '../db/wire-row';
import { dayBounds } from '../http/list-query';
import type { BillDto, BillQuery } from './schemas';

const FROM = 'yx_user_bill b LEFT JOIN yx_user u ON u.uid = b.uid';
const SELECT = `SELECT b.id, b.uid, b.link_id AS linkId, b.pm, b.title, b.category, b.type, b.number, b.balance, b.mark,
  b.create_time AS createTime, b.status, u.nickname FROM ${FROM}`;
const toDto = wireRow<BillDto>({ cents: ['number', 'balance'], times: ['createTime'] });

/** The bills of every member (`yx_user_bill`, append-only: no call writes them here). */
export class BillRepository {
  private readonly list;

  constructor(db: Db, version?: DbVersion) {
    // yshop's screens sort by `id,desc`; the others are the columns shown.
    const sort = { id: 'b.id', createTime: 'b.create_time', number: 'b.number', title: 'b.title' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'b.id DESC', idColumn: 'b.id' }, version);
  }

  private where(q: BillQuery): Where {
    return new Where()
      .add('b.is_del = 0')
      .substring('b.uid', MEMBER_SEARCH, 'nickname', q.nickname)
      .equals('b.category', q.category)
      .equals('b.type', q.type)
      .equals('b.title', q.title)
      .equals('b.pm', q.pm)
      .within('b.create_time', dayBounds(q.startTime, q.endTime));
  }

  page(q: BillQuery): Page<BillDto> {
    const { content, totalElements } = this.list.page(this.where(q), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }
}
