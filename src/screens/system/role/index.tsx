/** The view `system/role/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { RolePage as default } from './RolePage';
