import type { Db } from '../db/connection';
import { StatementCache } from '../db/statement-cache';
import type { ReplyDto, ReplyInput } from './reply-schemas';

/** 自动回复 (`yx_wechat_reply`, CONTRACT-MEMBERS 2.13, 3.11): replies by key, no soft delete (section 0). */
export class ReplyRepository {
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
  }

  find(key: string): ReplyDto | undefined {
    return this.statements.get('SELECT id, key, type, data, status, hide FROM yx_wechat_reply WHERE key = ?').get(key) as ReplyDto | undefined;
  }

  /** yshop's upsert by key: one row per key, its id kept. */
  save(reply: ReplyInput): void {
    this.statements
      .get('INSERT INTO yx_wechat_reply (key, type, data, status) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET type = excluded.type, data = excluded.data, status = excluded.status')
      .run(reply.key, reply.type, reply.data, reply.status);
  }
}
