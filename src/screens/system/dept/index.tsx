/** The view `system/dept/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { DeptPage as default } from './DeptPage';
