import { z } from 'zod';
import { sortField } from '../http/entity-errors';
import { integer } from '../http/integer';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';
import { EMPTY_PIECE } from '../http/grants';

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

const MENU_TYPE = '菜单类型只能是 0（目录）、1（菜单）或 2（按钮）';

const menuFields = {
  type: integer({ message: MENU_TYPE, min: [0, MENU_TYPE], max: [2, MENU_TYPE] }).transform((v) => v as 0 | 1 | 2),
  name: z.string({ error: '菜单标题不能为空' }).trim().min(1, '菜单标题不能为空').max(100, '菜单标题不能超过 100 个字符'),
  sort: sortField.default(999),
  path: optionalText(255, '路由地址不能超过 255 个字符'),
  component: optionalText(255, '组件路径不能超过 255 个字符'),
  componentName: optionalText(100, '组件名称不能超过 100 个字符'),
  icon: optionalText(100, '图标名称不能超过 100 个字符'),
  permission: optionalText(255, '权限标识不能超过 255 个字符')
    .refine((v) => v === null || v.split(',').every((p) => p.trim() !== ''), EMPTY_PIECE),
  // eladmin's newer front ends send null for a top-level menu; the contract says 0.
  pid: integer({ message: '上级菜单不存在', min: [0, '上级菜单不存在'] })
    .nullish()
    .transform((v) => v ?? 0),
  iFrame: fields.flag.default(false),
  cache: fields.flag.default(false),
  hidden: fields.flag.default(false),
};

export const createMenuSchema = z.object(menuFields);
export const updateMenuSchema = z.object({ ...menuFields, id: fields.id });
export const deleteMenusSchema = z
  .array(fields.id, { error: '请提供要删除的菜单 ID 数组' })
  .min(1, '请选择要删除的菜单')
  .max(1000, '一次最多删除 1000 个菜单');

const dateText = z.string().max(40);
export const listMenusQuerySchema = z.object({
  blurry: z.string().max(100, '搜索内容不能超过 100 个字符').optional(),
  // axios sends `createTime[]=a&createTime[]=b`, eladmin's qs `createTime=a&createTime=b`.
  createTime: z.union([dateText, z.array(dateText)]).optional(),
  'createTime[]': z.union([dateText, z.array(dateText)]).optional(),
});

export type MenuBody = z.output<typeof createMenuSchema>;

const menuFieldsOut = {
  id: z.number(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  permission: z.string().nullable(),
  name: z.string(),
  label: z.string(),
  sort: z.number(),
  path: z.string().nullable(),
  component: z.string().nullable(),
  pid: z.number(),
  iFrame: z.boolean(),
  cache: z.boolean(),
  hidden: z.boolean(),
  componentName: z.string().nullable(),
  icon: z.string().nullable(),
  createTime: z.string(),
  hasChildren: z.boolean(),
};

/** `MenuDto` of the management calls; `children` in trees only. */
export interface MenuDto extends z.output<z.ZodObject<typeof menuFieldsOut>> {
  children?: MenuDto[];
}

export const menuDto: z.ZodType<MenuDto> = z.object({
  ...menuFieldsOut,
  get children() {
    return z.array(menuDto).optional();
  },
});
export const menuTree = z.array(menuDto);
export const menuPage = pageOf(menuDto);
/** One level of 菜单分配's lazy tree. */
export const lazyMenus = z.array(z.object({ ...menuFieldsOut, leaf: z.boolean() }));

/** `GET api/menus/tree`: just enough for parent and permission pickers. */
export interface MenuTreeOption {
  id: number;
  label: string;
  children?: MenuTreeOption[];
}
export const menuTreeOption: z.ZodType<MenuTreeOption> = z.object({
  id: z.number(),
  label: z.string(),
  get children() {
    return z.array(menuTreeOption).optional();
  },
});
export const menuTreeOptions = z.array(menuTreeOption);
