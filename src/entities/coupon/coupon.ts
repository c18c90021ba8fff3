/*
 * 优惠券 (CONTRACT-MEMBERS 2.5, 3.4, 5.6): `GET api/yxStoreCoupon` of both back ends, money
 * in yuan (yshop's BigDecimal, the embedded server's numbers) read into integer cents; a
 * 商品券 (type 1) names its products in `productId` ("29,28") and the answer carries them
 * (`product`: yshop's whole product rows, of which id, image and storeName are read).
 * Deleting is `DELETE {url}/{id}` (soft; the server closes the coupon's live issues).
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asId, asText, isObject } from '../../api/resource/wire';
import { formatCents } from '../../shared/money/money';

/** A product a 商品券 names: what the form shows of it. */
export interface CouponProduct {
  id: number;
  label: string;
  image: string;
}

/** The answer's `product` rows, or `#id` for each id of `productId` the answer does not describe. */
const readProducts = (value: unknown): CouponProduct[] =>
  Array.isArray(value)
    ? value.flatMap((raw): CouponProduct[] => {
        const id = isObject(raw) ? asId(raw.id) : undefined;
        return isObject(raw) && id !== undefined ? [{ id, label: asText(raw.storeName) || `#${id}`, image: asText(raw.image) }] : [];
      })
    : [];

const shape = {
  id: wire.id,
  title: wire.name,
  /** 0 通用券 / 普通券, 1 商品券. */
  type: wire.number(0),
  couponPrice: wire.yuan,
  useMinPrice: wire.yuan,
  /** Days a claimed coupon lasts. */
  couponTime: wire.number(1),
  sort: wire.number(0),
  /** 1 开启, 0 关闭. */
  status: wire.number(0),
  integral: wire.number(0),
  productId: wire.text,
  product: wire.read(readProducts),
  createTime: wire.time,
};
export type Coupon = RowOf<typeof shape>;

export interface CouponForm {
  id?: number;
  title: string;
  type: number;
  /** A 商品券's products (null while the type is 通用券: the input is not asked). */
  products: CouponProduct[] | null;
  /** Cents. */
  couponPrice: number | null;
  useMinPrice: number | null;
  couponTime: number;
  sort: number;
  status: boolean;
}

/** 优惠券类型 in the dialog (5.6: 通用券 / 商品券) and in the lists (普通券 / 商品券, ambiguity 4). */
export const COUPON_TYPES = [
  { value: 0, label: '通用券' },
  { value: 1, label: '商品券' },
];
export const couponTypeLabel = (type: number): string => (type === 1 ? '商品券' : '普通券');

/** The products of a row: the answer's, else the ids of `productId` by number. */
export const productsOf = (coupon: Coupon): CouponProduct[] => {
  if (coupon.product.length > 0) return coupon.product;
  return coupon.productId
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .map((id) => ({ id, label: `#${id}`, image: '' }));
};

/** The server's rule, checked before sending (4.4): the 面值 below the minimum spend. */
export const PRICE_ABOVE_MIN = '优惠券金额不能高于最低消费金额';
export const priceAboveMin = (form: Pick<CouponForm, 'couponPrice' | 'useMinPrice'>): boolean =>
  form.couponPrice !== null && form.useMinPrice !== null && form.couponPrice >= form.useMinPrice;

const ALL = 'YXSTORECOUPON_ALL';

export const coupons = defineResource({
  name: 'yxStoreCoupon',
  title: '优惠券',
  url: 'api/yxStoreCoupon',
  row: wireRow(shape),
  idOf: (coupon: Coupon) => coupon.id,
  labelOf: (coupon) => coupon.title,
  // 5.6's defaults, but no amounts: saving yshop's 0 / 0 is refused anyway.
  newForm: (): CouponForm => ({ title: '', type: 0, products: null, couponPrice: null, useMinPrice: null, couponTime: 1, sort: 0, status: true }),
  formOf: (c) => ({
    id: c.id,
    title: c.title,
    type: c.type,
    products: c.type === 1 ? productsOf(c) : null,
    couponPrice: c.couponPrice,
    useMinPrice: c.useMinPrice,
    couponTime: c.couponTime,
    sort: c.sort,
    status: c.status === 1,
  }),
  bodyOf: (f: CouponForm) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    title: f.title,
    type: f.type,
    productId: f.type === 1 ? (f.products ?? []).map((p) => p.id).join(',') : '',
    couponPrice: f.couponPrice === null ? null : formatCents(f.couponPrice),
    useMinPrice: f.useMinPrice === null ? null : formatCents(f.useMinPrice),
    couponTime: f.couponTime,
    sort: f.sort,
    status: f.status ? 1 : 0,
  }),
  authorities: { list: [ALL, 'YXSTORECOUPON_SELECT'], add: [ALL, 'YXSTORECOUPON_CREATE'], edit: [ALL, 'YXSTORECOUPON_EDIT'], del: [ALL, 'YXSTORECOUPON_DELETE'] },
  deleteByPath: true,
  exportable: false,
  sort: ['id,desc'],
  // A deleted coupon closes its issues.
  invalidates: ['YxStoreCouponIssue'],
});
