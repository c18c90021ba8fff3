/** A row of the menu table as the code sees it (booleans decoded, top level pid = 0). */
export interface MenuRow {
  id: number;
  /** 0 for a top-level entry. */
  pid: number;
  /** 0 folder, 1 page, 2 button. */
  type: 0 | 1 | 2;
  /** The title. */
  name: string;
  path: string | null;
  component: string | null;
  componentName: string | null;
  icon: string | null;
  sort: number;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
  permission: string | null;
  createTime: number;
}

/** A route entry of `GET api/menus/build`; absent keys are left out of the JSON. */
export interface MenuVo {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  meta?: MenuMeta;
  children?: MenuVo[];
}

export interface MenuMeta {
  title: string;
  icon?: string;
  noCache: boolean;
}
