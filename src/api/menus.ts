import { api } from './api';

/**
 * One route entry of `GET api/menus/build` (CONTRACT.md "Menus"), kept as the server
 * sent it: the route builder (src/features/navigation) validates and reads them.
 */
export type RawMenuEntry = Record<string, unknown>;

const isObject = (value: unknown): value is RawMenuEntry => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An array of objects; anything else is a malformed answer. */
export function parseMenuList(body: unknown): RawMenuEntry[] | undefined {
  return Array.isArray(body) && body.every(isObject) ? body : undefined;
}

export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    buildMenus: build.query<RawMenuEntry[], void>({
      query: () => ({ url: 'api/menus/build', parse: parseMenuList }),
    }),
  }),
});
