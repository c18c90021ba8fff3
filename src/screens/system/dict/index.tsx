/** The view `system/dict/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { DictPage as default } from './DictPage';
