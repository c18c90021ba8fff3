/** The view `user/center` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { UserCenterPage as default } from './UserCenterPage';
