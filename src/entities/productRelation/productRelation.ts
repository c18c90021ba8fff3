/*
 * 商品收藏 / 用户足迹 (CONTRACT-MEMBERS 2.10, 3.7, 5.9): `GET api/yxStoreProductRelation`, read
 * only, one kind per screen (`type=collect` / `type=foot`, the screens' fixed filters), and
 * 导出. The product is read from the row's `product` (yshop's whole product row, or the
 * embedded server's id, name and picture; null when it is gone). yshop sends times as UTC
 * text (8 h early, 7.19) or epoch ms; the embedded server GMT+8 text.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText, isObject } from '../../api/resource/wire';

const productText = (key: 'storeName' | 'image') => (value: unknown): string => (isObject(value) ? asText(value[key]) : '');

const shape = {
  id: wire.id,
  uid: wire.number(0),
  /** The member's nickname; '' where the member is gone (shown `-`). */
  userName: wire.text,
  productId: wire.number(0),
  /** '' where the product is gone (shown `-`, no picture). */
  productName: wire.read(productText('storeName')),
  productImage: wire.read(productText('image')),
  /** `collect` 收藏, `foot` 足迹. */
  type: wire.text,
  createTime: wire.time,
};
export type ProductRelation = RowOf<typeof shape>;

/** 类型 (5.9). */
export const RELATION_TYPES = [
  { value: 'collect', label: '收藏', colour: 'primary' },
  { value: 'foot', label: '足迹', colour: 'default' },
] as const;

export const productRelations = defineResource({
  name: 'yxStoreProductRelation',
  title: '收藏足迹',
  url: 'api/yxStoreProductRelation',
  row: wireRow(shape, { productName: ['product'], productImage: ['product'] }),
  idOf: (r: ProductRelation) => r.id,
  labelOf: (r) => `${r.userName || r.uid} ${r.productName || r.productId}`,
  actions: [],
  download: true,
  sort: ['id,desc'],
});
