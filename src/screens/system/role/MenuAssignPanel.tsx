import { useEffect, useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { useMenuTreeNodesQuery } from '@/entities/menu/menuNodeApi';
import type { Forest } from '@/kit/tree/forest';
import { TreeList } from '@/kit/tree/TreeList';
import { useTreeExpansion } from '@/kit/tree/useTreeExpansion';
import { parentIds } from '@/kit/tree/walks';
import type { MenuNode } from '@/entities/menu/menuNode';
import { menuForest, menusToSave, noTicks, ticksOfRole, tickStates, toggleTick, type MenuTicks } from './menuAssign';
import { roles, useRoleQuery, useSaveRoleMenusMutation, type Role } from '@/entities/role/role';

const ROLE_EDIT = roles.permissions.edit ?? [];

export interface MenuAssignPanelProps {
  /** The role clicked in the list. */
  roleId: number | undefined;
  /** A role the operator may only look at (at or above their level, issue 22). */
  isLocked: (role: Role) => boolean;
}

const noNodes: never[] = [];

/**
 * 菜单分配: the whole menu tree with cascading ticks; a chosen role's menus ticked from
 * `roles/{id}`; 保存 sends the checked and half-checked menus, then the role (and the
 * operator's own menus) reload.
 */
export function MenuAssignPanel({ roleId, isLocked }: MenuAssignPanelProps) {
  const headingId = useId();
  const dispatch = useDispatch();
  const can = usePermission();
  const tree = useMenuTreeNodesQuery();
  const role = useRoleQuery(roleId ?? skipToken);
  const [saveMenus, saving] = useSaveRoleMenusMutation();
  const nodes = tree.data?.rows ?? noNodes;
  const forest = useMemo(() => menuForest(nodes), [nodes]);
  const [ticks, setTicks] = useState<MenuTicks>(noTicks);
  const shown = roleId !== undefined && role.currentData?.id === roleId ? role.currentData : undefined;

  // The stored menus each time the role (or the tree) arrives, a refresh after 保存 too.
  useEffect(() => setTicks(shown ? ticksOfRole(forest, shown) : noTicks), [forest, shown]);

  const editable = shown !== undefined && can(ROLE_EDIT) && !isLocked(shown);
  const save = async () => {
    if (!shown) return;
    try {
      await saveMenus({ id: shown.id, menuIds: menusToSave(forest, ticks) }).unwrap();
    } catch {
      // The console's one error presenter has shown the server's message; the ticks stay.
      return;
    }
    dispatch(notify({ message: '保存成功', severity: 'success' }));
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Tooltip title="选择指定角色分配菜单" placement="top" describeChild>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16 }}>
            菜单分配
          </Typography>
        </Tooltip>
        {can(ROLE_EDIT) ? (
          <Button variant="contained" size="small" startIcon={<CheckRounded />} sx={{ ml: 'auto' }} disabled={!editable || tree.isFetching} loading={saving.isLoading} onClick={() => void save()}>
            保存
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown ? `角色：${shown.name}` : roleId !== undefined && role.isFetching ? '加载中…' : '选择指定角色分配菜单'}
      </Typography>
      {tree.isError && !tree.data ? (
        <Typography variant="body2" color="error">
          菜单加载失败{' '}
          <Button size="small" onClick={() => void tree.refetch()}>
            重试
          </Button>
        </Typography>
      ) : (
        <MenuCheckTree key={forest.roots.length === 0 ? 'empty' : 'tree'} forest={forest} ticks={ticks} onToggle={(id) => setTicks((current) => toggleTick(forest, current, id))} disabled={!editable} empty={tree.isFetching ? '加载中…' : '暂无菜单'} />
      )}
    </Paper>
  );
}

interface MenuCheckTreeProps {
  forest: Forest<MenuNode>;
  ticks: MenuTicks;
  onToggle: (id: number) => void;
  disabled: boolean;
  empty: string;
}

/** The kit's tree view with 菜单分配's own tick states (menuAssign.ts), fully expanded. */
function MenuCheckTree({ forest, ticks, onToggle, disabled, empty }: MenuCheckTreeProps) {
  const expansion = useTreeExpansion({ forest, initiallyExpanded: parentIds(forest) });
  const states = useMemo(() => tickStates(forest, ticks), [forest, ticks]);
  return (
    <TreeList
      rows={expansion.rows}
      labelOf={(node) => node.label}
      label="菜单分配"
      onToggle={expansion.toggle}
      onActivate={(id) => {
        if (!disabled) onToggle(id);
      }}
      checks={states}
      isDisabled={() => disabled}
      empty={empty}
    />
  );
}
