import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import type { SpecDefinition } from '../http/sku';
import { formatDateTime } from '../shared/time';
import type { RuleDto, RuleInput } from './schemas';

interface RuleRow {
  id: number;
  rule_name: string;
  rule_value: string;
  create_time: number;
  update_time: number | null;
}

/** The sortable columns (CONTRACT-SHOP 10.1's whitelist, those a rule has). */
export const RULE_SORT = { id: 'r.id', createTime: 'r.create_time' } as const;

/** A stored value that is not a spec list (written outside the API) reads as no specs. */
function specsOf(text: string): SpecDefinition[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((s: unknown) => {
      const spec = s as { value?: unknown; detail?: unknown };
      if (typeof spec?.value !== 'string') return [];
      const detail = Array.isArray(spec.detail) ? spec.detail.filter((d): d is string => typeof d === 'string') : [];
      return [{ value: spec.value, detail }];
    });
  } catch {
    return [];
  }
}

const toDto = (r: RuleRow): RuleDto => ({
  id: r.id,
  ruleName: r.rule_name,
  ruleValue: specsOf(r.rule_value),
  createTime: formatDateTime(r.create_time),
  updateTime: r.update_time === null ? null : formatDateTime(r.update_time),
});

/** 规格模板 (`yx_store_product_rule`): soft-deleted, never unique by name (the dump has two 手机). */
export class RuleRepository {
  private readonly list;
  private readonly findStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;

  constructor(db: Db) {
    this.list = new SqlList<RuleRow>(db, {
      select: 'SELECT r.* FROM yx_store_product_rule r',
      from: 'yx_store_product_rule r',
      sort: RULE_SORT,
      defaultOrder: 'r.id DESC',
      idColumn: 'r.id',
    });
    this.findStmt = db.prepare<[number], RuleRow>('SELECT * FROM yx_store_product_rule WHERE id = ? AND is_del = 0');
    this.insertStmt = db.prepare('INSERT INTO yx_store_product_rule (rule_name, rule_value, create_time, update_time) VALUES (?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE yx_store_product_rule SET rule_name = ?, rule_value = ?, update_time = ? WHERE id = ? AND is_del = 0');
    this.deleteStmt = db.prepare('UPDATE yx_store_product_rule SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
  }

  private live(): Where {
    return new Where().add('r.is_del = 0');
  }

  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  page(order: string, page: number, size: number): Page<RuleDto> {
    const { content, totalElements } = this.list.page(this.live(), order, page, size);
    return { content: content.map(toDto), totalElements };
  }

  /** Every live rule (the product form's 选择规格, the export). */
  all(order = 'r.id DESC'): RuleDto[] {
    return this.list.rows(this.live(), order).map(toDto);
  }

  find(id: number): RuleDto | null {
    const r = this.findStmt.get(id);
    return r ? toDto(r) : null;
  }

  create(input: RuleInput, at: number): number {
    return Number(this.insertStmt.run(input.ruleName, JSON.stringify(input.ruleValue), at, at).lastInsertRowid);
  }

  /** False when the rule is unknown or deleted. */
  update(id: number, input: RuleInput, at: number): boolean {
    return this.updateStmt.run(input.ruleName, JSON.stringify(input.ruleValue), at, id).changes === 1;
  }

  /** Soft-deletes one rule; false when it is unknown or already deleted. */
  delete(id: number, at: number): boolean {
    return this.deleteStmt.run(at, id).changes === 1;
  }
}
