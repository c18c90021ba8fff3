import type { Db } from '../db/connection';
import type { Page } from '../dicts/repository';

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
  private readonly pageStmt;
  private readonly countStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      'INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.findStmt = db.prepare<[number], Row>('SELECT * FROM pictures WHERE id = ?');
    this.pageStmt = db.prepare<[string, string, number, number], Row>(
      "SELECT * FROM pictures WHERE (? = '' OR filename LIKE ? ESCAPE '\\') ORDER BY id DESC LIMIT ? OFFSET ?",
    );
    this.countStmt = db
      .prepare<[string, string], number>("SELECT COUNT(*) FROM pictures WHERE (? = '' OR filename LIKE ? ESCAPE '\\')")
      .pluck();
  }

  create(p: Omit<PictureRecord, 'id'>): PictureRecord {
    const id = Number(
      this.insertStmt.run(p.filename, p.storedName, p.size, p.width, p.height, p.username, p.createTime).lastInsertRowid,
    );
    return toRecord(this.findStmt.get(id)!);
  }

  /** Newest first; `filename` filters by a part of the original name. */
  page(filename: string, page: number, size: number): Page<PictureRecord> {
    const f = filename.trim();
    const like = `%${f.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      content: this.pageStmt.all(f, like, size, page * size).map(toRecord),
      totalElements: this.countStmt.get(f, like)!,
    };
  }
}
