import type { Menu } from './menu';

/** A table row for tests: the given fields over a visible page at the top level. */
export const menuRow = (over: Partial<Menu> & { id: number; name: string }): Menu => ({
  type: 1,
  pid: 0,
  sort: 1,
  path: null,
  component: null,
  componentName: null,
  icon: null,
  permission: null,
  iFrame: false,
  cache: false,
  hidden: false,
  createTime: '',
  children: [],
  ...over,
});
