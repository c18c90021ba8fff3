import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { REFETCH_OLDER_THAN_SECONDS } from '../../../api/api';
import { notify } from '../../../features/notifications/notificationsSlice';
import { usePermission } from '../../../features/permission/usePermission';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { useMenuTreeNodesQuery } from '../../../kit/system/menuNodeApi';
import { parentIds, visibleRows } from '../../../kit/tree/walks';
import { MenuDialog } from './MenuDialog';
import { MenuTable } from './MenuTable';
import { useDeleteMenusMutation, useListMenusQuery } from './menuApi';
import type { MenuDto } from './menuDto';
import { emptyMenuForm, menuFormOf, type MenuForm } from './menuForm';
import { idsToDelete, menuForest, parentForest } from './menuTree';

export const MENU_PERMISSIONS = {
  add: ['admin', 'menu:add'],
  edit: ['admin', 'menu:edit'],
  del: ['admin', 'menu:del'],
} as const;

/** The search that is applied, and the rows the user toggled away from the default. */
interface View {
  blurry: string;
  toggled: ReadonlySet<number>;
  /** Counts 搜索 and 重置 clicks: each is a new query, so each asks the server. */
  run: number;
}

/**
 * 菜单管理 (`system/menu/index`): the menu tree with search, and 新增 / 编辑 / 删除
 * for holders of menu:add / menu:edit / menu:del (or admin). After a change the table
 * and parent tree reload and so do the signed-in user's own menus, so the sidebar and
 * routes follow at once (one RTK Query tag, MENU_TAG).
 */
export function MenuPage() {
  const dispatch = useDispatch();
  const can = usePermission();
  const canAdd = can(MENU_PERMISSIONS.add);
  const canEdit = can(MENU_PERMISSIONS.edit);
  const canDelete = can(MENU_PERMISSIONS.del);

  const [input, setInput] = useState('');
  const [view, setView] = useState<View>({ blurry: '', toggled: new Set(), run: 0 });
  const [dialog, setDialog] = useState<{ key: number; form: MenuForm } | null>(null);

  // 搜索 and 重置 always ask the server (eladmin re-queries too), even for a search seen
  // before (`run`); coming back to the kept tab asks only if the list has grown old.
  const list = useListMenusQuery({ blurry: view.blurry, run: view.run }, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
  const tree = useMenuTreeNodesQuery(undefined, { skip: !(canAdd || canEdit || canDelete) });
  const [deleteMenus] = useDeleteMenusMutation();

  const forest = useMemo(() => menuForest(list.data ?? []), [list.data]);
  const parents = useMemo(() => parentForest(tree.data?.rows ?? []), [tree.data]);
  // Rows start closed and search results open; the operator's toggles flip that default,
  // and stay across the refetch after a change.
  const rows = useMemo(() => {
    const open = new Set(view.blurry ? parentIds(forest) : []);
    view.toggled.forEach((id) => (open.has(id) ? open.delete(id) : open.add(id)));
    return visibleRows(forest, open);
  }, [forest, view]);

  const toggle = (id: number) =>
    setView((current) => {
      const toggled = new Set(current.toggled);
      if (toggled.has(id)) toggled.delete(id);
      else toggled.add(id);
      return { ...current, toggled };
    });

  const search = (text: string) => setView({ blurry: text.trim(), toggled: new Set(), run: view.run + 1 });

  const deleteMessage = (menu: MenuDto) => {
    const below = idsToDelete(menu.id, forest, parents).length - 1;
    return `确定删除菜单「${menu.name}」吗？${below > 0 ? `其下的 ${below} 个子菜单也会一并删除。` : '如有子菜单，也会一并删除。'}`;
  };

  const remove = async (menu: MenuDto) => {
    try {
      await deleteMenus(idsToDelete(menu.id, forest, parents)).unwrap();
    } catch {
      // The HTTP-error presenter has shown why.
      return;
    }
    dispatch(notify({ message: '删除成功', severity: 'success' }));
  };

  return (
    <Paper component="section" aria-labelledby="menu-page-title" sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="menu-page-title" variant="h6" component="h1">
        菜单管理
      </Typography>
      <CrudSearchBar
        shown
        onSearch={() => search(input)}
        onReset={() => {
          setInput('');
          search('');
        }}
      >
        <TextField
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="模糊搜索：标题、组件或权限"
          slotProps={{ htmlInput: { 'aria-label': '模糊搜索', maxLength: 100 } }}
          sx={{ width: 240 }}
        />
      </CrudSearchBar>
      {canAdd ? (
        <Box>
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ key: Date.now(), form: emptyMenuForm() })}>
            新增
          </Button>
        </Box>
      ) : null}
      <Box sx={{ height: 2 }}>{list.isFetching ? <LinearProgress aria-label="菜单加载中" sx={{ height: 2 }} /> : null}</Box>
      {list.isError && !list.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        >
          菜单加载失败
        </Alert>
      ) : (
        <MenuTable
          rows={rows}
          onToggle={toggle}
          canEdit={canEdit}
          canDelete={canDelete}
          onEdit={(menu) => setDialog({ key: Date.now(), form: menuFormOf(menu) })}
          deleteMessage={deleteMessage}
          onDelete={(menu) => void remove(menu)}
          empty={list.isLoading ? '加载中…' : view.blurry ? '没有匹配的菜单' : '暂无菜单'}
        />
      )}
      {dialog ? <MenuDialog key={dialog.key} initial={dialog.form} parents={parents} parentsLoading={tree.isLoading} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}
