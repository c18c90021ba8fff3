/*
 * 菜单管理's dialog rules without its views: the types, the title's label, and the checks
 * made before sending (the server checks again, and more). The body is the entity's.
 */
import { checked, type Checked } from '@/kit/crud/formCheck';
import { fieldsFor, menus, type MenuBody, type MenuForm, type MenuType } from '@/entities/menu/menu';

export const MENU_TYPES: readonly { value: MenuType; label: string }[] = [
  { value: 0, label: '目录' },
  { value: 1, label: '菜单' },
  { value: 2, label: '按钮' },
];

export const MAX_SORT = 99999;
/** The server's limit (server/menus/schemas.ts); longer titles are refused there. */
export const MAX_TITLE_LENGTH = 100;

export type MenuFormField = 'name' | 'path' | 'component' | 'sort';
export type MenuFormErrors = Partial<Record<MenuFormField, string>>;

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

/** The dialog's check (useFormDialog): the body to send, or the messages per field. */
export const checkMenuForm = (form: MenuForm): Checked<MenuForm, MenuBody> => checked(validateMenuForm(form), () => menus.bodyOf(form));
