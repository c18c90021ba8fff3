import { createContext, useContext } from 'react';
import type { RouteSpec } from './buildNavigation';
import type { PathParams } from './pathPattern';

/**
 * The page a screen is rendered as (set by the shell around each kept page): its address,
 * which is its tab's key, and the parameters of a menu path such as `/shop/goodsEdit/:id`.
 * A kept page keeps its own while another tab is shown.
 */
export const PageContext = createContext<RouteSpec | undefined>(undefined);

const NO_PARAMS: PathParams = {};

/** The page this screen is shown as; undefined outside the shell (a screen test without one). */
export const useShownPage = (): RouteSpec | undefined => useContext(PageContext);

/** The parameters of the page's menu path (`{ id: '5' }` on `/shop/goodsEdit/5`); none on a plain page. */
export const usePageParams = (): PathParams => useContext(PageContext)?.params ?? NO_PARAMS;
