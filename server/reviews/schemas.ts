import { z } from 'zod';
import { integer } from '../http/integer';
import { listQueryFields, optionalFlag } from '../http/list-query';
import { pageOf } from '../http/schema';

/** `GET api/yxStoreProductReply`: page/size/sort and `isDel` (the console sends 0; deleted reviews are gone either way). */
export const reviewQuery = z.object({
  ...listQueryFields,
  isDel: optionalFlag,
});

/** 回复: only `{ id, merchantReplyContent }` is read (Rec. 4.4), whatever else the row posted holds. */
export const replyBody = z.object(
  {
    id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
    merchantReplyContent: z
      .string({ error: '回复内容不能为空' })
      .trim()
      .min(1, '回复内容不能为空')
      .max(300, '回复内容不能超过 300 个字符'),
  },
  { error: '回复内容不能为空' },
);
export type ReplyInput = z.output<typeof replyBody>;

export const reviewIdParam = z.object({ id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }) });

/** A review as yshop's YxStoreProductReplyDto (dates as `yyyy-MM-dd HH:mm:ss`, the decisions). */
export const reviewDto = z.object({
  id: z.number(),
  uid: z.number(),
  user: z.object({ uid: z.number(), nickname: z.string(), avatar: z.string(), phone: z.string() }).nullable(),
  oid: z.number(),
  unique: z.string(),
  productId: z.number(),
  storeProduct: z.object({ id: z.number(), image: z.string(), storeName: z.string() }).nullable(),
  replyType: z.string(),
  productScore: z.number(),
  serviceScore: z.number(),
  comment: z.string(),
  pics: z.string(),
  createTime: z.string(),
  merchantReplyContent: z.string().nullable(),
  merchantReplyTime: z.string().nullable(),
  isReply: z.number(),
});
export type ReviewDto = z.output<typeof reviewDto>;
export const reviewPage = pageOf(reviewDto);
