import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';

export interface PictureRecord {
  id: number;
  filename: string;
  storedName: string;
  size: number;
  width: number;
  height: number;
  username: string;
  createTime: number;
  /** Its group; null is 未分组. */
  groupId: number | null;
}

/** Which group's pictures a page lists: one group's, 未分组's (`'none'`), or every picture (undefined). */
export type GroupFilter = number | 'none' | undefined;

interface Row {
  id: number;
  filename: string;
  stored_name: string;
  size: number;
  width: number;
  height: number;
  username: string;
  create_time: number;
  group_id: number | null;
}

const toRecord = (r: Row): PictureRecord => ({
  id: r.id,
  filename: r.filename,
  storedName: r.stored_name,
  size: r.size,
  width: r.width,
  height: r.height,
  username: r.username,
  createTime: r.create_time,
  groupId: r.group_id,
});

export class PictureRepository {
  private readonly insertStmt;
  private readonly findStmt;
  private readonly list;
  private readonly moveStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      'INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.moveStmt = db.prepare<[number | null, string]>('UPDATE pictures SET group_id = ? WHERE id IN (SELECT value FROM json_each(?))');
    this.findStmt = db.prepare<[number], Row>('SELECT * FROM pictures WHERE id = ?');
    this.list = new SqlList<Row>(db, { select: 'SELECT * FROM pictures', from: 'pictures', sort: {}, defaultOrder: 'id DESC', idColumn: 'id' });
  }

  create(p: Omit<PictureRecord, 'id'>): PictureRecord {
    const id = Number(
      this.insertStmt.run(p.filename, p.storedName, p.size, p.width, p.height, p.username, p.createTime, p.groupId).lastInsertRowid,
    );
    return toRecord(this.findStmt.get(id)!);
  }

  /** Newest first; `filename` filters by a part of the original name, `group` by the group. */
  page(filename: string, group: GroupFilter, page: number, size: number): Page<PictureRecord> {
    const where = new Where().contains(['filename'], filename.trim());
    if (group === 'none') where.add('group_id IS NULL');
    else where.equals('group_id', group);
    const { content, totalElements } = this.list.page(where, 'id DESC', page, size);
    return { content: content.map(toRecord), totalElements };
  }

  /** Puts these pictures in the group (null: 未分组); ids of no picture change nothing. Returns how many moved. */
  moveTo(ids: readonly number[], groupId: number | null): number {
    return this.moveStmt.run(groupId, JSON.stringify(ids)).changes;
  }
}
