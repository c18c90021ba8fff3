import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { depts, type Dept, type DeptForm, type DeptPage } from '@/entities/dept/dept';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { forestFromRows } from '@/kit/tree/forest';
import { useTreeExpansion } from '@/kit/tree/useTreeExpansion';
import { initiallyOpen } from '@/kit/tree/walks';
import { DeptDialog } from './DeptDialog';
import { deptListOf, useDeptSource } from './useDeptSource';

const f = fieldsOf<Dept, DeptForm>();
/** The originals lock id 1, their root; here only while it is a top-level dept (docs/decisions.md). */
const isRoot = (dept: Dept) => dept.id === 1 && dept.pid === null;
const idOf = (dept: Dept) => dept.id;
const pidOf = (dept: Dept) => dept.pid;
const flat = () => null;
const mayHaveChildren = (dept: Dept) => dept.hasChildren;

/** The table's tree: the known rows linked by pid (a search's matches flat), opened once as the first answer says. */
function useDeptTree(page: DeptPage | undefined) {
  const list = deptListOf(page);
  const searching = list?.searching ?? false;
  const forest = useMemo(() => forestFromRows(list?.content ?? [], idOf, searching ? flat : pidOf), [list, searching]);
  const expansion = useTreeExpansion({ forest, mayHaveChildren: searching ? undefined : mayHaveChildren, loadChildren: list?.loadChildren });
  // All of a small tree, the top level of a big one.
  const [opened, setOpened] = useState(false);
  const { setExpanded } = expansion;
  useEffect(() => {
    if (opened || searching || forest.byId.size === 0) return;
    setOpened(true);
    setExpanded(initiallyOpen(forest));
  }, [opened, searching, forest, setExpanded]);
  return { forest, rows: expansion.rows, onToggle: expansion.toggle, loading: expansion.loading };
}

/** 部门管理 (`system/dept/index`): the dept tree, its lazy levels on eladmin, flat matches while searching. */
export default function DeptPage() {
  const state = useResourcePage({
    resource: depts,
    useList: useDeptSource,
    useTree: useDeptTree,
    isLocked: isRoot,
    deleteMessage: '确定删除吗,如果存在下级节点则一并删除，此操作不能撤销！',
    searchOrder: ['name', 'createTime', 'enabled'],
    fields: (page) => [
      f.text('name', '名称', { search: { label: '部门名称', placeholder: '输入部门名称搜索' } }),
      f.number('sort', '排序', { column: page?.rowsHaveSort ?? false }),
      f.status('enabled', '状态', { dict: 'dept_status', search: { labels: { on: '正常', off: '禁用' } } }),
      f.dateRange('createTime', '创建日期', { search: {} }),
    ],
  });
  const { list, tree } = state;
  const problems = tree?.forest.problems.length ?? 0;
  return (
    <ResourceView
      state={state}
      notices={problems > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`部门数据有 ${problems} 处上下级关系不正确（循环或缺少上级），已按顶级部门显示`}</Alert> : null}
      // The root is locked (no tick, no 删除, no switch) but may still be renamed.
      rowActions={
        list.can.edit
          ? (dept) =>
              isRoot(dept) ? (
                <Button size="small" aria-label={`编辑 ${dept.name}`} onClick={() => list.dialog.openEdit(dept)}>
                  编辑
                </Button>
              ) : null
          : undefined
      }
      dialog={({ row, title, onClose, onSaved }) => <DeptDialog dept={row} title={title} list={deptListOf(state.page)} onClose={onClose} onSaved={onSaved} />}
    />
  );
}
