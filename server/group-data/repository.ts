import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { badRequest } from '../http/errors';
import type { GroupName, GroupValue } from './groups';
import { NOT_FOUND, type GroupDataDto, type GroupDataQuery } from './schemas';

const FROM = 'yx_system_group_data d';
const SELECT = `SELECT d.id, d.group_name AS groupName, d.value, d.sort, d.status FROM ${FROM}`;

/** The list's one order (2.7: yshop overrides the client's sort with `sort desc`); the newest first among equals. */
const ORDER = 'd.sort DESC, d.id DESC';

interface Row {
  id: number;
  groupName: string;
  value: string;
  sort: number;
  status: number;
}

const toDto = (r: Row): GroupDataDto => ({ id: r.id, groupName: r.groupName, value: r.value, map: JSON.parse(r.value) as GroupValue, addTime: null, sort: r.sort, status: r.status });

/** What a write stores: the group, its clean value and the row's own sort and status. */
export interface GroupDataInput {
  groupName: GroupName;
  value: GroupValue;
  sort: number;
  status: number;
}

/**
 * 商城设置's group data (`yx_system_group_data`, CONTRACT-MEMBERS 2.7, 3.6, 4.5): a group's
 * rows in 排序 order, written whole, soft-deleted. A row never changes group: an id is
 * found only in the group the body names.
 */
export class GroupDataRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    this.list = new SqlList<Row>(db, { select: SELECT, from: FROM, sort: {}, defaultOrder: ORDER, idColumn: 'd.id' });
  }

  page(q: GroupDataQuery): Page<GroupDataDto> {
    const where = new Where().add('d.is_del = 0').equals('d.group_name', q.groupName).equals('d.status', q.status);
    const { content, totalElements } = this.list.page(where, ORDER, q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  create(input: GroupDataInput, at: number): number {
    return Number(
      this.statements
        .get('INSERT INTO yx_system_group_data (group_name, value, create_time, update_time, sort, status) VALUES (?, ?, ?, ?, ?, ?)')
        .run(input.groupName, JSON.stringify(input.value), at, at, input.sort, input.status).lastInsertRowid,
    );
  }

  /** The whole value, as yshop's form sends it; an unknown, deleted or other group's id refuses. */
  update(id: number, input: GroupDataInput, at: number): void {
    const changed = this.statements
      .get('UPDATE yx_system_group_data SET value = ?, sort = ?, status = ?, update_time = ? WHERE id = ? AND group_name = ? AND is_del = 0')
      .run(JSON.stringify(input.value), input.sort, input.status, at, id, input.groupName).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }

  remove(id: number, at: number): void {
    const changed = this.statements.get('UPDATE yx_system_group_data SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0').run(at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }
}
