import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import { useCrudList } from '../../../kit/crud/useCrudList';
import { rolesHavePermission, type SysRole } from '../../../kit/system/role';
import { useMyRoleLevelQuery } from '../../../kit/system/roleApi';
import { isAboveMe } from './menuAssign';
import { MenuAssignPanel } from './MenuAssignPanel';
import { useDeleteRolesMutation, useGetRolesQuery } from './roleApi';
import { RoleDialog } from './RoleDialog';
import { RoleList, type RoleFilters } from './RoleList';

/** CONTRACT-SYSTEM.md section 4: each action needs its permission, or `admin`. */
export const ROLE_PERMISSIONS = {
  add: ['admin', 'roles:add'],
  edit: ['admin', 'roles:edit'],
  del: ['admin', 'roles:del'],
} as const;

const ROLE_SORT = ['level,asc'] as const;
const initialFilters: RoleFilters = { blurry: '', createTime: [] };

/** 角色管理 (`system/role/index`): the roles beside 菜单分配 of the one clicked. */
export function RolePage() {
  const myLevel = useMyRoleLevelQuery().data?.level;
  const [activeId, setActiveId] = useState<number>();
  const [deleteRoles] = useDeleteRolesMutation();
  // Whether the back end has 角色权限 (yshop, embedded) is read off its rows, and kept
  // once seen: an empty search must not take the column and the dialog's field away.
  const [hasPermission, setHasPermission] = useState(false);

  const isLocked = useCallback((role: SysRole) => isAboveMe(role.level, myLevel), [myLevel]);
  const list = useCrudList<SysRole, RoleFilters>({
    title: '角色',
    initialFilters,
    useList: useGetRolesQuery,
    rowId: (role) => role.id,
    isLocked,
    permissions: ROLE_PERMISSIONS,
    remove: async (ids) => {
      await deleteRoles(ids).unwrap();
      setActiveId((current) => (current !== undefined && ids.includes(current) ? undefined : current));
    },
    exportUrl: 'api/roles',
    sort: ROLE_SORT,
  });

  const { rows } = list;
  useEffect(() => {
    if (rolesHavePermission(rows)) setHasPermission(true);
  }, [rows]);

  const dialog = list.dialog.state;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <RoleList list={list} hasPermission={hasPermission} activeId={activeId} onSelect={(role) => setActiveId(role.id)} />
      <MenuAssignPanel roleId={activeId} myLevel={myLevel} />
      {dialog.mode !== 'closed' ? (
        <RoleDialog role={dialog.mode === 'edit' ? dialog.row : undefined} hasPermission={hasPermission} myLevel={myLevel} onClose={list.dialog.close} onSaved={() => list.dialog.saved(dialog.mode)} />
      ) : null}
      <CrudDeleteConfirm list={list} />
    </Box>
  );
}
