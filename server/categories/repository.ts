import type { Db } from '../db/connection';
import { likePattern } from '../db/list';
import { assembleTree, type TreeNode } from '../shared/tree';
import type { CategoryDto, CategoryInput, CategoryRow, CateOption } from './schemas';

export type { CategoryDto, CategoryInput, CategoryRow, CateOption } from './schemas';

interface Record {
  id: number;
  pid: number;
  cate_name: string;
  sort: number;
  pic: string;
  is_show: number;
}

const toRow = (r: Record): CategoryRow => ({ id: r.id, pid: r.pid, cateName: r.cate_name, sort: r.sort, pic: r.pic, isShow: r.is_show });

const toDto = (node: TreeNode<CategoryRow>): CategoryDto => {
  const c = node.item;
  const dto: CategoryDto = { id: c.id, pid: c.pid, cateName: c.cateName, sort: c.sort, pic: c.pic, isShow: c.isShow, label: c.cateName };
  if (node.children.length > 0) dto.children = node.children.map(toDto);
  return dto;
};

const COLUMNS = 'id, pid, cate_name, sort, pic, is_show';
const TOP_PREFIX = '|-----';

/**
 * 商品分类 (`yx_store_category`): at most two levels, soft-deleted (`is_del`). Every read
 * here sees live rows only. The products resource reads it through `cateList`, `find`
 * and, for its own lists, a join on `yx_store_category.id` (CONTRACT-SHOP 4.2).
 */
export class CategoryRepository {
  private readonly allStmt;
  private readonly searchStmt;
  private readonly findStmt;
  private readonly childrenStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;

  constructor(db: Db) {
    this.allStmt = db.prepare<[], Record>(`SELECT ${COLUMNS} FROM yx_store_category WHERE is_del = 0`);
    this.searchStmt = db.prepare<[string], Record>(`SELECT ${COLUMNS} FROM yx_store_category WHERE is_del = 0 AND cate_name LIKE ? ESCAPE '\\'`);
    this.findStmt = db.prepare<[number], Record>(`SELECT ${COLUMNS} FROM yx_store_category WHERE is_del = 0 AND id = ?`);
    this.childrenStmt = db.prepare<[number], number>('SELECT id FROM yx_store_category WHERE is_del = 0 AND pid = ? ORDER BY id').pluck();
    this.insertStmt = db.prepare(
      'INSERT INTO yx_store_category (pid, cate_name, sort, pic, is_show, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.updateStmt = db.prepare('UPDATE yx_store_category SET pid = ?, cate_name = ?, sort = ?, pic = ?, is_show = ?, update_time = ? WHERE id = ?');
    this.deleteStmt = db.prepare('UPDATE yx_store_category SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0');
  }

  /**
   * The tree of the categories whose name contains `cateName` (all without it), siblings by
   * sort then id (the contract's decision), and how many matched. A match whose parent did
   * not match is shown at the top, so every counted row is on screen.
   */
  tree(cateName: string | undefined): { content: CategoryDto[]; totalElements: number } {
    const rows = (cateName ? this.searchStmt.all(likePattern(cateName)) : this.allStmt.all()).map(toRow);
    return { content: assembleTree(rows, 'root').map(toDto), totalElements: rows.length };
  }

  /** The tree's rows in its order (a parent, then its children): what 导出 writes. */
  flat(cateName: string | undefined): CategoryRow[] {
    const walk = (nodes: CategoryDto[]): CategoryRow[] =>
      nodes.flatMap((n) => [{ id: n.id, pid: n.pid, cateName: n.cateName, sort: n.sort, pic: n.pic, isShow: n.isShow }, ...walk(n.children ?? [])]);
    return walk(this.tree(cateName).content);
  }

  /**
   * `cateList` of the product screens: the live categories shown (`is_show` 1), each top
   * level `{ value, label: '|-----家用电器', disabled: 0 }` followed by its children
   * (`'|-----|-----电视'`, `disabled: 1`). yshop's `disabled` is inverted: the console
   * disables the entries whose `disabled` is 0, so only second-level ones can be picked.
   */
  cateList(): CateOption[] {
    const shown = this.allStmt
      .all()
      .map(toRow)
      .filter((c) => c.isShow === 1);
    const out: CateOption[] = [];
    const walk = (nodes: TreeNode<CategoryRow>[]): void => {
      for (const { item, children } of nodes) {
        const top = item.pid === 0;
        out.push({ value: item.id, label: top ? `${TOP_PREFIX}${item.cateName}` : `${TOP_PREFIX}${TOP_PREFIX}${item.cateName}`, disabled: top ? 0 : 1 });
        walk(children);
      }
    };
    walk(assembleTree(shown, 'root'));
    return out;
  }

  /** A live category, or null (unknown or deleted). */
  find(id: number): CategoryRow | null {
    const r = this.findStmt.get(id);
    return r ? toRow(r) : null;
  }

  /** The live children of a category. */
  childIds(id: number): number[] {
    return this.childrenStmt.all(id);
  }

  create(input: CategoryInput, at: number): number {
    return Number(this.insertStmt.run(input.pid, input.cateName, input.sort, input.pic, input.isShow ? 1 : 0, at, at).lastInsertRowid);
  }

  update(id: number, input: CategoryInput, at: number): void {
    this.updateStmt.run(input.pid, input.cateName, input.sort, input.pic, input.isShow ? 1 : 0, at, id);
  }

  softDelete(ids: readonly number[], at: number): void {
    for (const id of ids) this.deleteStmt.run(at, id);
  }
}
