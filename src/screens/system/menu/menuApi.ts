import { api } from '../../../api/api';
import { MENU_TAG } from '../../../api/menus';
import { parseMenuList, parseMenuTree, type MenuBody, type MenuList, type MenuTreeOption } from './menuDto';

/**
 * The management calls of CONTRACT.md "Menus"; every change refreshes the table, the
 * picker tree and the signed-in user's own menus (sidebar and routes).
 */

export const menuApi = api.enhanceEndpoints({ addTagTypes: [MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    // `run` only tells one search from the next (MenuPage); it is not sent.
    listMenus: build.query<MenuList, { blurry?: string; run?: number }>({
      query: ({ blurry }) => ({ url: 'api/menus', params: blurry ? { blurry } : undefined, parse: parseMenuList }),
      providesTags: [MENU_TAG],
    }),
    menuTree: build.query<MenuTreeOption[], void>({
      query: () => ({ url: 'api/menus/tree', parse: parseMenuTree }),
      providesTags: [MENU_TAG],
    }),
    createMenu: build.mutation<unknown, MenuBody>({
      query: (body) => ({ url: 'api/menus', method: 'POST', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [MENU_TAG]),
    }),
    updateMenu: build.mutation<unknown, MenuBody & { id: number }>({
      query: (body) => ({ url: 'api/menus', method: 'PUT', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [MENU_TAG]),
    }),
    deleteMenus: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/menus', method: 'DELETE', data: ids }),
      // A refused delete may still have removed part of a batch: refresh either way.
      invalidatesTags: [MENU_TAG],
    }),
  }),
});

export const { useListMenusQuery, useMenuTreeQuery, useCreateMenuMutation, useUpdateMenuMutation, useDeleteMenusMutation } = menuApi;
