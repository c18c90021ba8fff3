/** The view `system/user/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { UserPage as default } from './UserPage';
