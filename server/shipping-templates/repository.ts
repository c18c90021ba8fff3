import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { formatDateTime } from '../shared/time';
import type { TempListItem, TemplateDto } from './schemas';
import { appointInfoJson, regionInfoJson, type Place, type TemplateInput } from './template-input';

export type { TempListItem, TemplateDto } from './schemas';

/** Sortable columns: the only names a request's `sort` reaches. */
export const TEMPLATE_SORT = { id: 't.id', name: 't.name', type: 't.type', sort: 't.sort', createTime: 't.create_time', updateTime: 't.update_time' } as const;

interface TemplateRecord {
  id: number;
  name: string;
  type: number;
  region_info: string;
  appoint: number;
  appoint_info: string;
  sort: number;
  create_time: number;
  update_time: number;
}

/** A region row as stored (amounts in hundredths). */
export interface RegionRow {
  provinceId: number;
  cityId: number;
  first: number;
  firstPrice: number;
  continues: number;
  continuePrice: number;
  type: number;
  uniqid: string;
}

/** A free-shipping row as stored. */
export interface FreeRow {
  provinceId: number;
  cityId: number;
  number: number;
  price: number;
  type: number;
  uniqid: string;
}

const toDto = (r: TemplateRecord): TemplateDto => ({
  id: r.id,
  name: r.name,
  type: r.type,
  regionInfo: r.region_info,
  appoint: r.appoint,
  appointInfo: r.appoint_info,
  createTime: formatDateTime(r.create_time),
  updateTime: formatDateTime(r.update_time),
  isDel: 0,
  sort: r.sort,
});

/** One row per picked city, or one with city 0 for a whole province (and for 默认全国, province 0). */
const cellsOf = (places: readonly Place[]): Array<[provinceId: number, cityId: number]> =>
  places.flatMap((p): Array<[number, number]> => (p.cityIds.length === 0 ? [[p.provinceId, 0]] : p.cityIds.map((c): [number, number] => [p.provinceId, c])));

/** One key per region group, as yshop's `uniqid`. */
const uniqid = (): string => randomUUID().replaceAll('-', '');

const SELECT = 'SELECT t.id, t.name, t.type, t.region_info, t.appoint, t.appoint_info, t.sort, t.create_time, t.update_time FROM yx_shipping_templates t';

/**
 * 运费模板 (`yx_shipping_templates`, soft-deleted) with its region and free-shipping rows
 * (`_region`, `_free`), which every save deletes and rebuilds. A save is one call of
 * `save` inside the caller's transaction (audited), so a refusal leaves nothing half-made.
 */
export class ShippingTemplateRepository {
  private readonly list;
  private readonly findStmt;
  private readonly allStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly clearRegions;
  private readonly clearFrees;
  private readonly insertRegion;
  private readonly insertFree;
  private readonly regionsStmt;
  private readonly freesStmt;

  constructor(db: Db) {
    this.list = new SqlList<TemplateRecord>(db, { select: SELECT, from: 'yx_shipping_templates t', sort: TEMPLATE_SORT, defaultOrder: 't.id DESC', idColumn: 't.id' });
    this.findStmt = db.prepare<[number], TemplateRecord>(`${SELECT} WHERE t.is_del = 0 AND t.id = ?`);
    this.allStmt = db.prepare<[], TemplateRecord>(`${SELECT} WHERE t.is_del = 0 ORDER BY t.sort DESC, t.id ASC`);
    this.insertStmt = db.prepare(
      'INSERT INTO yx_shipping_templates (id, name, type, region_info, appoint, appoint_info, sort, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.updateStmt = db.prepare(
      'UPDATE yx_shipping_templates SET name = ?, type = ?, region_info = ?, appoint = ?, appoint_info = ?, sort = ?, update_time = ? WHERE id = ?',
    );
    this.deleteStmt = db.prepare('UPDATE yx_shipping_templates SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
    this.clearRegions = db.prepare('DELETE FROM yx_shipping_templates_region WHERE temp_id = ?');
    this.clearFrees = db.prepare('DELETE FROM yx_shipping_templates_free WHERE temp_id = ?');
    this.insertRegion = db.prepare(
      'INSERT INTO yx_shipping_templates_region (temp_id, province_id, city_id, first, first_price, continues, continue_price, type, uniqid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertFree = db.prepare(
      'INSERT INTO yx_shipping_templates_free (temp_id, province_id, city_id, number, price, type, uniqid) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.regionsStmt = db.prepare<[number], RegionRow>(
      'SELECT province_id AS provinceId, city_id AS cityId, first, first_price AS firstPrice, continues, continue_price AS continuePrice, type, uniqid FROM yx_shipping_templates_region WHERE temp_id = ? ORDER BY id',
    );
    this.freesStmt = db.prepare<[number], FreeRow>(
      'SELECT province_id AS provinceId, city_id AS cityId, number, price, type, uniqid FROM yx_shipping_templates_free WHERE temp_id = ? ORDER BY id',
    );
  }

  /** yshop's `id desc` unless `sort` names a column of TEMPLATE_SORT. */
  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  page(order: string, page: number, size: number): Page<TemplateDto> {
    const { content, totalElements } = this.list.page(new Where().add('t.is_del = 0'), order, page, size);
    return { content: content.map(toDto), totalElements };
  }

  /** Every live template, for 导出. */
  all(order: string): TemplateDto[] {
    return this.list.rows(new Where().add('t.is_del = 0'), order).map(toDto);
  }

  /** A live template, or null (unknown or deleted). */
  find(id: number): TemplateDto | null {
    const r = this.findStmt.get(id);
    return r ? toDto(r) : null;
  }

  /**
   * `tempList` of the product form (`info`): every live template as the raw entity
   * (CONTRACT-SHOP 4.2), highest `sort` first (`输入值越大越靠前`, the template form says), then by id.
   */
  tempList(): TempListItem[] {
    return this.allStmt.all().map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      regionInfo: r.region_info,
      appoint: r.appoint,
      appointInfo: r.appoint_info,
      sort: r.sort,
      createTime: formatDateTime(r.create_time),
      updateTime: formatDateTime(r.update_time),
    }));
  }

  /**
   * Creates (`id` null; the seed may name one) or updates the template and rebuilds its
   * region and free rows. Call inside a transaction. Returns the template's id.
   */
  save(id: number | null, input: TemplateInput, at: number, newId: number | null = null): number {
    const regionInfo = regionInfoJson(input.regions);
    const appointInfo = appointInfoJson(input.frees);
    let tempId: number;
    if (id === null) {
      tempId = Number(this.insertStmt.run(newId, input.name, input.type, regionInfo, input.appoint ? 1 : 0, appointInfo, input.sort, at, at).lastInsertRowid);
    } else {
      tempId = id;
      this.updateStmt.run(input.name, input.type, regionInfo, input.appoint ? 1 : 0, appointInfo, input.sort, at, id);
    }
    this.clearRegions.run(tempId);
    for (const g of input.regions) {
      const key = uniqid();
      for (const [province, city] of cellsOf(g.places)) {
        this.insertRegion.run(tempId, province, city, g.first, g.price, g.continues, g.continuePrice, input.type, key);
      }
    }
    this.clearFrees.run(tempId);
    for (const g of input.frees) {
      const key = uniqid();
      for (const [province, city] of cellsOf(g.places)) this.insertFree.run(tempId, province, city, g.number, g.price, input.type, key);
    }
    return tempId;
  }

  /** Soft delete; the region and free rows stay (yshop keeps them too). */
  softDelete(ids: readonly number[], at: number): void {
    for (const id of ids) this.deleteStmt.run(at, id);
  }

  regions(id: number): RegionRow[] {
    return this.regionsStmt.all(id);
  }

  frees(id: number): FreeRow[] {
    return this.freesStmt.all(id);
  }
}
