import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { dateRange } from '../../../kit/crud/listParams';
import { StatusSwitch } from '../../../kit/crud/StatusSwitch';
import type { StatusLabels } from '../../../kit/crud/statusWords';
import type { CrudList } from '../../../kit/crud/useCrudList';
import type { SysUser } from '../../../kit/system/user';

export type UserFilters = {
  blurry: string;
  /** '' for any, else the `enabled` query value. */
  enabled: '' | 'true' | 'false';
  /** Empty, or the two ends of a day range as the originals send them. */
  createTime: readonly string[];
  /** The dept picked in the tree on the left. */
  deptId: number | null;
};

export const initialUserFilters: UserFilters = { blurry: '', enabled: '', createTime: [], deptId: null };

/** The search's 状态 words (eladmin's enabledTypeOptions), whatever the dictionary says. */
const ENABLED_OPTIONS = [
  { value: 'true', label: '激活' },
  { value: 'false', label: '锁定' },
] as const;

export interface UserListProps {
  list: CrudList<SysUser, UserFilters>;
  statusLabels: StatusLabels;
  isOwn: (user: SysUser) => boolean;
  /** Sends the row with the new status (PUT api/users). */
  saveStatus: (user: SysUser, enabled: boolean) => Promise<unknown>;
  /** 重置密码 and the like, after the standard buttons. */
  toolbarExtra?: ReactNode;
}

const deptCell = (user: SysUser): string => {
  const dept = user.dept?.name ?? '';
  const jobs = user.jobs.map((job) => job.name).filter((name) => name !== '');
  return jobs.length > 0 ? `${dept} / ${jobs.join('、')}` : dept;
};

/** The search, toolbar and table of 用户管理. */
export function UserList({ list, statusLabels, isOwn, saveStatus, toolbarExtra }: UserListProps) {
  const { draft } = list.search;
  // The two days as picked; the search holds the range they make (half a range is a day).
  const [[from, to], setPicked] = useState<[string, string]>(['', '']);
  const rangeCleared = draft.createTime.length === 0;
  useEffect(() => {
    if (rangeCleared) setPicked(['', '']);
  }, [rangeCleared]);
  const setDays = (nextFrom: string, nextTo: string) => {
    setPicked([nextFrom, nextTo]);
    list.search.change({ createTime: dateRange(nextFrom, nextTo) ?? [] });
  };
  const withJobs = list.rows.some((user) => user.jobs.length > 0);

  const columns: CrudColumn<SysUser>[] = [
    { key: 'username', label: '用户名', render: (user) => user.username },
    { key: 'nickName', label: '昵称', render: (user) => user.nickName },
    { key: 'gender', label: '性别', nowrap: true, render: (user) => user.gender },
    { key: 'phone', label: '电话', nowrap: true, render: (user) => user.phone },
    { key: 'email', label: '邮箱', render: (user) => user.email },
    { key: 'dept', label: withJobs ? '部门 / 岗位' : '部门', render: deptCell },
    {
      key: 'enabled',
      label: '状态',
      nowrap: true,
      render: (user) => (
        <StatusSwitch enabled={user.enabled} name={user.username} labels={statusLabels} disabled={!list.can.edit || isOwn(user)} save={(next) => saveStatus(user, next)} />
      ),
    },
    { key: 'createTime', label: '创建日期', nowrap: true, render: (user) => user.createTime },
  ];

  return (
    <>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="搜索用户" placeholder="输入名称或者邮箱搜索" value={draft.blurry} onChange={(event) => list.search.change({ blurry: event.target.value })} sx={{ width: 200 }} />
        <TextField size="small" type="date" label="开始日期" value={from} onChange={(event) => setDays(event.target.value, to)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 160 }} />
        <TextField size="small" type="date" label="结束日期" value={to} onChange={(event) => setDays(from, event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 160 }} />
        <TextField
          select
          size="small"
          label="状态"
          value={draft.enabled}
          onChange={(event) => list.search.change({ enabled: event.target.value as UserFilters['enabled'] })}
          sx={{ width: 110 }}
        >
          <MenuItem value="">全部</MenuItem>
          {ENABLED_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns}>
        {toolbarExtra}
      </CrudToolbar>
      <CrudTable
        list={list}
        columns={columns}
        rowKey={(user) => user.id}
        // Your own row is locked (no tick, no delete, no switch) but you may still edit it.
        rowActions={
          list.can.edit
            ? (user) =>
                isOwn(user) ? (
                  <Button size="small" onClick={() => list.dialog.openEdit(user)}>
                    编辑
                  </Button>
                ) : null
            : undefined
        }
      />
    </>
  );
}
