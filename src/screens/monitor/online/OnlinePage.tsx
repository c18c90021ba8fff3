import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { usePermission } from '../../../features/permission/usePermission';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { DeletePopover } from '../../../kit/crud/DeletePopover';
import { useCrudList } from '../../../kit/crud/useCrudList';
import { ONLINE_URL, useGetOnlineUsersQuery, useKickOnlineUsersMutation, type OnlineUser } from './onlineApi';

/** monitor-wire.md: yshop's `auth_online` (the eladmin original is admin only). */
export const KICK_PERMISSION = ['admin', 'auth_online'] as const;

/** One box, sent as yshop's `filter` (any field) and eladmin's `username`; each back end reads its own. */
type OnlineFilters = { filter: string; username: string };
const initialFilters: OnlineFilters = { filter: '', username: '' };
const sessionKey = (row: OnlineUser) => row.key;
/** Sessions come and go without this console: shown again, the list is always fetched anew. */
const useOnlineUsers = (params: Record<string, unknown>) => useGetOnlineUsersQuery(params, { refetchOnMountOrArgChange: true });
const KICK_WORDS = { confirm: (count: number) => `确认强退选中的${count}个用户?`, done: '强退成功！' };

/** 在线用户 (`monitor/online/index`): who is signed in, and 强退 for a session or the ticked ones. */
export function OnlinePage() {
  const can = usePermission();
  const mayKick = can(KICK_PERMISSION);
  const [kick] = useKickOnlineUsersMutation();
  const list = useCrudList({
    title: '在线用户',
    initialFilters,
    useList: useOnlineUsers,
    rowId: sessionKey,
    permissions: {},
    remove: (keys) => kick(keys).unwrap(),
    removeWords: KICK_WORDS,
    exportUrl: ONLINE_URL,
  });
  const page = list.source.data;
  const rowsHaveJob = page?.rowsHaveJob ?? false;
  const skipped = page?.skipped.length ?? 0;

  const columns = useMemo<CrudColumn<OnlineUser>[]>(
    () => [
      // eladmin lists the session's id first; yshop and the embedded server do not (CONTRACT-SYSTEM.md section 4).
      ...(rowsHaveJob
        ? []
        : [
            {
              key: 'key',
              label: '会话编号',
              render: (row: OnlineUser) => (
                <Box component="span" title={row.key} sx={{ display: 'inline-block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom', fontFamily: 'monospace' }}>
                  {row.key}
                </Box>
              ),
            },
          ]),
      { key: 'userName', label: '用户名', render: (row) => row.userName },
      { key: 'nickName', label: '用户昵称', render: (row) => row.nickName },
      rowsHaveJob ? { key: 'job', label: '岗位', render: (row) => row.job } : { key: 'dept', label: '部门', render: (row) => row.dept },
      { key: 'ip', label: '登录IP', nowrap: true, render: (row) => row.ip },
      { key: 'address', label: '登录地点', render: (row) => row.address },
      { key: 'browser', label: '浏览器', render: (row) => row.browser },
      { key: 'loginTime', label: '登录时间', nowrap: true, render: (row) => row.loginTime },
    ],
    [rowsHaveJob],
  );

  const { draft } = list.search;
  return (
    <Paper component="section" aria-label="在线用户" sx={{ p: 2, minWidth: 0 }}>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField
          size="small"
          label="搜索"
          placeholder="全表模糊搜索"
          value={draft.filter}
          onChange={(event) => list.search.change({ filter: event.target.value, username: event.target.value })}
          sx={{ width: 200 }}
        />
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns}>
        {mayKick ? (
          <Button variant="contained" size="small" color="error" startIcon={<LogoutRounded />} disabled={list.selection.ids.length === 0 || list.deletion.busy} onClick={list.deletion.askSelected}>
            强退
          </Button>
        ) : null}
      </CrudToolbar>
      {skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${skipped} 条在线用户数据无法识别，未显示`}</Alert> : null}
      <CrudTable
        list={list}
        columns={columns}
        rowKey={sessionKey}
        selectable={mayKick}
        rowActions={
          mayKick
            ? (row) => <DeletePopover action="强退" label={`强退 ${row.userName}`} message="确定强制退出该用户吗？" disabled={list.deletion.busy} onConfirm={() => void list.deletion.deleteRow(row)} />
            : undefined
        }
      />
      <CrudDeleteConfirm list={list} />
    </Paper>
  );
}
