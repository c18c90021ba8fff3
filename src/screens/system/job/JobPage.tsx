import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { DateRangeFields } from '../../../kit/crud/DateRangeFields';
import { StatusSwitch } from '../../../kit/crud/StatusSwitch';
import { useStatusLabels } from '../../../kit/crud/useStatusLabels';
import { useCrudList } from '../../../kit/crud/useCrudList';
import type { SysJob } from '../../../kit/system/job';
import { buildJobBody, jobFormOf } from '../../../kit/system/jobBody';
import { JobDialog } from './JobDialog';
import { useDeleteJobsMutation, useGetJobsQuery, useUpdateJobMutation } from './jobAdminApi';

/** CONTRACT-SYSTEM.md section 4: each action needs its permission, or `admin`. */
export const JOB_PERMISSIONS = {
  add: ['admin', 'job:add'],
  edit: ['admin', 'job:edit'],
  del: ['admin', 'job:del'],
} as const;

type JobFilters = { name: string; enabled: '' | 'true' | 'false'; createTime: readonly string[] };

const initialFilters: JobFilters = { name: '', enabled: '', createTime: [] };
const jobId = (job: SysJob) => job.id;

/** 岗位管理 (`system/job/index`). */
export function JobPage() {
  const labels = useStatusLabels('job_status');
  const [deleteJobs] = useDeleteJobsMutation();
  const [updateJob] = useUpdateJobMutation();
  const list = useCrudList({
    title: '岗位',
    initialFilters,
    useList: useGetJobsQuery,
    rowId: jobId,
    permissions: JOB_PERMISSIONS,
    remove: (ids) => deleteJobs(ids).unwrap(),
    exportUrl: 'api/job',
    sort: ['sort,asc', 'id,desc'],
  });
  const page = list.source.data;
  const rowsHaveDept = page?.rowsHaveDept ?? false;
  const skipped = page?.skipped.length ?? 0;

  const saveStatus = useCallback((job: SysJob, enabled: boolean) => updateJob(buildJobBody({ ...jobFormOf(job), enabled })).unwrap(), [updateJob]);

  const columns: CrudColumn<SysJob>[] = [
    { key: 'name', label: '名称', render: (job) => job.name },
    ...(rowsHaveDept ? [{ key: 'dept', label: '所属部门', render: (job: SysJob) => job.dept?.name ?? '' }] : []),
    { key: 'sort', label: '排序', nowrap: true, render: (job) => job.sort },
    {
      key: 'enabled',
      label: '状态',
      nowrap: true,
      render: (job) => <StatusSwitch enabled={job.enabled} name={job.name} subject="岗位" labels={labels} disabled={!list.can.edit} save={(next) => saveStatus(job, next)} />,
    },
    { key: 'createTime', label: '创建日期', nowrap: true, render: (job) => job.createTime },
  ];

  const { draft } = list.search;
  const dialog = list.dialog.state;
  return (
    <Paper component="section" aria-label="岗位管理" sx={{ p: 2, minWidth: 0 }}>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="岗位名称" placeholder="输入岗位名称搜索" value={draft.name} onChange={(event) => list.search.change({ name: event.target.value })} sx={{ width: 200 }} />
        <DateRangeFields value={draft.createTime} onChange={(createTime) => list.search.change({ createTime })} />
        <TextField
          select
          size="small"
          label="状态"
          value={draft.enabled}
          onChange={(event) => list.search.change({ enabled: event.target.value as JobFilters['enabled'] })}
          sx={{ width: 120 }}
        >
          <MenuItem value="">全部</MenuItem>
          <MenuItem value="true">{labels.on}</MenuItem>
          <MenuItem value="false">{labels.off}</MenuItem>
        </TextField>
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} />
      {skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${skipped} 条岗位数据无法识别，未显示`}</Alert> : null}
      <CrudTable list={list} columns={columns} rowKey={jobId} />
      {dialog.mode !== 'closed' ? (
        <JobDialog job={dialog.mode === 'edit' ? dialog.row : undefined} rowsHaveDept={rowsHaveDept} onClose={list.dialog.close} onSaved={() => list.dialog.saved(dialog.mode)} />
      ) : null}
      <CrudDeleteConfirm list={list} />
    </Paper>
  );
}
