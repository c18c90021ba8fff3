import type { MenuDto } from './menuDto';

/** A table row for tests: the given fields over a visible page at the top level. */
export const menuDto = (over: Partial<MenuDto> & { id: number; name: string }): MenuDto => ({
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
