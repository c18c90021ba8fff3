import { z } from 'zod';
import { MAX_BULK_IDS, optionalId, sortField, tooManyIds } from '../http/entity-errors';
import { integer } from '../http/integer';
import { optionalSearch } from '../http/list-query';
import { fields } from '../http/validate';

export const NO_PARENT = '上级分类不存在';
export const NOT_FOUND = '分类不存在';

/**
 * A picture URL as 上传图片 gives it (`/file/pictures/x.png`, or below PUBLIC_BASE_URL) or
 * a real yshop's absolute one; nothing else (no `javascript:`, no `data:`), empty = none.
 */
export const pictureUrl = (tooLong: string, bad: string) =>
  z
    .string({ error: bad })
    .trim()
    .max(255, tooLong)
    .refine((v) => v === '' || /^(https?:\/\/|\/)\S*$/i.test(v), bad)
    .nullish()
    .transform((v) => v ?? '');

/**
 * 商品分类's write body, yshop's `{ cateName, pid, pic, isShow, sort }` (and `id` on
 * edit); nothing else of the row is read. A missing pid is an unknown parent (yshop
 * answered a NullPointerException, CONTRACT-SHOP 4.1).
 */
export const categoryBody = z
  .object({
    id: optionalId,
    cateName: z.string({ error: '分类名称必填' }).trim().min(1, '分类名称必填').max(100, '分类名称不能超过 100 个字符'),
    pid: integer({ message: NO_PARENT, min: [0, NO_PARENT] }).nullish(),
    pic: pictureUrl('分类图片地址不能超过 255 个字符', '分类图片地址不正确'),
    isShow: fields.flag.default(true),
    sort: sortField.nullish(),
  })
  .transform((b) => ({ id: b.id, cateName: b.cateName, pid: b.pid ?? null, pic: b.pic, isShow: b.isShow, sort: b.sort ?? 1 }));
export type CategoryBody = z.output<typeof categoryBody>;
export type CategoryInput = Omit<CategoryBody, 'id' | 'pid'> & { pid: number };

/** `cateName` is a substring search (yshop matched it exactly, CONTRACT-SHOP 10.18); page, size, sort and isShow are ignored. */
export const categoryQuery = z.object({ cateName: optionalSearch });

/** `DELETE api/yxStoreCategory/1,2`: ids joined by commas, in the path. */
export const idsParam = z.object({
  ids: z
    .string()
    .max(10000, tooManyIds)
    .transform((text, ctx) => {
      const parts = text.split(',').map((s) => s.trim());
      if (parts.length > MAX_BULK_IDS) {
        ctx.addIssue({ code: 'custom', message: tooManyIds });
        return z.NEVER;
      }
      if (parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) {
        ctx.addIssue({ code: 'custom', message: 'ID 必须是整数' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
});

/** A live category as stored. */
export interface CategoryRow {
  id: number;
  pid: number;
  cateName: string;
  sort: number;
  pic: string;
  isShow: number;
}

interface CategoryNode extends CategoryRow {
  label: string;
  children?: CategoryNode[];
}

/** A category of the tree (`YxStoreCategoryDto`); `children` is left out when empty. */
export const categoryDto: z.ZodType<CategoryNode> = z.object({
  id: z.number(),
  pid: z.number(),
  cateName: z.string(),
  sort: z.number(),
  pic: z.string(),
  isShow: z.number(),
  label: z.string(),
  get children() {
    return z.array(categoryDto).optional();
  },
});
export type CategoryDto = z.output<typeof categoryDto>;

export const categoryTree = z.object({ content: z.array(categoryDto), totalElements: z.number() });

// Products answer with it too (their list and `info`), so its shape lives below both.
export { cateOption, type CateOption } from '../http/catalog-wire';
