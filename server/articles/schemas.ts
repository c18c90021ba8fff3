import { z } from 'zod';
import { optionalId } from '../http/entity-errors';
import { integer } from '../http/integer';
import { listQueryFields } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The contract's Rec. for an unknown id (CONTRACT-MEMBERS 0, 7.17). */
export const NOT_FOUND = '数据不存在';

/**
 * 发布 (Rec. 7.15): the embedded server has no WeChat account to mass-send through, so it
 * refuses every publish with this, the wording of the other WeChat calls it cannot make.
 */
export const NO_WECHAT = '未配置公众号，无法发布';

/** `GET api/yxArticle` (2.12) takes no filter: paging and the whitelisted sort only. */
export const articleQuery = z.object({ ...listQueryFields });
export type ArticleQuery = z.output<typeof articleQuery>;

export const articleIdParam = z.object({ id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }) });

/**
 * An article as yshop's YxArticleDto (2.12), key for key, times as GMT+8 text. `content` is
 * the stored HTML as it was sent: these answers are JSON, never a page, and the console
 * sanitises it wherever it shows it (Rec. 7.16, docs/decisions.md).
 */
const articleFields = {
  id: z.number(),
  cid: z.string(),
  title: z.string(),
  author: z.string(),
  imageInput: z.string(),
  synopsis: z.string(),
  content: z.string(),
  shareTitle: z.string(),
  shareSynopsis: z.string(),
  visit: z.string(),
  sort: z.number(),
  url: z.string(),
  status: z.number(),
  createTime: z.string(),
  hide: z.number(),
  adminId: z.number(),
  merId: z.number(),
  productId: z.number(),
  isHot: z.number(),
  isBanner: z.number(),
};
export const articleDto = z.object({ ...articleFields, thumbMediaId: z.null() });
export type ArticleDto = z.output<typeof articleDto>;
export const articlePage = pageOf(articleDto);

/** `info/{id}`: the entity, without `thumbMediaId`, with `updateTime`. */
export const articleInfo = z.object({ ...articleFields, updateTime: z.string().nullable() });
export type ArticleInfo = z.output<typeof articleInfo>;

/** Required text, trimmed, of at most `max` characters. */
const required = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** The content's limit: yshop's column is a MEDIUMTEXT; this keeps a body well under the route's limit. */
export const CONTENT_MAX = 200_000;
export const ARTICLE_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * 新增 / 修改 (2.12, 5.9): the form's five fields with yshop's five messages; the cover an
 * http(s) address or one of this server's paths (it is shown as a picture). Every other key
 * sent (yshop's share texts, flags, `createTime`, `isDel`) is not read.
 */
export const articleBody = z.object({
  id: optionalId,
  title: required('请输入文章标题', 255, '文章标题不能超过 255 个字符'),
  author: required('请输入文章作者', 255, '文章作者不能超过 255 个字符'),
  imageInput: required('请上传文章图片', 255, '文章图片地址不能超过 255 个字符').refine((v) => /^(https?:\/\/[^\s/?#]+|\/(?!\/))\S*$/i.test(v), {
    message: '文章图片必须是 http(s) 地址或本站路径',
  }),
  synopsis: required('请填写文章简介', 255, '文章简介不能超过 255 个字符'),
  content: z.string({ error: '请填写文章详情' }).refine((v) => v.trim() !== '', '请填写文章详情').pipe(z.string().max(CONTENT_MAX, `文章详情不能超过 ${CONTENT_MAX} 个字符`)),
});
export type ArticleInput = Omit<z.output<typeof articleBody>, 'id'>;
