/*
 * The menu trees of 菜单分配 and 菜单管理's parent select (docs/decisions.md, issue 14):
 * calls beyond the menu resource's CRUD, under its tag, so every menu write refreshes them.
 */
import { api } from '../../api/api';
import { MENU_TAG } from '../../api/menus';
import { parseMenuChildIds, parseMenuNodes, type MenuNode } from './menuNode';
import type { ParsedRows } from '../../api/resource/rows';

export const menuNodeApi = api.enhanceEndpoints({ addTagTypes: [MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/menus/tree`: the whole menu tree, nested (yshop, embedded). */
    menuTreeNodes: build.query<ParsedRows<MenuNode>, void>({
      query: () => ({ url: 'api/menus/tree', parse: parseMenuNodes }),
      providesTags: [MENU_TAG],
    }),
    /** `GET api/menus/lazy?pid=`: the children of `pid`, 0 for the top level (eladmin, embedded). */
    menuChildren: build.query<ParsedRows<MenuNode>, number>({
      query: (pid) => ({ url: 'api/menus/lazy', params: { pid }, parse: parseMenuNodes }),
      providesTags: [MENU_TAG],
    }),
    /** `GET api/menus/child?id=`: the id and all its descendants' ids (eladmin's cascading tick). */
    menuChildIds: build.query<number[], number>({
      query: (id) => ({ url: 'api/menus/child', params: { id }, parse: parseMenuChildIds }),
      providesTags: [MENU_TAG],
    }),
  }),
});

export const { useMenuTreeNodesQuery, useMenuChildrenQuery, useLazyMenuChildrenQuery, useLazyMenuChildIdsQuery } = menuNodeApi;
