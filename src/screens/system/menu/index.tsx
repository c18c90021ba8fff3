/** The view `system/menu/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { MenuPage as default } from './MenuPage';
