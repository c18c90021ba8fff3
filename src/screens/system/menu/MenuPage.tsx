import { useMemo, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { notify } from '../../../features/notifications/notificationsSlice';
import { usePermission } from '../../../features/permission/usePermission';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { MenuDialog } from './MenuDialog';
import { MenuTable } from './MenuTable';
import { useCreateMenuMutation, useDeleteMenusMutation, useListMenusQuery, useMenuTreeQuery, useUpdateMenuMutation } from './menuApi';
import type { MenuBody, MenuDto } from './menuDto';
import { emptyMenuForm, menuFormOf, type MenuForm } from './menuForm';
import { idsToDelete } from './menuTree';
import { REFETCH_OLDER_THAN_SECONDS } from '../../../api/api';

export const MENU_PERMISSIONS = {
  add: ['admin', 'menu:add'],
  edit: ['admin', 'menu:edit'],
  del: ['admin', 'menu:del'],
} as const;

const FALLBACK_MESSAGE = '操作失败';

/** The message of a failed call (an ApiError), for the dialog to show inline. */
function refusalOf(error: unknown): string {
  const message = error !== null && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : FALLBACK_MESSAGE;
}

function parentIds(menus: readonly MenuDto[], into: Set<number> = new Set()): Set<number> {
  for (const menu of menus) {
    if (menu.children.length > 0) {
      into.add(menu.id);
      parentIds(menu.children, into);
    }
  }
  return into;
}

/** The search that is applied, and the rows the user opened (or, while searching, closed). */
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
  const [deleting, setDeleting] = useState<MenuDto | null>(null);

  // 搜索 and 重置 always ask the server (eladmin re-queries too), even for a search seen
  // before (`run`); coming back to the kept tab asks only if the list has grown old.
  const list = useListMenusQuery({ blurry: view.blurry, run: view.run }, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
  const tree = useMenuTreeQuery(undefined, { skip: !(canAdd || canEdit || canDelete) });
  const [createMenu, created] = useCreateMenuMutation();
  const [updateMenu, updated] = useUpdateMenuMutation();
  const [deleteMenus] = useDeleteMenusMutation();

  const menus = useMemo(() => list.data?.content ?? [], [list.data]);
  // Normally rows start closed and the user opens them; search results start open.
  const expanded = useMemo(() => {
    if (!view.blurry) return view.toggled;
    const open = parentIds(menus);
    view.toggled.forEach((id) => open.delete(id));
    return open;
  }, [menus, view]);

  const toggle = (id: number) =>
    setView((current) => {
      const toggled = new Set(current.toggled);
      if (toggled.has(id)) toggled.delete(id);
      else toggled.add(id);
      return { ...current, toggled };
    });

  const search = (text: string) => {
    const blurry = text.trim();
    setView({ blurry, toggled: new Set(), run: view.run + 1 });
  };

  const changed = (message: string) => {
    dispatch(notify({ message, severity: 'success' }));
  };

  const save = async (body: MenuBody): Promise<string | undefined> => {
    try {
      if (body.id === undefined) await createMenu(body).unwrap();
      else await updateMenu({ ...body, id: body.id }).unwrap();
    } catch (error) {
      return refusalOf(error);
    }
    setDialog(null);
    changed(body.id === undefined ? '新增成功' : '编辑成功');
    return undefined;
  };

  const confirmDelete = async () => {
    const menu = deleting;
    setDeleting(null);
    if (!menu) return;
    try {
      await deleteMenus(idsToDelete(menu, tree.data)).unwrap();
    } catch {
      // The HTTP-error presenter has shown why.
      return;
    }
    changed('删除成功');
  };

  const descendants = deleting ? idsToDelete(deleting, tree.data).length - 1 : 0;

  return (
    <Paper component="section" aria-labelledby="menu-page-title" sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="menu-page-title" variant="h6" component="h1">
        菜单管理
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box
          component="form"
          role="search"
          aria-label="搜索菜单"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            search(input);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="模糊搜索：标题、组件或权限"
            slotProps={{ htmlInput: { 'aria-label': '模糊搜索', maxLength: 100 } }}
            sx={{ width: 240 }}
          />
          <Button type="submit" variant="contained" color="success" size="small" startIcon={<SearchIcon />}>
            搜索
          </Button>
          <Button
            variant="outlined"
            color="warning"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => {
              setInput('');
              search('');
            }}
          >
            重置
          </Button>
        </Box>
        <Box sx={{ flex: 1 }} />
        {canAdd ? (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ key: Date.now(), form: emptyMenuForm() })}>
            新增
          </Button>
        ) : null}
      </Box>
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
          menus={menus}
          expanded={expanded}
          onToggle={toggle}
          canEdit={canEdit}
          canDelete={canDelete}
          onEdit={(menu) => setDialog({ key: Date.now(), form: menuFormOf(menu) })}
          onDelete={setDeleting}
          empty={list.isLoading ? '加载中…' : view.blurry ? '没有匹配的菜单' : '暂无菜单'}
        />
      )}
      {dialog ? (
        <MenuDialog
          key={dialog.key}
          initial={dialog.form}
          tree={tree.data}
          treeLoading={tree.isLoading}
          saving={created.isLoading || updated.isLoading}
          onSubmit={save}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="提示"
        warning
        message={deleting ? `确定删除菜单「${deleting.name}」吗？${descendants > 0 ? `其下的 ${descendants} 个子菜单也会一并删除。` : '如有子菜单，也会一并删除。'}` : ''}
        confirmText="确定"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
