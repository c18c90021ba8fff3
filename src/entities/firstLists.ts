import type { ApiDispatch } from '../api/api';
import type { FirstList } from '../api/resource/firstList';

/**
 * View path (a menu entry's `component`) -> its screen's first list request, declared by the
 * screen's entity (`<entity>FirstList.ts`). The menu starts it when the entry is pressed,
 * alongside the screen's code, instead of after that code has loaded and mounted. Each entry is
 * a dynamic import: the shell's bundle carries this table only, not the entities.
 */
const FIRST_LISTS: Readonly<Record<string, () => Promise<{ prefetchFirstList: FirstList }>>> = {
  'shop/order/index': () => import(/* webpackChunkName: "first-list-order" */ './order/orderFirstList'),
  'shop/goods/tab': () => import(/* webpackChunkName: "first-list-product" */ './product/productFirstList'),
};

/** Loads the code that starts the first list of the screen at `component` (not the list itself: that waits for the press). */
export function preloadFirstList(component: string): void {
  const load = Object.hasOwn(FIRST_LISTS, component) ? FIRST_LISTS[component] : undefined;
  load?.().catch(() => undefined);
}

/** Starts the first list of the screen at `component`, if it declared one. Only an optimisation: a failed download is left to the screen. */
export function prefetchFirstList(component: string, dispatch: ApiDispatch): void {
  const load = Object.hasOwn(FIRST_LISTS, component) ? FIRST_LISTS[component] : undefined;
  load?.().then(
    (module) => module.prefetchFirstList(dispatch),
    () => undefined,
  );
}
