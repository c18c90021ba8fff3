/** One `MenuVo` of `GET api/menus/build` (CONTRACT.md "Menus"), after validation. */
export interface MenuMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  affix?: boolean;
  /** false hides the entry from the breadcrumb. */
  breadcrumb?: boolean;
  /** The sidebar entry to highlight while this (usually hidden) page is open. */
  activeMenu?: string;
}

export interface MenuEntry {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  meta?: MenuMeta;
  children?: MenuEntry[];
}

export const LAYOUT_COMPONENT = 'Layout';

/** External links open in a new tab: http(s), mailto: and tel: values (SPEC.md section 5). */
export { isExternal } from '../../shared/validation/validators';
