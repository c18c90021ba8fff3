import { useId } from 'react';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { DateRangeFields } from '../../../kit/crud/DateRangeFields';
import type { CrudList } from '../../../kit/crud/useCrudList';
import type { SysRole } from '../../../kit/system/role';

export type RoleFilters = { blurry: string; createTime: readonly string[] };

export interface RoleListProps {
  list: CrudList<SysRole, RoleFilters>;
  /** Show 角色权限 (the back end's rows carry it). */
  hasPermission: boolean;
  activeId: number | undefined;
  onSelect: (role: SysRole) => void;
}

/** 角色列表: searchable, paged by level; a click on a row shows its menus in 菜单分配. */
export function RoleList({ list, hasPermission, activeId, onSelect }: RoleListProps) {
  const headingId = useId();
  const columns: CrudColumn<SysRole>[] = [
    { key: 'name', label: '名称', render: (role) => role.name },
    { key: 'dataScope', label: '数据权限', nowrap: true, render: (role) => role.dataScope },
    ...(hasPermission ? [{ key: 'permission', label: '角色权限', render: (role: SysRole) => role.permission ?? '' }] : []),
    { key: 'level', label: '角色级别', nowrap: true, render: (role) => role.level },
    { key: 'description', label: '描述', render: (role) => role.description.trim() || '-' },
    { key: 'createTime', label: '创建日期', nowrap: true, render: (role) => role.createTime || '-' },
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16, mb: 1.5 }}>
        角色列表
      </Typography>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="搜索角色" placeholder="输入名称或者描述搜索" value={list.search.draft.blurry} onChange={(event) => list.search.change({ blurry: event.target.value })} sx={{ width: 200 }} />
        <DateRangeFields value={list.search.draft.createTime} onChange={(createTime) => list.search.change({ createTime })} />
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} />
      <CrudTable list={list} columns={columns} rowKey={(role) => role.id} onRowClick={onSelect} activeRow={(role) => role.id === activeId} />
    </Paper>
  );
}
