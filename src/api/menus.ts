import { api } from './api';

/**
 * One route entry of `GET api/menus/build` (CONTRACT.md "Menus"), kept as the server
 * sent it, whatever it is: the route builder (src/features/navigation) validates each
 * entry and skips the malformed ones with a notice, keeping the rest.
 */
export type RawMenuEntry = unknown;

/**
 * Any list; anything else is a malformed answer. Entries are not checked here: one
 * bad entry (a null, a string) must not throw away the good ones beside it.
 */
export function parseMenuList(body: unknown): RawMenuEntry[] | undefined {
  return Array.isArray(body) ? body : undefined;
}

export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    buildMenus: build.query<RawMenuEntry[], void>({
      query: () => ({ url: 'api/menus/build', parse: parseMenuList }),
    }),
  }),
});
