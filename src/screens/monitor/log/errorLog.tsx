/** The view `monitor/log/errorLog` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { ErrorLogPage as default } from './ErrorLogPage';
