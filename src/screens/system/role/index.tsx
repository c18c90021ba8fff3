import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { mayWriteRole, roles, useMyRoleLevelQuery, type Role, type RoleForm } from '@/entities/role/role';
import { usePermission } from '@/features/permission/usePermission';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { SectionHeading } from '@/kit/resource/SectionHeading';
import { MenuAssignPanel } from './MenuAssignPanel';
import { RoleDialog } from './RoleDialog';

const f = fieldsOf<Role, RoleForm>();
const ADMIN = ['admin'] as const;

/** 角色管理 (`system/role/index`): the roles beside 菜单分配 of the one clicked. */
export default function RolePage() {
  const myLevel = useMyRoleLevelQuery().data?.level;
  const admin = usePermission()(ADMIN);
  const [activeId, setActiveId] = useState<number>();
  // Whether the back end has 角色权限 (yshop, embedded) is read off its rows, and kept
  // once seen: an empty search must not take the column and the dialog's field away.
  const [hasPermission, setHasPermission] = useState(false);
  // Issue 22: roles at the operator's own level and above are read-only to them; admin writes any.
  const isLocked = useCallback((role: Role) => !mayWriteRole(role.level, { level: myLevel, admin }), [myLevel, admin]);

  const state = useResourcePage({
    resource: roles,
    isLocked,
    onDeleted: (ids) => setActiveId((current) => (current !== undefined && ids.includes(current) ? undefined : current)),
    fields: (page) => [
      f.text('name', '名称', { search: { key: 'blurry', label: '搜索角色', placeholder: '输入名称或者描述搜索' } }),
      f.text('dataScope', '数据权限'),
      f.text('permission', '角色权限', { column: hasPermission || (page?.hasPermission ?? false), value: (role) => role.permission ?? '' }),
      f.number('level', '角色级别'),
      f.text('description', '描述', { value: (role) => role.description.trim() || '-' }),
      f.dateRange('createTime', '创建日期', { value: (role) => role.createTime || '-', search: {} }),
    ],
  });
  const seen = state.page?.hasPermission ?? false;
  useEffect(() => {
    if (seen) setHasPermission(true);
  }, [seen]);

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <ResourceView
        state={state}
        label="角色列表"
        header={<SectionHeading title="角色列表" />}
        table={{ onRowClick: (role) => setActiveId(role.id), activeRow: (role) => role.id === activeId }}
        dialog={({ row, title, onClose, onSaved }) => (
          <RoleDialog role={row} title={title} hasPermission={hasPermission || seen} myLevel={myLevel} admin={admin} onClose={onClose} onSaved={onSaved} />
        )}
      />
      <MenuAssignPanel roleId={activeId} isLocked={isLocked} />
    </Box>
  );
}
