/*
 * 商品分类 (CONTRACT-SHOP.md sections 1, 3 and 4.1): `GET api/yxStoreCategory` answers the
 * whole tree nested (`children` left out when empty, `content` a HashMap's, so keys in any
 * order), at most two levels, with `cateName` (and its copy `label`) and `isShow` as 0/1.
 * The page holds every node flat, parents before their children, each with its `pid`
 * (the table's forest, and a tick on a child, need every row). yshop's permission strings
 * do not follow `name:action`: they are given as the back end checks them.
 */
import { defineResource, type ResourcePage } from '../../api/resource/defineResource';
import type { SkippedRow } from '../../api/resource/rows';
import { parseWith, wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asId, isObject } from '../../api/resource/wire';

/** 顶级类目: the pid of a top-level category, and the root of the parent picker. */
export const TOP_LEVEL_PID = 0;

const shape = {
  id: wire.id,
  pid: wire.read((value) => asId(value) ?? TOP_LEVEL_PID),
  cateName: wire.name,
  sort: wire.number(0),
  pic: wire.text,
  isShow: wire.flag,
  /** Children in the answer (`children`): a category with children may not move under another. */
  childCount: wire.read((children) => (Array.isArray(children) ? children.length : 0)),
};

export type Category = RowOf<typeof shape>;

const categoryRow = wireRow(shape, { cateName: ['cateName', 'label'], childCount: ['children'] });
const TITLE = '分类';

export interface CategoryForm {
  id?: number;
  cateName: string;
  pid: number;
  pic: string;
  /** 显示 (1) / 隐藏 (0). */
  isShow: boolean;
  sort: number;
  /** Not sent: whether the category has children (it then stays at the top level). */
  hasChildren: boolean;
}

export interface CategoryBody {
  id?: number;
  cateName: string;
  pid: number;
  pic: string;
  isShow: 0 | 1;
  sort: number;
}

/**
 * The nested answer flat, depth first (a parent, then its children), without recursion.
 * A child without a `pid` takes its nest's; a node that cannot be read is skipped and
 * counted, its children still shown. Undefined when the answer is no list at all.
 */
export function parseCategoryTree(body: unknown): ResourcePage<Category, object> | undefined {
  const top = Array.isArray(body) ? body : isObject(body) ? (body.content ?? []) : undefined;
  if (!Array.isArray(top)) return undefined;
  const content: Category[] = [];
  const skipped: SkippedRow[] = [];
  const stack = [...top].reverse().map((raw: unknown) => ({ raw, parent: TOP_LEVEL_PID }));
  for (let index = 0, next = stack.pop(); next; index += 1, next = stack.pop()) {
    const { raw, parent } = next;
    const children: unknown[] = isObject(raw) && Array.isArray(raw.children) ? raw.children : [];
    const read = parseWith(categoryRow, TITLE, isObject(raw) && (raw.pid === undefined || raw.pid === null) ? { ...raw, pid: parent } : raw);
    if (read.ok) content.push(read.value);
    else skipped.push({ index, reason: read.reason });
    const id = read.ok ? read.value.id : parent;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ raw: children[i], parent: id });
  }
  return { content, totalElements: content.length, skipped };
}

/**
 * The checks the server makes (section 4.1), before sending: a child category needs a
 * picture; a category is not its own parent; one with children stays at the top level
 * (yshop would make a third level of them, section 10.18).
 */
export function checkCategory(form: CategoryForm): Partial<Record<keyof CategoryForm, string>> {
  const problems: Partial<Record<keyof CategoryForm, string>> = {};
  if (form.pid !== TOP_LEVEL_PID && form.pic.trim() === '') problems.pic = '子分类图片必传';
  if (form.id !== undefined && form.pid === form.id) problems.pid = '自己不能选择自己哦';
  else if (form.pid !== TOP_LEVEL_PID && form.hasChildren) problems.pid = '分类最多能添加2级哦';
  return problems;
}

export const categories = defineResource({
  name: 'category',
  title: TITLE,
  url: 'api/yxStoreCategory',
  row: categoryRow,
  page: parseCategoryTree,
  idOf: (category: Category) => category.id,
  labelOf: (category) => category.cateName,
  newForm: (): CategoryForm => ({ cateName: '', pid: TOP_LEVEL_PID, pic: '', isShow: true, sort: 1, hasChildren: false }),
  formOf: (category) => ({ id: category.id, cateName: category.cateName, pid: category.pid, pic: category.pic, isShow: category.isShow, sort: category.sort, hasChildren: category.childCount > 0 }),
  bodyOf: ({ id, cateName, pid, pic, isShow, sort }): CategoryBody => ({ ...(id === undefined ? {} : { id }), cateName, pid, pic, isShow: isShow ? 1 : 0, sort }),
  authorities: {
    list: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_SELECT'],
    add: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_CREATE'],
    edit: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_EDIT'],
    del: ['YXSTORECATEGORY_ALL', 'YXSTORECATEGORY_DELETE'],
  },
  // `DELETE api/yxStoreCategory/{ids}`, the ids joined by commas: the back end takes them whole.
  deleteByPath: 'joined',
  // Product lists name their category, and the product form offers them (cateList).
  invalidates: ['Product'],
});
