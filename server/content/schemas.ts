import { z } from 'zod';
import { optionalId } from '../http/entity-errors';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The contract's Rec. for an unknown id of a PUT or a DELETE (CONTRACT-MEMBERS 0). */
export const NOT_FOUND = '数据不存在';

/** 3.7: what a relation is; the screens ask one kind each (`type=collect` / `type=foot`). */
export const RELATION_TYPES = ['collect', 'foot'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** `GET api/yxStoreProductRelation`'s filter (2.10): the kind; empty or absent lists both. */
export const relationQuery = z.object({
  ...listQueryFields,
  type: z
    .enum(['', ...RELATION_TYPES], { error: '类型只能是 collect 或 foot' })
    .optional()
    .transform((v): RelationType | undefined => (v === '' ? undefined : v)),
});
export type RelationQuery = z.output<typeof relationQuery>;

/** The product a relation names, as the screens read it (商品名称, 商品图片); null when it is gone. */
export const relationProductDto = z.object({ id: z.number(), storeName: z.string(), image: z.string() });

/** A relation as yshop's list sends it (2.10 with its Rec.s: `userName` null for a gone member, `createTime` GMT+8 text). */
export const relationDto = z.object({
  id: z.number(),
  uid: z.number(),
  userName: z.string().nullable(),
  productId: z.number(),
  product: relationProductDto.nullable(),
  type: z.string(),
  category: z.string(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type RelationDto = z.output<typeof relationDto>;
export const relationPage = pageOf(relationDto);

/** `GET api/yxAppVersion` takes no filter (2.11): paging and the whitelisted sort only. */
export const appVersionQuery = z.object({ ...listQueryFields });
export type AppVersionQuery = z.output<typeof appVersionQuery>;

/** An app version as the list sends it (2.11), times as GMT+8 text (the project's decision). */
export const appVersionDto = z.object({
  id: z.number(),
  versionCode: z.string(),
  versionName: z.string(),
  versionInfo: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
  forceUpdate: z.number(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type AppVersionDto = z.output<typeof appVersionDto>;
export const appVersionPage = pageOf(appVersionDto);

/** Required text of at most `max` characters, trimmed (3.12's lengths). */
const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Optional text of at most `max` characters, trimmed; absent or null as ''. */
const optionalText = (max: number, tooLong: string, notText: string) =>
  z
    .string({ error: notText })
    .max(max, tooLong)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** A download link: empty, or an http(s) address of at most 10,000 characters (3.12). */
const link = (label: string) =>
  optionalText(10_000, `${label}不能超过 10000 个字符`, `${label}必须是文字`).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v), {
    message: `${label}必须以 http:// 或 https:// 开头`,
  });

/**
 * App版本's write body (2.11, 3.12, 5.9 Rec.): 版本名称 and 版本code required, the lengths of
 * 3.12, links http(s) only, 是否强制升级 0 or 1 (default 0). `createTime`, `isDel` and other
 * keys sent are not read.
 */
export const appVersionBody = z
  .object({
    id: optionalId,
    versionName: requiredText('请输入版本名称', 64, '版本名称不能超过 64 个字符'),
    versionCode: requiredText('请输入版本code', 64, '版本code不能超过 64 个字符'),
    versionInfo: optionalText(600, '版本描述不能超过 600 个字符', '版本描述必须是文字'),
    iosUrl: link('ios应用商店链接'),
    androidUrl: link('安卓下载链接'),
    forceUpdate: z
      .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '是否强制升级只能是 0 或 1' })
      .nullish()
      .transform((v) => (v === null || v === undefined ? 0 : Number(v))),
  });
export type AppVersionInput = Omit<z.output<typeof appVersionBody>, 'id'>;

