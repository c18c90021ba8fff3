import { useCallback, useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import type { ResourcePage as Page } from '@/api/resource/defineResource';
import { categories, checkCategory, TOP_LEVEL_PID, type Category, type CategoryForm } from '@/entities/category/category';
import { fieldsOf, type TreeOptions } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { forestFromNested, forestFromRows, type Forest } from '@/kit/tree/forest';
import { parentIds, visibleRows } from '@/kit/tree/walks';

/** A parent the dialog offers: 顶级类目 (id 0) over the top-level categories. */
interface ParentChoice {
  id: number;
  name: string;
  children: ParentChoice[];
}

const TOP_LEVEL_LABEL = '顶级类目';

/** Only top-level categories may be parents (two levels at most); read while the dialog is open. */
function useParentChoices(): TreeOptions<ParentChoice> {
  const all = categories.useAll({});
  const forest = useMemo(() => {
    const tops = inOrder(all.data ?? []).filter((category) => category.pid === TOP_LEVEL_PID).map((category) => ({ id: category.id, name: category.cateName, children: [] }));
    return forestFromNested<ParentChoice>([{ id: TOP_LEVEL_PID, name: TOP_LEVEL_LABEL, children: tops }], (choice) => choice.id, (choice) => choice.children);
  }, [all.data]);
  return { forest, initiallyExpanded: [TOP_LEVEL_PID] };
}

/** Siblings by 排序 ascending, then id (the decisions' category order; yshop's tree has no order of its own). */
const inOrder = (rows: readonly Category[]): Category[] => [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The table's tree: every parent open (two short levels) until the operator closes it. */
function useCategoryTree(page: Page<Category, object> | undefined) {
  const forest = useMemo(() => forestFromRows(inOrder(page?.content ?? []), (category) => category.id, (category) => category.pid), [page]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const rows = useMemo(() => visibleRows(forest, new Set(parentIds(forest).filter((id) => !closed.has(id)))), [forest, closed]);
  const onToggle = useCallback(
    (id: number) =>
      setClosed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { forest, rows, onToggle };
}

/** Children before their parents, so a parent ticked with its children is deleted after them. */
const childrenFirst = (ids: number[], forest: Forest<Category> | undefined): number[] => [...ids].sort((a, b) => (forest?.byId.get(b)?.depth ?? 0) - (forest?.byId.get(a)?.depth ?? 0));

const f = fieldsOf<Category, CategoryForm>();
const fields = [
  f.text('cateName', '名称', { search: { label: '分类名称', placeholder: '输入分类名称搜索' }, form: { key: 'cateName', label: '分类名称', required: '分类名称必填', max: 100, placeholder: '请输入分类名称' } }),
  f.picture('pic', '分类图片', { form: { key: 'pic' } }),
  f.custom('state', '状态', { render: (category) => <Chip size="small" variant="outlined" color={category.isShow ? 'primary' : 'default'} label={category.isShow ? '显示' : '隐藏'} /> }),
  f.status('isShow', '状态', { column: false, labels: { on: '显示', off: '隐藏' }, form: { key: 'isShow' } }),
  f.number('sort', '排序', { form: { key: 'sort', required: '请输入排序', min: 0, max: 99999, placeholder: '请输入排序' } }),
  f.tree('pid', '上级分类', {
    column: false,
    tree: { useOptions: useParentChoices, labelOf: (choice: ParentChoice) => choice.name, refOf: (category) => (category.pid === TOP_LEVEL_PID ? { id: TOP_LEVEL_PID, name: TOP_LEVEL_LABEL } : null) },
    form: { key: 'pid', required: '请选择上级分类', placeholder: '选择上级分类' },
  }),
];

/**
 * 商品分类 (`shop/cate/index`, CONTRACT-SHOP.md 11.1): the category tree (two levels) with
 * search, 新增 / 编辑 / 删除 by yshop's permission strings, 导出. A refused delete (children,
 * products) shows the server's message and changes nothing.
 */
export default function CategoryPage() {
  const state = useResourcePage({
    resource: categories,
    fields,
    useTree: useCategoryTree,
    formCheck: checkCategory,
    deleteIds: (ids): number[] => childrenFirst(ids, state.tree?.forest),
  });
  return <ResourceView state={state} />;
}
