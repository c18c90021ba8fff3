/*
 * 评论 (CONTRACT-SHOP.md sections 1, 3 and 4.4): `GET api/yxStoreProductReply` pages the
 * reviews with their buyer (`user`) and product (`storeProduct`), either of which may be
 * null once deleted, `pics` as URLs joined by commas, dates as epoch ms (yshop) or text
 * (the embedded server). A reply sends only `{ id, merchantReplyContent }` (section 10.3);
 * a delete is `DELETE {url}/{id}`. Nobody adds a review here.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText, isObject } from '../../api/resource/wire';

/** A field of a nested object (`user.nickname`), '' when the object is null or lacks it. */
const inner = (key: string) => (value: unknown) => (isObject(value) ? asText(value[key]) : '');

/** Review pictures: yshop's `"a,b"`, or a list; only http(s) URLs, since each opens as a link. */
export function pictureUrls(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(asText) : asText(value).split(',');
  return parts.map((part) => part.trim()).filter((part) => /^https?:\/\//i.test(part) || part.startsWith('/'));
}

const shape = {
  id: wire.id,
  nickname: wire.read(inner('nickname')),
  storeName: wire.read(inner('storeName')),
  productScore: wire.number(0),
  serviceScore: wire.number(0),
  comment: wire.text,
  pics: wire.read(pictureUrls),
  createTime: wire.time,
  merchantReplyContent: wire.text,
  /** '' until replied. */
  merchantReplyTime: wire.time,
};

export type Reply = RowOf<typeof shape>;

export interface ReplyForm {
  id?: number;
  merchantReplyContent: string;
}

/** The reply's longest text (`merchant_reply_content varchar(300)`). */
export const REPLY_MAX = 300;

const REPLY_ALL = 'YXSTOREPRODUCTREPLY_ALL';

export const replies = defineResource({
  name: 'reply',
  title: '评论',
  url: 'api/yxStoreProductReply',
  row: wireRow(shape, { nickname: ['user'], storeName: ['storeProduct'] }),
  idOf: (reply: Reply) => reply.id,
  labelOf: (reply) => `评论 ${reply.id}`,
  newForm: (): ReplyForm => ({ merchantReplyContent: '' }),
  formOf: (reply) => ({ id: reply.id, merchantReplyContent: reply.merchantReplyContent }),
  bodyOf: ({ id, merchantReplyContent }) => ({ id, merchantReplyContent: merchantReplyContent.trim() }),
  // No menu grants _EDIT (section 1): only admin and _ALL reply on a seeded yshop.
  authorities: { list: [REPLY_ALL, 'YXSTOREPRODUCTREPLY_SELECT'], edit: [REPLY_ALL, 'YXSTOREPRODUCTREPLY_EDIT'], del: [REPLY_ALL, 'YXSTOREPRODUCTREPLY_DELETE'] },
  actions: ['edit', 'del'],
  deleteByPath: true,
  exportable: false,
  sort: ['id,desc'],
});
