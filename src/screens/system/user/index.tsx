import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { depts } from '@/entities/dept/dept';
import { useMyRoleLevelQuery } from '@/entities/role/role';
import { useResetPasswordsMutation, users, type User, type UserForm } from '@/entities/user/user';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { StatusSwitch } from '@/kit/crud/StatusSwitch';
import { useStatusLabels } from '@/kit/crud/useStatusLabels';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { useResourceForest } from '@/kit/resource/useResourceForest';
import { useSessionSelector } from '@/session/SessionContext';
import { getRuntimeConfig } from '@/shared/config/runtimeConfig';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DeptFilter } from './DeptFilter';
import { SignInLocks } from './SignInLocks';
import { UserDialog } from './UserDialog';
import { isOwnRow } from './userForm';

/** eladmin shows 重置密码 with `user:add`. */
const RESET_PERMISSION = ['admin', 'user:add'] as const;
const DEFAULT_PASSWORD = '123456';
const USER_STATUS_FALLBACK = { on: '激活', off: '禁用' };
const f = fieldsOf<User, UserForm>();

const deptCell = (user: User): string => {
  const dept = user.dept?.name ?? '';
  const jobs = user.jobs.map((job) => job.name).filter((name) => name !== '');
  return jobs.length > 0 ? `${dept} / ${jobs.join('、')}` : dept;
};

function useSignedInUser() {
  const user = useSessionSelector((snapshot) => snapshot?.context.user);
  return useMemo(() => (user ? { id: typeof user.id === 'number' ? user.id : undefined, username: user.username } : undefined), [user]);
}

/** 用户管理 (`system/user/index`): the dept tree beside the list of users. */
export default function UserPage() {
  const dispatch = useDispatch();
  const can = usePermission();
  const me = useSignedInUser();
  const isOwn = useCallback((user: User) => isOwnRow(user, me), [me]);
  const statusLabels = useStatusLabels('user_status', USER_STATUS_FALLBACK);
  const myLevel = useMyRoleLevelQuery().data?.level;
  const deptTree = useResourceForest(depts);
  const [update] = users.useUpdate();
  const [resetPasswords, resetState] = useResetPasswordsMutation();
  const [resetAsked, setResetAsked] = useState(false);
  const canEdit = can(users.permissions.edit ?? []);

  const state = useResourcePage({
    resource: users,
    isLocked: isOwn,
    listOptions: { addedMessage: `新增成功，默认密码：${DEFAULT_PASSWORD}` },
    searchOrder: ['username', 'createTime', 'enabledSearch'],
    fields: (page) => [
      f.text('username', '用户名', { search: { key: 'blurry', label: '搜索用户', placeholder: '输入名称或者邮箱搜索' } }),
      f.text('nickName', '昵称'),
      f.text('gender', '性别'),
      f.text('phone', '电话'),
      f.text('email', '邮箱'),
      f.custom('dept', page?.content.some((user) => user.jobs.length > 0) ? '部门 / 岗位' : '部门', { value: deptCell }),
      // Named without 用户 (`editor状态：激活`), as the originals ask about users.
      f.custom('enabled', '状态', {
        render: (user) => <StatusSwitch enabled={user.enabled} name={user.username} labels={statusLabels} disabled={!canEdit || isOwn(user)} save={(enabled) => update(users.bodyOf({ ...users.formOf(user), enabled })).unwrap()} />,
      }),
      // The search's 状态 words are eladmin's enabledTypeOptions, whatever the dictionary says.
      f.status('enabledSearch', '状态', { column: false, search: { key: 'enabled', labels: { on: '激活', off: '锁定' } } }),
      f.dateRange('createTime', '创建日期', { search: {} }),
    ],
  });
  const { list } = state;

  const filterByDept = (deptId: number | null) => {
    list.search.change({ deptId });
    list.search.submit();
  };

  const resetSelected = async () => {
    setResetAsked(false);
    try {
      await resetPasswords([...list.selection.ids]).unwrap();
    } catch {
      // The console's one error presenter has shown the server's message.
      return;
    }
    dispatch(notify({ message: `重置成功, 用户新密码:${DEFAULT_PASSWORD}`, severity: 'success' }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
      <Paper component="section" aria-label="部门筛选" sx={{ p: 2, minWidth: 0 }}>
        <DeptFilter depts={deptTree} selectedId={(list.state.applied.deptId as number | null | undefined) ?? null} onChange={filterByDept} />
      </Paper>
      <ResourceView
        state={state}
        label="用户列表"
        toolbar={
          <>
            {getRuntimeConfig().passwordReset && can(RESET_PERMISSION) ? (
              <Button variant="contained" size="small" color="warning" startIcon={<LockResetRounded />} disabled={list.selection.ids.length === 0} loading={resetState.isLoading} onClick={() => setResetAsked(true)}>
                重置密码
              </Button>
            ) : null}
            {canEdit ? <SignInLocks /> : null}
          </>
        }
        // Your own row is locked (no tick, no delete, no switch) but you may still edit it.
        rowActions={
          canEdit
            ? (user) =>
                isOwn(user) ? (
                  <Button size="small" aria-label={`编辑 ${user.username}`} onClick={() => list.dialog.openEdit(user)}>
                    编辑
                  </Button>
                ) : null
            : undefined
        }
        dialog={({ row, title, onClose, onSaved }) => (
          <UserDialog user={row} title={title} own={row !== undefined && isOwn(row)} manyJobs={state.page?.manyJobs ?? false} depts={deptTree} statusLabels={statusLabels} myLevel={myLevel} onClose={onClose} onSaved={onSaved} />
        )}
      />
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
