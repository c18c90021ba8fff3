import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { notify } from '../../../features/notifications/notificationsSlice';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import { useStatusLabels } from '../../../kit/crud/useStatusLabels';
import { useCrudList } from '../../../kit/crud/useCrudList';
import { useMyRoleLevelQuery } from '../../../kit/system/roleApi';
import type { SysUser } from '../../../kit/system/user';
import { buildUserBody, userFormOf } from '../../../kit/system/userBody';
import { usePermission } from '../../../features/permission/usePermission';
import { useSessionSelector } from '../../../session/SessionContext';
import { getRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DeptFilter } from './DeptFilter';
import { SignInLocks } from './SignInLocks';
import { depts as deptResource } from '../../../entities/dept/dept';
import { useResourceForest } from '../../../kit/resource/useResourceForest';
import { UserDialog } from './UserDialog';
import { initialUserFilters, UserList } from './UserList';
import { useDeleteUsersMutation, useGetUsersQuery, useResetPasswordsMutation, useUpdateUserMutation } from './userApi';
import { isOwnRow, type SignedInUser } from './userForm';

/** CONTRACT-SYSTEM.md section 4: each action needs its permission, or `admin`. */
export const USER_PERMISSIONS = {
  add: ['admin', 'user:add'],
  edit: ['admin', 'user:edit'],
  del: ['admin', 'user:del'],
} as const;
/** eladmin shows 重置密码 with `user:add`. */
export const RESET_PERMISSION = ['admin', 'user:add'] as const;
export const DEFAULT_PASSWORD = '123456';
const USER_STATUS_FALLBACK = { on: '激活', off: '禁用' };

function useSignedInUser(): SignedInUser | undefined {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  return useMemo(() => (user ? { id: typeof user.id === 'number' ? user.id : undefined, username: user.username } : undefined), [user]);
}

/** 用户管理 (`system/user/index`): the dept tree beside the list of users. */
export function UserPage() {
  const dispatch = useDispatch();
  const can = usePermission();
  const me = useSignedInUser();
  const isOwn = useCallback((user: SysUser) => isOwnRow(user, me), [me]);
  const statusLabels = useStatusLabels('user_status', USER_STATUS_FALLBACK);
  const myLevel = useMyRoleLevelQuery().data?.level;
  const depts = useResourceForest(deptResource);
  const [deleteUsers] = useDeleteUsersMutation();
  const [updateUser] = useUpdateUserMutation();
  const [resetPasswords, resetState] = useResetPasswordsMutation();
  const [resetAsked, setResetAsked] = useState(false);

  const list = useCrudList({
    title: '用户',
    initialFilters: initialUserFilters,
    useList: useGetUsersQuery,
    rowId: (user) => user.id,
    isLocked: isOwn,
    permissions: USER_PERMISSIONS,
    remove: (ids) => deleteUsers(ids).unwrap(),
    exportUrl: 'api/users',
    addedMessage: `新增成功，默认密码：${DEFAULT_PASSWORD}`,
  });
  // The rows say whether users have several jobs (eladmin) or one (yshop, embedded).
  const manyJobs = list.source.data?.manyJobs ?? false;

  const saveStatus = (user: SysUser, enabled: boolean) => updateUser({ body: buildUserBody({ ...userFormOf(user), enabled }) }).unwrap();

  const filterByDept = (deptId: number | null) => {
    list.search.change({ deptId });
    list.search.submit();
  };

  const resetSelected = async () => {
    const ids = [...list.selection.ids];
    setResetAsked(false);
    try {
      await resetPasswords(ids).unwrap();
    } catch {
      // The console's one error presenter has shown the server's message.
      return;
    }
    dispatch(notify({ message: `重置成功, 用户新密码:${DEFAULT_PASSWORD}`, severity: 'success' }));
  };

  const dialog = list.dialog.state;
  const editing = dialog.mode === 'edit' ? dialog.row : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
      <Paper component="section" aria-label="部门筛选" sx={{ p: 2, minWidth: 0 }}>
        <DeptFilter depts={depts} selectedId={list.state.applied.deptId} onChange={filterByDept} />
      </Paper>
      <Paper component="section" aria-label="用户列表" sx={{ p: 2, minWidth: 0 }}>
        <UserList
          list={list}
          statusLabels={statusLabels}
          isOwn={isOwn}
          saveStatus={saveStatus}
          toolbarExtra={
            <>
              {getRuntimeConfig().passwordReset && can(RESET_PERMISSION) ? (
                <Button variant="contained" size="small" color="warning" startIcon={<LockResetRounded />} disabled={list.selection.ids.length === 0} loading={resetState.isLoading} onClick={() => setResetAsked(true)}>
                  重置密码
                </Button>
              ) : null}
              {can(USER_PERMISSIONS.edit) ? <SignInLocks /> : null}
            </>
          }
        />
      </Paper>

      {dialog.mode !== 'closed' ? (
        <UserDialog
          user={editing}
          own={editing !== undefined && isOwn(editing)}
          manyJobs={manyJobs}
          depts={depts}
          statusLabels={statusLabels}
          myLevel={myLevel}
          onClose={list.dialog.close}
          onSaved={() => list.dialog.saved(dialog.mode)}
        />
      ) : null}
      <CrudDeleteConfirm list={list} />
      <ConfirmDialog
        open={resetAsked}
        title="提示"
        warning
        message={`你选中了 ${list.selection.ids.length} 位用户，确认重置用户的密码吗?`}
        onConfirm={() => void resetSelected()}
        onCancel={() => setResetAsked(false)}
      />
    </Box>
  );
}
