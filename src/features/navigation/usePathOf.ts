import { useSessionNavigation } from './useSessionNavigation';

/**
 * The address of the page a view path names in the signed-in user's menus
 * (`shop/order/index` → `/order/order`), or undefined when their menus have no such page:
 * a link from one screen to another follows the user's own menus, whatever their addresses.
 */
export function usePathOf(component: string): string | undefined {
  const { routes } = useSessionNavigation();
  return routes.find((route) => route.component === component && !route.pattern)?.path;
}
