import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { useStatusLabels } from '@/kit/crud/useStatusLabels';
import { depts, type Dept, type DeptForm } from '@/entities/dept/dept';
import { forestFromRows } from '@/kit/tree/forest';
import { TreeSelect } from '@/kit/tree/TreeSelect';
import { subtreeIds } from '@/kit/tree/walks';
import { checkDept, deptFormValues, SORT_MAX, SORT_MIN, type DeptFormValues } from './deptForm';
import type { DeptList } from './useDeptSource';

export interface DeptDialogProps {
  /** The dept to edit; without it the dialog creates one. */
  dept: Dept | undefined;
  title: string;
  /** The list's page: the tree as loaded (上级部门), its lazy levels and the back end's top pid. */
  list: DeptList | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const deptName = (dept: Dept) => dept.name;
const mayHaveChildren = (dept: Dept) => dept.hasChildren;
const noRows: Dept[] = [];

/** 新增部门 / 编辑部门 (eladmin's dialog: 顶级部门 是 / 否, then 上级部门): the one dialog whose inputs depend on each other. */
export function DeptDialog({ dept, title, list, onClose, onSaved }: DeptDialogProps) {
  const topId = useId();
  const statusId = useId();
  const labels = useStatusLabels('dept_status');
  const treeRows = list?.treeRows ?? noRows;
  const topPid = list?.topPid ?? null;
  // A dept cannot move under itself or its own subtree: those are not offered.
  const parents = useMemo(() => {
    const whole = forestFromRows(treeRows, (row) => row.id, (row) => row.pid);
    const own = new Set(dept ? subtreeIds(whole, dept.id) : []);
    return own.size === 0 ? whole : forestFromRows(treeRows.filter((row) => !own.has(row.id)), (row) => row.id, (row) => row.pid);
  }, [treeRows, dept]);

  const [createDept] = depts.useCreate();
  const [updateDept] = depts.useUpdate();
  const { values, errors, serverError, submitting, set, field, submit } = useFormDialog<DeptFormValues, DeptForm>({
    initial: deptFormValues(dept),
    check: (input) => checkDept(input, dept?.id),
    save: (form) => (dept ? updateDept : createDept)(depts.bodyOf({ ...form, topPid })).unwrap(),
    onSaved,
  });

  return (
    <FormDialog title={title} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="部门名称" placeholder="请输入名称" {...field('name')} required autoFocus size="small" fullWidth />
      <TextField
        label="部门排序"
        placeholder="请输入序号"
        {...field('sort')}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', min: SORT_MIN, max: SORT_MAX } }}
      />
      <Box>
        <FormLabel id={topId} sx={{ fontSize: 12 }}>
          顶级部门
        </FormLabel>
        <RadioGroup row aria-labelledby={topId} value={values.top ? 'yes' : 'no'} onChange={(event) => set('top', event.target.value === 'yes')}>
          <FormControlLabel value="yes" control={<Radio size="small" />} label="是" />
          <FormControlLabel value="no" control={<Radio size="small" />} label="否" />
        </RadioGroup>
      </Box>
      {values.top ? null : (
        <TreeSelect
          label="上级部门"
          forest={parents}
          labelOf={deptName}
          value={values.pid === null ? [] : [values.pid]}
          onChange={(ids) => set('pid', ids[0] ?? null)}
          placeholder="选择上级类目"
          mayHaveChildren={mayHaveChildren}
          loadChildren={list?.loadChildren}
          error={Boolean(errors.pid)}
          helperText={errors.pid}
        />
      )}
      <Box>
        <FormLabel id={statusId} sx={{ fontSize: 12 }}>
          状态
        </FormLabel>
        <RadioGroup row aria-labelledby={statusId} value={values.enabled ? 'true' : 'false'} onChange={(event) => set('enabled', event.target.value === 'true')}>
          <FormControlLabel value="true" control={<Radio size="small" />} label={labels.on} />
          <FormControlLabel value="false" control={<Radio size="small" />} label={labels.off} />
        </RadioGroup>
      </Box>
    </FormDialog>
  );
}
