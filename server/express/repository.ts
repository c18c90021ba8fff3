import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import type { ExpressDto, ExpressInput } from './schemas';

export type { ExpressDto, ExpressInput } from './schemas';

/** Sortable columns: the only names a request's `sort` reaches. */
export const EXPRESS_SORT = { id: 'e.id', code: 'e.code', name: 'e.name', sort: 'e.sort' } as const;

const SELECT = 'SELECT e.id, e.code, e.name, e.sort, e.is_show AS isShow FROM yx_express e';

/** 快递公司 (`yx_express`): soft-deleted; a name belongs to one live company at most. */
export class ExpressRepository {
  private readonly list;
  private readonly findStmt;
  private readonly byName;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;

  constructor(db: Db) {
    this.list = new SqlList<ExpressDto>(db, { select: SELECT, from: 'yx_express e', sort: EXPRESS_SORT, defaultOrder: 'e.id DESC', idColumn: 'e.id' });
    this.findStmt = db.prepare<[number], ExpressDto>(`${SELECT} WHERE e.is_del = 0 AND e.id = ?`);
    this.byName = db.prepare<[string], number>('SELECT id FROM yx_express WHERE is_del = 0 AND name = ?').pluck();
    this.insertStmt = db.prepare('INSERT INTO yx_express (code, name, sort, is_show, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE yx_express SET code = ?, name = ?, sort = ?, is_show = ?, update_time = ? WHERE id = ?');
    this.deleteStmt = db.prepare('UPDATE yx_express SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
  }

  /** yshop's `id desc` unless `sort` names a column of EXPRESS_SORT. */
  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  page(order: string, page: number, size: number): Page<ExpressDto> {
    return this.list.page(new Where().add('e.is_del = 0'), order, page, size);
  }

  find(id: number): ExpressDto | null {
    return this.findStmt.get(id) ?? null;
  }

  /** The live company with this name, if any. */
  nameOwner(name: string): number | null {
    return this.byName.get(name) ?? null;
  }

  create(input: ExpressInput, at: number): number {
    return Number(this.insertStmt.run(input.code, input.name, input.sort, input.isShow ? 1 : 0, at, at).lastInsertRowid);
  }

  update(id: number, input: ExpressInput, at: number): void {
    this.updateStmt.run(input.code, input.name, input.sort, input.isShow ? 1 : 0, at, id);
  }

  softDelete(id: number, at: number): void {
    this.deleteStmt.run(at, id);
  }
}
