import type { Db } from '../db/connection';

/** A picture group as the console reads it: its pictures counted. */
export interface PictureGroupDto {
  id: number;
  name: string;
  /** How many pictures it holds. */
  count: number;
}

/** 上传图片's groups (migration 14); a picture of none is 未分组. */
export class PictureGroupRepository {
  private readonly listStmt;
  private readonly findStmt;
  private readonly nameOwnerStmt;
  private readonly countStmt;
  private readonly insertStmt;
  private readonly renameStmt;
  private readonly ungroupStmt;
  private readonly deleteStmt;

  constructor(private readonly db: Db) {
    this.listStmt = db.prepare<[], PictureGroupDto>(
      'SELECT g.id, g.name, (SELECT COUNT(*) FROM pictures p WHERE p.group_id = g.id) AS count FROM picture_groups g ORDER BY g.id',
    );
    this.findStmt = db.prepare<[number], PictureGroupDto>(
      'SELECT g.id, g.name, (SELECT COUNT(*) FROM pictures p WHERE p.group_id = g.id) AS count FROM picture_groups g WHERE g.id = ?',
    );
    this.nameOwnerStmt = db.prepare<[string], number>('SELECT id FROM picture_groups WHERE name = ? COLLATE NOCASE').pluck();
    this.countStmt = db.prepare<[], number>('SELECT COUNT(*) FROM picture_groups').pluck();
    this.insertStmt = db.prepare<[string, number]>('INSERT INTO picture_groups (name, create_time) VALUES (?, ?)');
    this.renameStmt = db.prepare<[string, number]>('UPDATE picture_groups SET name = ? WHERE id = ?');
    this.ungroupStmt = db.prepare<[number]>('UPDATE pictures SET group_id = NULL WHERE group_id = ?');
    this.deleteStmt = db.prepare<[number]>('DELETE FROM picture_groups WHERE id = ?');
  }

  /** Every group, oldest first (the order they were made in, as the console lists them). */
  all(): PictureGroupDto[] {
    return this.listStmt.all();
  }

  find(id: number): PictureGroupDto | undefined {
    return this.findStmt.get(id);
  }

  /** The group holding this name (ASCII case aside), or null. */
  nameOwner(name: string): number | null {
    return this.nameOwnerStmt.get(name) ?? null;
  }

  size(): number {
    return this.countStmt.get() ?? 0;
  }

  create(name: string, at: number): PictureGroupDto {
    const id = Number(this.insertStmt.run(name, at).lastInsertRowid);
    return this.find(id)!;
  }

  rename(id: number, name: string): void {
    this.renameStmt.run(name, id);
  }

  /** Deletes the group; its pictures stay, in 未分组. */
  delete(id: number): void {
    this.db.transaction(() => {
      this.ungroupStmt.run(id);
      this.deleteStmt.run(id);
    })();
  }
}
