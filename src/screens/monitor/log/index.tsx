/** The view `monitor/log/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { InfoLogPage as default } from './InfoLogPage';
