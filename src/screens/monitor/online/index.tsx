import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { KICK_PERMISSION, onlineUsers, type OnlineUser } from '@/entities/online/online';
import { usePermission } from '@/features/permission/usePermission';
import { DeletePopover } from '@/kit/crud/DeletePopover';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';

const f = fieldsOf<OnlineUser, { id?: string }>();
const KICK_WORDS = { confirm: (count: number) => `确认强退选中的${count}个用户?`, done: '强退成功！' };
/** Sessions come and go without this console: shown again, the list is always fetched anew. */
const useFreshList: typeof onlineUsers.useList = (params) => onlineUsers.useList(params, { refetchOnMountOrArgChange: true });

/** 在线用户 (`monitor/online/index`): who is signed in, and 强退 for a session or the ticked ones. */
export default function OnlinePage() {
  const mayKick = usePermission()(KICK_PERMISSION);
  const state = useResourcePage({
    resource: onlineUsers,
    useList: useFreshList,
    selectable: mayKick,
    listOptions: { removeWords: KICK_WORDS },
    fields: (page) => [
      // eladmin lists the session's id first; yshop and the embedded server do not (CONTRACT-SYSTEM.md section 4).
      f.custom('key', '会话编号', {
        column: !(page?.rowsHaveJob ?? false),
        render: (row) => (
          <Box component="span" title={row.key} sx={{ display: 'inline-block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom', fontFamily: 'monospace' }}>
            {row.key}
          </Box>
        ),
      }),
      // One box, sent as yshop's `filter` (any field) and eladmin's `username`; each back end reads its own.
      f.text('userName', '用户名', { search: { key: 'filter', also: ['username'], label: '搜索', placeholder: '全表模糊搜索' } }),
      f.text('nickName', '用户昵称'),
      page?.rowsHaveJob ? f.text('job', '岗位') : f.text('dept', '部门'),
      f.text('ip', '登录IP'),
      f.text('address', '登录地点'),
      f.text('browser', '浏览器'),
      f.text('loginTime', '登录时间'),
    ],
  });
  const { list } = state;
  return (
    <ResourceView
      state={state}
      label="在线用户"
      toolbar={
        mayKick ? (
          <Button variant="contained" size="small" color="error" startIcon={<LogoutRounded />} disabled={list.selection.ids.length === 0 || list.deletion.busy} onClick={list.deletion.askSelected}>
            强退
          </Button>
        ) : null
      }
      rowActions={mayKick ? (row) => <DeletePopover action="强退" label={`强退 ${row.userName}`} message="确定强制退出该用户吗？" disabled={list.deletion.busy} onConfirm={() => void list.deletion.deleteRow(row)} /> : undefined}
    />
  );
}
