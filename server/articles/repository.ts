import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { NOT_FOUND, type ArticleDto, type ArticleInfo, type ArticleInput, type ArticleQuery } from './schemas';

const FROM = 'yx_article a';
const COLUMNS = `a.id, a.cid, a.title, a.author, a.image_input AS imageInput, a.synopsis, a.content, a.share_title AS shareTitle,
  a.share_synopsis AS shareSynopsis, a.visit, a.sort, a.url, a.status, a.create_time AS createTime, a.hide, a.admin_id AS adminId,
  a.mer_id AS merId, a.product_id AS productId, a.is_hot AS isHot, a.is_banner AS isBanner`;
const toDto = wireRow<Omit<ArticleDto, 'thumbMediaId'>>({ times: ['createTime'] });
const toInfo = wireRow<ArticleInfo>({ times: ['createTime', 'updateTime'] });

/**
 * 图文 (`yx_article`, CONTRACT-MEMBERS 2.12, 3.9): list, one article, create, edit and the
 * soft delete. An unknown or deleted id is `数据不存在` (Rec. 7.17), for `info` too (yshop
 * answers an empty 200 there).
 */
export class ArticleRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    const sort = { id: 'a.id', title: 'a.title', author: 'a.author', sort: 'a.sort', createTime: 'a.create_time', updateTime: 'a.update_time' };
    this.list = new SqlList<unknown>(db, { select: `SELECT ${COLUMNS} FROM ${FROM}`, from: FROM, sort, defaultOrder: 'a.id DESC', idColumn: 'a.id' });
  }

  page(q: ArticleQuery): Page<ArticleDto> {
    const { content, totalElements } = this.list.page(new Where().add('a.is_del = 0'), this.list.order(q.sort), q.page, q.size);
    return { content: content.map((row) => ({ ...toDto(row), thumbMediaId: null })), totalElements };
  }

  info(id: number): ArticleInfo {
    const row = this.statements.get(`SELECT ${COLUMNS}, a.update_time AS updateTime FROM ${FROM} WHERE a.id = ? AND a.is_del = 0`).get(id);
    if (row === undefined) throw badRequest(NOT_FOUND);
    return toInfo(row);
  }

  create(a: ArticleInput, at: number): number {
    return Number(
      this.statements
        .get('INSERT INTO yx_article (title, author, image_input, synopsis, content, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(a.title, a.author, a.imageInput, a.synopsis, a.content, at, at).lastInsertRowid,
    );
  }

  /** The form's five fields; yshop's other columns stay as they are. */
  update(id: number, a: ArticleInput, at: number): void {
    const changed = this.statements
      .get('UPDATE yx_article SET title = ?, author = ?, image_input = ?, synopsis = ?, content = ?, update_time = ? WHERE id = ? AND is_del = 0')
      .run(a.title, a.author, a.imageInput, a.synopsis, a.content, at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }

  remove(id: number, at: number): void {
    const changed = this.statements.get('UPDATE yx_article SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0').run(at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }

  /** Whether a live article has this id (发布 refuses an unknown one before it says why it cannot send). */
  exists(id: number): boolean {
    return this.statements.get('SELECT 1 FROM yx_article WHERE id = ? AND is_del = 0').get(id) !== undefined;
  }
}
