import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { FormDialog } from '../../../kit/crud/FormDialog';
import { useStatusLabels } from '../../../kit/crud/useStatusLabels';
import { useFormDialog } from '../../../kit/crud/useFormDialog';
import type { SysDept } from '../../../kit/system/dept';
import type { SysJob } from '../../../kit/system/job';
import { buildJobBody, type JobForm } from '../../../kit/system/jobBody';
import { useDeptForest } from '../../../kit/system/useDeptForest';
import { TreeSelect } from '../../../kit/tree/TreeSelect';
import { useCreateJobMutation, useUpdateJobMutation } from './jobAdminApi';
import { checkJob, jobFormValues, SORT_MAX, SORT_MIN, type JobFormValues } from './jobForm';

export interface JobDialogProps {
  /** The job to edit; without it the dialog creates one. */
  job?: SysJob | undefined;
  /** The list's rows carry `dept` (yshop, embedded server). */
  rowsHaveDept: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const deptName = (dept: SysDept) => dept.name;

/** 新增岗位 / 编辑岗位, with 所属部门 where the back end keeps a job's dept. */
export function JobDialog({ job, rowsHaveDept, onClose, onSaved }: JobDialogProps) {
  const labels = useStatusLabels('job_status');
  const depts = useDeptForest();
  // yshop and the embedded server keep a job's dept; their dept tree's top has pid 0 (eladmin's null).
  const needsDept = rowsHaveDept || depts.topPid === 0;

  const statusId = useId();
  const [createJob] = useCreateJobMutation();
  const [updateJob] = useUpdateJobMutation();
  const { values, errors, serverError, submitting, set, field, submit } = useFormDialog<JobFormValues, JobForm>({
    initial: jobFormValues(job),
    check: (input) => checkJob(input, job?.id, needsDept),
    save: (form) => (job ? updateJob(buildJobBody(form)) : createJob(buildJobBody(form))).unwrap(),
    onSaved,
  });

  return (
    <FormDialog title={job ? '编辑岗位' : '新增岗位'} submitting={submitting} serverError={serverError} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="名称" placeholder="请输入名称" {...field('name')} required autoFocus size="small" fullWidth />
      <TextField
        label="排序"
        placeholder="请输入序号"
        {...field('sort')}
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', min: SORT_MIN, max: SORT_MAX } }}
      />
      {needsDept ? (
        <TreeSelect
          label="所属部门"
          forest={depts.forest}
          mayHaveChildren={depts.mayHaveChildren}
          loadChildren={depts.loadChildren}
          labelOf={deptName}
          value={values.deptId === null ? [] : [values.deptId]}
          valueLabels={job?.dept ? { [job.dept.id]: job.dept.name } : undefined}
          onChange={(ids) => set('deptId', ids[0] ?? null)}
          placeholder="选择部门"
          error={Boolean(errors.deptId)}
          helperText={errors.deptId}
        />
      ) : null}
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
