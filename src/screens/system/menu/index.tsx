import { useEffect, useMemo, useRef, useState } from 'react';
import type { SkipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REFETCH_OLDER_THAN_SECONDS } from '@/api/api';
import type { ListArgs, QueryState, ResourcePage } from '@/api/resource/defineResource';
import { menus, type Menu, type MenuForm } from '@/entities/menu/menu';
import { useMenuTreeNodesQuery } from '@/entities/menu/menuNodeApi';
import type { CrudTree } from '@/kit/crud/CrudTable';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourceView, useResourcePage } from '@/kit/resource/ResourcePage';
import { parentIds, visibleRows } from '@/kit/tree/walks';
import { menuIcon } from '@/shared/icons/menuIcons';
import { MenuDialog } from './MenuDialog';
import { idsToDelete, menuForest, parentForest } from './menuTree';

type MenuPage = ResourcePage<Menu, object>;
/** The search that is applied, the rows toggled away from the default, and the 搜索 / 重置 clicks (each asks the server). */
interface View {
  blurry: string;
  toggled: ReadonlySet<number>;
  run: number;
}

// RTK Query's hook behind the resource's list, with the option its type leaves out.
const useMenuQuery = menus.useList as unknown as (args: { blurry: string } | undefined, options: { refetchOnMountOrArgChange: number }) => QueryState<MenuPage>;

/** Only `blurry` is sent (the tree comes whole); back on the kept tab, it asks again only once the list is old. */
function useMenuSource(params: ListArgs | SkipToken) {
  const blurry = typeof params === 'object' && typeof params.blurry === 'string' ? params.blurry : '';
  return useMenuQuery(blurry ? { blurry } : undefined, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
}

/** Rows start closed and search results open; the operator's toggles flip that default and stay across a refetch. */
function useMenuTree(page: MenuPage | undefined, view: View, onToggle: (id: number) => void): CrudTree<Menu> {
  const forest = useMemo(() => menuForest(page?.content ?? []), [page]);
  const rows = useMemo(() => {
    const open = new Set(view.blurry ? parentIds(forest) : []);
    view.toggled.forEach((id) => (open.has(id) ? open.delete(id) : open.add(id)));
    return visibleRows(forest, open);
  }, [forest, view]);
  return { forest, rows, onToggle };
}

const TYPE_LABELS = ['目录', '菜单', '按钮'] as const;
const yesNo = (value: boolean) => (value ? '是' : '否');
const f = fieldsOf<Menu, MenuForm>();

function MenuIcon({ name }: { name: string | null }) {
  if (!name) return null;
  const Icon = menuIcon(name);
  // Announced as an image named after the icon, the name on hover.
  return <Icon fontSize="small" titleAccess={name} sx={{ verticalAlign: 'middle' }} />;
}

const fields = [
  f.custom('name', '菜单标题', {
    render: (menu) => (
      <>
        <Box component="span" title={menu.name} sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {menu.name}
        </Box>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
          {TYPE_LABELS[menu.type]}
        </Typography>
      </>
    ),
  }),
  f.custom('icon', '图标', { render: (menu) => <MenuIcon name={menu.icon} /> }),
  f.number('sort', '排序'),
  f.text('permission', '权限标识'),
  f.text('path', '路由地址'),
  f.text('component', '组件路径'),
  f.custom('hidden', '可见', { render: (menu) => yesNo(!menu.hidden) }),
  f.custom('cache', '缓存', { render: (menu) => yesNo(menu.cache) }),
  f.text('createTime', '创建日期'),
  f.text('blurry', '模糊搜索', { column: false, search: { placeholder: '模糊搜索：标题、组件或权限' } }),
];

/**
 * 菜单管理 (`system/menu/index`): the menu tree with search, and 新增 / 编辑 / 删除 for
 * holders of menu:add / menu:edit / menu:del (or admin). A change reloads the table,
 * the parent tree and the signed-in user's own menus (one tag), so the sidebar and
 * routes follow at once. A delete takes the menu's whole subtree.
 */
export default function MenuPage() {
  const [view, setView] = useState<View>({ blurry: '', toggled: new Set(), run: 0 });
  const toggle = (id: number) =>
    setView((current) => {
      const toggled = new Set(current.toggled);
      if (!toggled.delete(id)) toggled.add(id);
      return { ...current, toggled };
    });
  const useTree = (page: MenuPage | undefined) => useMenuTree(page, view, toggle);
  const subtree = (id: number): number[] => idsToDelete(id, state.tree?.forest ?? menuForest([]), parents);
  const state = useResourcePage({
    resource: menus,
    fields,
    useList: useMenuSource,
    useTree,
    selectable: false,
    deleteIds: (ids) => [...new Set(ids.flatMap(subtree))],
    deleteMessage: (menu: Menu): string => {
      const below = subtree(menu.id).length - 1;
      return `确定删除菜单「${menu.name}」吗？${below > 0 ? `其下的 ${below} 个子菜单也会一并删除。` : '如有子菜单，也会一并删除。'}`;
    },
  });
  const { can, search } = state.list;
  // The whole tree: the dialog's parents, and a delete's subtree where a search hides part of it.
  const tree = useMenuTreeNodesQuery(undefined, { skip: !(can.add || can.rowActions) });
  const parents = useMemo(() => parentForest(tree.data?.rows ?? []), [tree.data]);

  // 搜索 and 重置 always ask the server (eladmin re-queries too), even for a search seen before.
  const rerun = (blurry: string) => setView((current) => ({ blurry, toggled: new Set(), run: current.run + 1 }));
  const refresh = useRef(state.list.refresh);
  refresh.current = state.list.refresh;
  useEffect(() => {
    // After the new query is subscribed: a query already on its way is not asked twice.
    if (view.run > 0) refresh.current();
  }, [view.run]);
  const list = {
    ...state.list,
    search: {
      ...search,
      submit: () => {
        search.submit();
        rerun(String(search.draft.blurry ?? '').trim());
      },
      reset: () => {
        search.reset();
        rerun('');
      },
    },
  };

  return (
    <ResourceView
      state={{ ...state, list }}
      header={
        <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
          菜单管理
        </Typography>
      }
      dialog={({ row, title, onClose, onSaved }) => <MenuDialog initial={row ? menus.formOf(row) : menus.newForm()} title={title} parents={parents} parentsLoading={tree.isLoading} onClose={onClose} onSaved={onSaved} />}
    />
  );
}
