/*
 * 菜单管理's add/edit dialog without its views: the form as typed, which fields each menu
 * type shows, the checks made before sending, and the body sent. Pure functions, so the
 * rules are tested without rendering.
 */
import { checked, type Checked } from '../../../kit/crud/formCheck';
import { DEFAULT_SORT, type MenuBody, type MenuDto, type MenuType } from './menuDto';
import { TOP_LEVEL_PID } from './menuTree';

export const MENU_TYPES: readonly { value: MenuType; label: string }[] = [
  { value: 0, label: '目录' },
  { value: 1, label: '菜单' },
  { value: 2, label: '按钮' },
];

export const MAX_SORT = 99999;
/** The server's limit (server/menus/schemas.ts); longer titles are refused there. */
export const MAX_TITLE_LENGTH = 100;

/** What the dialog edits: text fields as typed (sort too, so "abc" can be refused). */
export interface MenuForm {
  id?: number;
  type: MenuType;
  name: string;
  pid: number;
  sort: string;
  path: string;
  component: string;
  componentName: string;
  icon: string;
  permission: string;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
}

export type MenuFormField = 'name' | 'path' | 'component' | 'sort';
export type MenuFormErrors = Partial<Record<MenuFormField, string>>;

/** eladmin's defaults for 新增: a page (菜单) at the top level, visible, not cached. */
export function emptyMenuForm(pid: number = TOP_LEVEL_PID): MenuForm {
  return { type: 1, name: '', pid, sort: String(DEFAULT_SORT), path: '', component: '', componentName: '', icon: '', permission: '', iFrame: false, cache: false, hidden: false };
}

export function menuFormOf(menu: MenuDto): MenuForm {
  return {
    id: menu.id,
    type: menu.type,
    name: menu.name,
    pid: menu.pid,
    sort: String(menu.sort),
    path: menu.path ?? '',
    component: menu.component ?? '',
    componentName: menu.componentName ?? '',
    icon: menu.icon ?? '',
    permission: menu.permission ?? '',
    iFrame: menu.iFrame,
    cache: menu.cache,
    hidden: menu.hidden,
  };
}

/** Which fields the dialog shows for a type (as eladmin's menu form does). */
export function fieldsFor(form: Pick<MenuForm, 'type' | 'iFrame'>) {
  const button = form.type === 2;
  const page = form.type === 1;
  return {
    icon: !button,
    iFrame: !button,
    cache: page,
    hidden: !button,
    permission: form.type !== 0,
    path: !button,
    componentName: page && !form.iFrame,
    component: page && !form.iFrame,
  };
}

const EXTERNAL_URL = /^https?:\/\/\S+$/i;

export function titleLabel(type: MenuType): string {
  return type === 2 ? '按钮名称' : '菜单标题';
}

/** The checks made before anything is sent; the server checks again (and more). */
export function validateMenuForm(form: MenuForm): MenuFormErrors {
  const errors: MenuFormErrors = {};
  const shown = fieldsFor(form);
  const name = form.name.trim();
  if (name === '') errors.name = `请输入${titleLabel(form.type)}`;
  else if (name.length > MAX_TITLE_LENGTH) errors.name = `${titleLabel(form.type)}不能超过 ${MAX_TITLE_LENGTH} 个字符`;

  const path = form.path.trim();
  if (shown.path) {
    if (path === '') errors.path = form.iFrame ? '请输入外链地址' : '请输入路由地址';
    else if (form.iFrame && !EXTERNAL_URL.test(path)) errors.path = '外链必须以 http:// 或 https:// 开头';
  }
  if (shown.component && form.component.trim() === '') errors.component = '请输入组件路径';

  const sort = form.sort.trim();
  if (sort === '') errors.sort = '请输入排序';
  else if (!/^\d+$/.test(sort) || Number(sort) > MAX_SORT) errors.sort = `排序须为 0 到 ${MAX_SORT} 之间的整数`;
  return errors;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body sent: what the dialog shows for the chosen type, and nothing it hides (a
 * button has no path or icon, an external link no component).
 */
export function menuBodyOf(form: MenuForm): MenuBody {
  const shown = fieldsFor(form);
  const external = shown.iFrame ? form.iFrame : false;
  const body: MenuBody = {
    type: form.type,
    name: form.name.trim(),
    pid: form.pid,
    sort: Number(form.sort.trim()),
    path: shown.path ? text(form.path) : null,
    component: shown.component ? text(form.component) : null,
    componentName: shown.componentName ? text(form.componentName) : null,
    icon: shown.icon ? text(form.icon) : null,
    permission: shown.permission ? text(form.permission) : null,
    iFrame: external,
    iframe: external,
    cache: shown.cache ? form.cache : false,
    hidden: shown.hidden ? form.hidden : false,
  };
  return form.id === undefined ? body : { id: form.id, ...body };
}

/** The dialog's check (useFormDialog): the body to send, or the messages per field. */
export const checkMenuForm = (form: MenuForm): Checked<MenuForm, MenuBody> => checked(validateMenuForm(form), () => menuBodyOf(form));
