import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { NOT_FOUND, type AppVersionDto, type AppVersionInput, type AppVersionQuery } from './schemas';

const FROM = 'yx_app_version v';
const SELECT = `SELECT v.id, v.version_code AS versionCode, v.version_name AS versionName, v.version_info AS versionInfo,
  v.android_url AS androidUrl, v.ios_url AS iosUrl, v.force_update AS forceUpdate, v.create_time AS createTime, v.update_time AS updateTime FROM ${FROM}`;
const toDto = wireRow<AppVersionDto>({ times: ['createTime', 'updateTime'] });

/**
 * App版本 (`yx_app_version`, CONTRACT-MEMBERS 2.11, 3.12): the versions the app checks for
 * an update. Full CRUD, soft delete; an unknown or deleted id is `数据不存在` (Rec. 7.17).
 */
export class AppVersionRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    const sort = { id: 'v.id', versionCode: 'v.version_code', versionName: 'v.version_name', createTime: 'v.create_time', updateTime: 'v.update_time' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'v.id DESC', idColumn: 'v.id' });
  }

  private where(): Where {
    return new Where().add('v.is_del = 0');
  }

  page(q: AppVersionQuery): Page<AppVersionDto> {
    const { content, totalElements } = this.list.page(this.where(), this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  /** Every live version, for 导出. */
  all(q: AppVersionQuery, limit: number): AppVersionDto[] {
    return this.list.rows(this.where(), this.list.order(q.sort), limit).map(toDto);
  }

  create(v: AppVersionInput, at: number): number {
    return Number(
      this.statements
        .get('INSERT INTO yx_app_version (version_code, version_name, version_info, android_url, ios_url, force_update, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(v.versionCode, v.versionName, v.versionInfo, v.androidUrl, v.iosUrl, v.forceUpdate, at, at).lastInsertRowid,
    );
  }

  /** The whole row from the form (yshop's dialog sends every field); an unknown or deleted id refuses. */
  update(id: number, v: AppVersionInput, at: number): void {
    const changed = this.statements
      .get('UPDATE yx_app_version SET version_code = ?, version_name = ?, version_info = ?, android_url = ?, ios_url = ?, force_update = ?, update_time = ? WHERE id = ? AND is_del = 0')
      .run(v.versionCode, v.versionName, v.versionInfo, v.androidUrl, v.iosUrl, v.forceUpdate, at, id).changes;
    if (changed !== 1) throw badRequest(NOT_FOUND);
  }

  /** Soft-deletes each live id; one unknown or already deleted refuses (and rolls back) the whole call. */
  remove(ids: readonly number[], at: number): void {
    const remove = this.statements.get('UPDATE yx_app_version SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
    for (const id of ids) if (remove.run(at, id).changes !== 1) throw badRequest(NOT_FOUND);
  }
}
