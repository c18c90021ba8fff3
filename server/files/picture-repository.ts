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
}

interface Row {
  id: number;
  filename: string;
  stored_name: string;
  size: number;
  width: number;
  height: number;
  username: string;
  create_time: number;
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
});

export class PictureRepository {
  private readonly insertStmt;
  private readonly findStmt;
  private readonly list;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      'INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.findStmt = db.prepare<[number], Row>('SELECT * FROM pictures WHERE id = ?');
    this.list = new SqlList<Row>(db, { select: 'SELECT * FROM pictures', from: 'pictures', sort: {}, defaultOrder: 'id DESC', idColumn: 'id' });
  }

  create(p: Omit<PictureRecord, 'id'>): PictureRecord {
    const id = Number(
      this.insertStmt.run(p.filename, p.storedName, p.size, p.width, p.height, p.username, p.createTime).lastInsertRowid,
    );
    return toRecord(this.findStmt.get(id)!);
  }

  /** Newest first; `filename` filters by a part of the original name. */
  page(filename: string, page: number, size: number): Page<PictureRecord> {
    const { content, totalElements } = this.list.page(new Where().contains(['filename'], filename.trim()), 'id DESC', page, size);
    return { content: content.map(toRecord), totalElements };
  }
}
