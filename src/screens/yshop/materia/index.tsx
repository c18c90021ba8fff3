/** The view `yshop/materia/index` (src/app/pages/viewPaths.json): its page, as the view registry loads it. */
export { MateriaPage as default } from './MateriaPage';
