import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { NOT_FOUND, type TemplateDto, type TemplateInput, type TemplateQuery } from './template-schemas';

const FROM = 'yx_wechat_template t';
const SELECT = `SELECT t.id, t.tempkey, t.name, t.content, t.tempid, t.status, t.type, t.create_time AS createTime, t.update_time AS updateTime FROM ${FROM}`;
const toDto = wireRow<TemplateDto>({ times: ['createTime', 'updateTime'] });

/**
 * 微信模板消息 (`yx_wechat_template`, CONTRACT-MEMBERS 2.13, 3.11): the WeChat template ids
 * the shop's notices use. Full CRUD, soft delete; an unknown or deleted id is `数据不存在`.
 */
export class TemplateRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    const sort = { id: 't.id', tempkey: 't.tempkey', name: 't.name', type: 't.type', status: 't.status', createTime: 't.create_time' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 't.id DESC', idColumn: 't.id' });
  }

  private where(): Where {
    return new Where().add('t.is_del = 0');
  }

  page(q: TemplateQuery): Page<TemplateDto> {
    const { content, totalElements } = this.list.page(this.where(), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  /** Every live template, for 导出. */
  all(q: TemplateQuery, limit: number): TemplateDto[] {
    return this.list.rows(this.where(), this.list.order(q.sort), limit).map(toDto);
  }

  create(t: TemplateInput, at: number): number {
    return Number(
      this.statements
        .get('INSERT INTO yx_wechat_template (tempkey, name, content, tempid, status, type, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(t.tempkey, t.name, t.content ?? '', t.tempid, t.status, t.type, at, at).lastInsertRowid,
    );
  }

  /** The dialog's fields; `content` only when sent. An unknown or deleted id refuses. */
  update(id: number, t: TemplateInput, at: number): void {
    const changed = this.statements
      .get('UPDATE yx_wechat_template SET tempkey = ?, name = ?, content = COALESCE(?, content), tempid = ?, status = ?, type = ?, update_time = ? WHERE id = ? AND is_del = 0')
      .run(t.tempkey, t.name, t.content ?? null, t.tempid, t.status, t.type, at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }

  remove(id: number, at: number): void {
    const changed = this.statements.get('UPDATE yx_wechat_template SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0').run(at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }
}
