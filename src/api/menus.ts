import { api } from './api';

/**
 * One route entry of `GET api/menus/build` (CONTRACT.md "Menus"), kept as the server
 * sent it, whatever it is: the route builder (src/features/navigation) validates each
 * entry and skips the malformed ones with a notice, keeping the rest.
 */
export type RawMenuEntry = unknown;

/**
 * Tag of everything read from the menu table: the signed-in user's menus and 菜单管理's
 * lists. A menu write invalidates it, so the sidebar and routes follow at once.
 */
export const MENU_TAG = 'Menu' as const;

/**
 * Any list; anything else is a malformed answer. Entries are not checked here: one
 * bad entry (a null, a string) must not throw away the good ones beside it.
 */
export function parseMenuList(body: unknown): RawMenuEntry[] | undefined {
  return Array.isArray(body) ? body : undefined;
}

const KEEP_UNTIL_SIGN_OUT_SECONDS = 24 * 60 * 60;

/**
 * The signed-in user's menus: the one source of the sidebar, the routes and the tabs'
 * reconciliation. The session machine loads it on sign-in (loadingMenus); the shell
 * reads it from the cache and keeps it subscribed, so menu writes refetch it.
 */
export const menusApi = api.enhanceEndpoints({ addTagTypes: [MENU_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    buildMenus: build.query<RawMenuEntry[], void>({
      query: () => ({ url: 'api/menus/build', parse: parseMenuList }),
      providesTags: [MENU_TAG],
      // Until sign-out resets the cache: a failed load stays on show (with 重试) even
      // while nothing subscribes to it (the shell only subscribes to loaded menus).
      keepUnusedDataFor: KEEP_UNTIL_SIGN_OUT_SECONDS,
    }),
  }),
});
