import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../kit/crud/FormDialog';
import type { StatusLabels } from '../../../kit/crud/statusWords';
import { useFormDialog } from '../../../kit/crud/useFormDialog';
import type { SysDept } from '../../../kit/system/dept';
import { buildDeptBody, type DeptForm } from '../../../kit/system/deptBody';
import { forestFromRows } from '../../../kit/tree/forest';
import { TreeSelect } from '../../../kit/tree/TreeSelect';
import { subtreeIds } from '../../../kit/tree/walks';
import { useCreateDeptMutation, useUpdateDeptMutation } from './deptAdminApi';
import { checkDept, deptFormValues, SORT_MAX, SORT_MIN, type DeptFormValues } from './deptForm';

export interface DeptDialogProps {
  /** The dept to edit; without it the dialog creates one. */
  dept?: SysDept | undefined;
  /** The tree as loaded, for 上级部门. */
  treeRows: readonly SysDept[];
  loadChildren: (id: number) => Promise<void>;
  topPid: 0 | null;
  labels: StatusLabels;
  onClose: () => void;
  onSaved: () => void;
}

const deptName = (dept: SysDept) => dept.name;
const mayHaveChildren = (dept: SysDept) => dept.hasChildren;

/** 新增部门 / 编辑部门 (eladmin's dialog: 顶级部门 是 / 否, then 上级部门). */
export function DeptDialog({ dept, treeRows, loadChildren, topPid, labels, onClose, onSaved }: DeptDialogProps) {
  const topId = useId();
  const statusId = useId();
  // A dept cannot move under itself or its own subtree: those are not offered.
  const parents = useMemo(() => {
    const whole = forestFromRows(treeRows, (row) => row.id, (row) => row.pid);
    const own = new Set(dept ? subtreeIds(whole, dept.id) : []);
    return own.size === 0 ? whole : forestFromRows(treeRows.filter((row) => !own.has(row.id)), (row) => row.id, (row) => row.pid);
  }, [treeRows, dept]);

  const [createDept] = useCreateDeptMutation();
  const [updateDept] = useUpdateDeptMutation();
  const { values, errors, serverError, submitting, set, field, submit } = useFormDialog<DeptFormValues, DeptForm>({
    initial: deptFormValues(dept),
    check: (input) => checkDept(input, dept?.id),
    save: (form) => (dept ? updateDept(buildDeptBody(form, topPid)) : createDept(buildDeptBody(form, topPid))).unwrap(),
    onSaved,
  });

  return (
    <FormDialog title={dept ? '编辑部门' : '新增部门'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
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
          loadChildren={loadChildren}
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
