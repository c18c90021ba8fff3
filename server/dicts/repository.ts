import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';

export type { Page } from '../db/list';
import { formatDateTime } from '../shared/time';

export interface DictDto {
  id: number;
  name: string;
  remark: string;
  createTime: string;
}

export interface DictDetailDto {
  id: number;
  label: string;
  value: string;
  sort: number;
  dict: { id: number };
  createTime: string;
}

interface DictRecord {
  id: number;
  name: string;
  remark: string;
  create_time: number;
}

interface DetailRecord {
  id: number;
  dict_id: number;
  label: string;
  value: string;
  sort: number;
  create_time: number;
}

/** Sortable dict columns; the request names the API field, never SQL. */
const DICT_ORDER = {
  'id,asc': 'id ASC',
  'id,desc': 'id DESC',
  'name,asc': 'name ASC, id ASC',
  'name,desc': 'name DESC, id DESC',
  'createTime,asc': 'create_time ASC, id ASC',
  'createTime,desc': 'create_time DESC, id DESC',
} as const;
export type DictOrder = keyof typeof DICT_ORDER;
export const DICT_ORDERS = Object.keys(DICT_ORDER) as DictOrder[];

const toDict = (r: DictRecord): DictDto => ({ id: r.id, name: r.name, remark: r.remark, createTime: formatDateTime(r.create_time) });
const toDetail = (r: DetailRecord): DictDetailDto => ({
  id: r.id,
  label: r.label,
  value: r.value,
  sort: r.sort,
  dict: { id: r.dict_id },
  createTime: formatDateTime(r.create_time),
});

export class DictRepository {
  private readonly list;
  private readonly findStmt;
  private readonly byNameStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly detailsByNameStmt;
  private readonly detailsAllStmt;
  private readonly detailsCountByNameStmt;
  private readonly detailsCountAllStmt;
  private readonly findDetailStmt;
  private readonly insertDetailStmt;
  private readonly updateDetailStmt;
  private readonly deleteDetailStmt;

  constructor(db: Db) {
    // The order is one of DICT_ORDER's clauses, chosen from a closed list by the schema.
    this.list = new SqlList<DictRecord>(db, { select: 'SELECT * FROM dicts', from: 'dicts', sort: {}, defaultOrder: DICT_ORDER['id,asc'], idColumn: 'id' });
    this.findStmt = db.prepare<[number], DictRecord>('SELECT * FROM dicts WHERE id = ?');
    this.byNameStmt = db.prepare<[string], DictRecord>('SELECT * FROM dicts WHERE name = ?');
    this.insertStmt = db.prepare('INSERT INTO dicts (name, remark, create_time) VALUES (?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE dicts SET name = ?, remark = ? WHERE id = ?');
    this.deleteStmt = db.prepare('DELETE FROM dicts WHERE id = ?');
    const detailOrder = 'ORDER BY dd.sort ASC, dd.id ASC LIMIT ? OFFSET ?';
    this.detailsByNameStmt = db.prepare<[string, number, number], DetailRecord>(
      `SELECT dd.* FROM dict_details dd JOIN dicts d ON d.id = dd.dict_id WHERE d.name = ? ${detailOrder}`,
    );
    this.detailsAllStmt = db.prepare<[number, number], DetailRecord>(`SELECT dd.* FROM dict_details dd ${detailOrder}`);
    this.detailsCountByNameStmt = db
      .prepare<[string], number>('SELECT COUNT(*) FROM dict_details dd JOIN dicts d ON d.id = dd.dict_id WHERE d.name = ?')
      .pluck();
    this.detailsCountAllStmt = db.prepare<[], number>('SELECT COUNT(*) FROM dict_details').pluck();
    this.findDetailStmt = db.prepare<[number], DetailRecord>('SELECT * FROM dict_details WHERE id = ?');
    this.insertDetailStmt = db.prepare(
      'INSERT INTO dict_details (dict_id, label, value, sort, create_time) VALUES (?, ?, ?, ?, ?)',
    );
    this.updateDetailStmt = db.prepare('UPDATE dict_details SET dict_id = ?, label = ?, value = ?, sort = ? WHERE id = ?');
    this.deleteDetailStmt = db.prepare('DELETE FROM dict_details WHERE id = ?');
  }

  page(blurry: string, page: number, size: number, order: DictOrder): Page<DictDto> {
    const { content, totalElements } = this.list.page(new Where().contains(['name', 'remark'], blurry.trim()), DICT_ORDER[order], page, size);
    return { content: content.map(toDict), totalElements };
  }

  find(id: number): DictDto | null {
    const r = this.findStmt.get(id);
    return r ? toDict(r) : null;
  }

  idOfName(name: string): number | null {
    return this.byNameStmt.get(name)?.id ?? null;
  }

  create(name: string, remark: string, at: number): DictDto {
    const id = Number(this.insertStmt.run(name, remark, at).lastInsertRowid);
    return this.find(id)!;
  }

  update(id: number, name: string, remark: string): void {
    this.updateStmt.run(name, remark, id);
  }

  /** Returns whether it existed; its entries go with it (foreign key cascade). */
  delete(id: number): boolean {
    return this.deleteStmt.run(id).changes > 0;
  }

  details(dictName: string | null, page: number, size: number): Page<DictDetailDto> {
    if (dictName === null) {
      return {
        content: this.detailsAllStmt.all(size, page * size).map(toDetail),
        totalElements: this.detailsCountAllStmt.get()!,
      };
    }
    return {
      content: this.detailsByNameStmt.all(dictName, size, page * size).map(toDetail),
      totalElements: this.detailsCountByNameStmt.get(dictName)!,
    };
  }

  findDetail(id: number): DictDetailDto | null {
    const r = this.findDetailStmt.get(id);
    return r ? toDetail(r) : null;
  }

  createDetail(dictId: number, label: string, value: string, sort: number, at: number): DictDetailDto {
    const id = Number(this.insertDetailStmt.run(dictId, label, value, sort, at).lastInsertRowid);
    return this.findDetail(id)!;
  }

  updateDetail(id: number, dictId: number, label: string, value: string, sort: number): void {
    this.updateDetailStmt.run(dictId, label, value, sort, id);
  }

  deleteDetail(id: number): boolean {
    return this.deleteDetailStmt.run(id).changes > 0;
  }
}
