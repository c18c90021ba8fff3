import { z } from 'zod';
import { sortField } from '../http/entity-errors';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';
import { DICT_ORDERS, type DictOrder } from './repository';

const dictName = z
  .string({ error: '字典名称不能为空' })
  .trim()
  .min(1, '字典名称不能为空')
  .max(100, '字典名称不能超过 100 个字符');
const remark = z
  .string()
  .max(255, '描述不能超过 255 个字符')
  .nullish()
  .transform((v) => v?.trim() ?? '');

export const createDictSchema = z.object({ name: dictName, remark });
export const updateDictSchema = z.object({ id: fields.id, name: dictName, remark });

export const listDictQuerySchema = z.object({
  blurry: z.string().max(100, '搜索内容不能超过 100 个字符').default(''),
  page: fields.page,
  size: fields.size,
  // Spring's `sort=id,desc`; anything outside the known list falls back to id order.
  sort: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v): DictOrder => {
      const first = Array.isArray(v) ? v[0] : v;
      return first && (DICT_ORDERS as string[]).includes(first) ? (first as DictOrder) : 'id,asc';
    }),
});

export const listDetailQuerySchema = z.object({
  dictName: z.string().max(100).optional(),
  page: fields.page,
  size: fields.size,
});

const detailFields = {
  label: z.string({ error: '字典标签不能为空' }).trim().min(1, '字典标签不能为空').max(255, '字典标签不能超过 255 个字符'),
  // Values are strings on the wire; a form may send 1 instead of "1".
  value: z
    .union([z.string(), z.number()], { error: '字典值不能为空' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, '字典值不能为空').max(255, '字典值不能超过 255 个字符')),
  sort: sortField.default(999),
  dict: z.object({ id: fields.id }, { error: '请指定所属字典' }),
};

export const createDetailSchema = z.object(detailFields);
export const updateDetailSchema = z.object({ ...detailFields, id: fields.id });
export const idParamSchema = z.object({ id: fields.id });

export const dictDto = z.object({ id: z.number(), name: z.string(), remark: z.string(), createTime: z.string() });
export const dictDetailDto = z.object({
  id: z.number(),
  label: z.string(),
  value: z.string(),
  sort: z.number(),
  dict: z.object({ id: z.number() }),
  createTime: z.string(),
});
export const dictPage = pageOf(dictDto);
export const detailPage = pageOf(dictDetailDto);
