import type { RouteSpec } from '../../features/navigation/buildNavigation';

/**
 * The shop lists 首页 links to, by the view path their menu names (so a link follows the
 * user's own menus, whatever their addresses), with the authorities their list call asks
 * (`admin` passes). A page missing from the menus, or a list the user may not read, gives
 * no link: the figure is shown without one.
 */
export const SHOP_LISTS = {
  order: { component: 'shop/order/index', authorities: ['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_SELECT', 'YXEXPRESS_SELECT'] },
  member: { component: 'shop/user/index', authorities: ['admin', 'YXUSER_ALL', 'YXUSER_SELECT'] },
  goods: { component: 'shop/goods/tab', authorities: ['admin', 'YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_SELECT'] },
  afterSales: { component: 'shop/afterSeals/index', authorities: ['admin', 'yxStoreAfterSales:list'] },
  extract: { component: 'activity/extract/index', authorities: ['admin', 'YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_SELECT'] },
} as const;

export type ShopList = keyof typeof SHOP_LISTS;

/** Where each list is in these menus and whether the user may read it. */
export interface ShopPlaces {
  /** The list's address, when the menus have it. */
  path: Partial<Record<ShopList, string>>;
  /** Whether the user may call the list (its figure may then be counted). */
  readable: Record<ShopList, boolean>;
}

export function shopPlaces(routes: readonly RouteSpec[], can: (authorities: readonly string[]) => boolean): ShopPlaces {
  const path: Partial<Record<ShopList, string>> = {};
  const readable = {} as Record<ShopList, boolean>;
  for (const [list, { component, authorities }] of Object.entries(SHOP_LISTS) as Array<[ShopList, (typeof SHOP_LISTS)[ShopList]]>) {
    readable[list] = can(authorities);
    const route = routes.find((r) => r.component === component && !r.pattern);
    if (route && readable[list]) path[list] = route.path;
  }
  return { path, readable };
}

/** The list's address with its filter (`/order/order?orderStatus=1&orderType=0`), or undefined without one. */
export function linkTo(places: ShopPlaces, list: ShopList, filter: Record<string, string> = {}): string | undefined {
  const path = places.path[list];
  if (path === undefined) return undefined;
  const query = new URLSearchParams(filter).toString();
  return query === '' ? path : `${path}?${query}`;
}
