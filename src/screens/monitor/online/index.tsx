/** The view `monitor/online/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { OnlinePage as default } from './OnlinePage';
