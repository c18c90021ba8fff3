import { api } from '../../../api/api';
import { MENU_TAG } from '../../../api/menus';
import { parseMenuList, type MenuBody, type MenuDto } from './menuDto';

/**
 * The management calls of CONTRACT.md "Menus"; every change refreshes the table, the
 * picker tree (the kit's `menuTreeNodes`) and the signed-in user's own menus (sidebar
 * and routes): all provide MENU_TAG.
 */

export const menuApi = api.enhanceEndpoints({ addTagTypes: [MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    // `run` only tells one search from the next (MenuPage); it is not sent.
    listMenus: build.query<MenuDto[], { blurry?: string; run?: number }>({
      query: ({ blurry }) => ({ url: 'api/menus', params: blurry ? { blurry } : undefined, parse: parseMenuList }),
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

export const { useListMenusQuery, useCreateMenuMutation, useUpdateMenuMutation, useDeleteMenusMutation } = menuApi;
