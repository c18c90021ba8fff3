import type { InternalAxiosRequestConfig } from 'axios';
import type { FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';

/*
 * The product calls of CONTRACT-SHOP.md section 4.2 over fakeResource, for the goods
 * screens' tests, in two flavours:
 * - `yshop`: the real back end's shapes (amounts as numbers keeping their scale, `cateId`
 *   as text, `info`'s multi-spec SKU prices as 0.0, section 4.2);
 * - `embedded`: the embedded server's (amounts as text from exact decimals, SKU prices filled in).
 * Stored amounts are integer cents, as the server keeps them.
 */

export type Flavour = 'yshop' | 'embedded';

export interface FakeSku {
  detail: Record<string, string>;
  sku: string;
  unique: string;
  pic: string;
  price: number;
  cost: number;
  ot_price: number;
  stock: number;
  sales: number;
  bar_code: string;
  weight: string;
  volume: string;
  integral: number;
}

export type FakeProduct = {
  id: number;
  store_name: string;
  cate_id: number;
  keyword: string;
  unit_name: string;
  store_info: string;
  image: string;
  slider_image: string[];
  spec_type: 0 | 1;
  temp_id: number;
  description: string;
  is_show: 0 | 1;
  is_integral: 0 | 1;
  sales: number;
  items: { value: string; detail: string[] }[];
  skus: FakeSku[];
  isDel?: number;
};

export const CATES = [
  { id: 10, pid: 0, name: '美妆个护' },
  { id: 11, pid: 10, name: '工具' },
  { id: 27, pid: 0, name: '电子产品' },
  { id: 31, pid: 27, name: '电脑' },
];
export const TEMPLATES = [{ id: 34, name: '默认全国运费模板' }];
export const RULES = [
  { id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4', 'A3'] }, { value: '颜色', detail: ['白色', '红色'] }] },
  { id: 26, ruleName: '照片', ruleValue: [{ value: '尺度', detail: [] }] },
];

const cents = (value: unknown): number => Math.round(Number(value) * 100);
const yuan = (c: number, flavour: Flavour): number | string => (flavour === 'yshop' ? c / 100 : `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const sortedSku = (detail: Record<string, string>) => Object.values(detail).sort().join(',');
const bodyOf = (request: InternalAxiosRequestConfig): Record<string, unknown> => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<string, unknown>;
const idOfUrl = (request: InternalAxiosRequestConfig) => Number((request.url ?? '').split('/').at(-1));

export const skuOf = (detail: Record<string, string>, price: number, stock: number, extra: Partial<FakeSku> = {}): FakeSku => ({
  detail,
  sku: sortedSku(detail),
  unique: `u-${sortedSku(detail)}`,
  pic: 'https://img.test/sku.png',
  price,
  cost: 100,
  ot_price: price + 500,
  stock,
  sales: 0,
  bar_code: '',
  weight: '0',
  volume: '0',
  integral: 0,
  ...extra,
});

/** Product 34 of the dump: 长 × 高, four SKUs; 38 a single-spec 积分商品. */
export function seedProducts(): FakeProduct[] {
  const base = { keyword: '化妆刷', unit_name: '套', store_info: '简介', image: 'https://img.test/34.png', slider_image: ['https://img.test/34a.png'], temp_id: 34, description: '<p>详情<img src="https://img.test/d.png" onerror="alert(1)"></p>', is_integral: 0 as const, sales: 2188 };
  return [
    {
      ...base,
      id: 34,
      store_name: '柏黛雅全套化妆刷套装',
      cate_id: 11,
      spec_type: 1,
      is_show: 1,
      items: [
        { value: '长', detail: ['100m', '90m'] },
        { value: '高', detail: ['50m', '70'] },
      ],
      skus: [
        skuOf({ 长: '100m', 高: '50m' }, 1000, 8105),
        skuOf({ 长: '100m', 高: '70' }, 800, 9914),
        skuOf({ 长: '90m', 高: '50m' }, 900, 9898),
        skuOf({ 长: '90m', 高: '70' }, 100, 9883),
      ],
    },
    { ...base, id: 38, store_name: 'YSHOP精美小杯子', cate_id: 31, spec_type: 0, is_show: 1, is_integral: 1, items: [{ value: '规格', detail: ['默认'] }], skus: [skuOf({ 规格: '默认' }, 2000, 9999, { integral: 10 })] },
    { ...base, id: 40, store_name: '下架的相机', cate_id: 31, spec_type: 0, is_show: 0, items: [{ value: '规格', detail: ['默认'] }], skus: [skuOf({ 规格: '默认' }, 12345, 3)] },
  ];
}

const minOf = (skus: readonly FakeSku[], key: 'price' | 'cost' | 'ot_price') => Math.min(...skus.map((sku) => sku[key]));

function cateList() {
  return CATES.filter((c) => c.pid === 0).flatMap((top) => [
    { value: top.id, label: `|-----${top.name}`, disabled: 0 },
    ...CATES.filter((c) => c.pid === top.id).map((child) => ({ value: child.id, label: `|-----|-----${child.name}`, disabled: 1 })),
  ]);
}

function skuWire(sku: FakeSku, index: number, flavour: Flavour, zeroPrices: boolean) {
  const money = (c: number) => (zeroPrices ? 0 : flavour === 'yshop' ? c / 100 : yuan(c, flavour));
  return {
    ...Object.fromEntries(Object.values(sku.detail).map((value, i) => [`value${i + 1}`, value])),
    detail: sku.detail,
    sku: sku.sku,
    pic: sku.pic,
    price: money(sku.price),
    cost: money(sku.cost),
    ot_price: money(sku.ot_price),
    stock: sku.stock,
    bar_code: sku.bar_code,
    weight: zeroPrices ? 0 : Number(sku.weight),
    volume: zeroPrices ? 0 : Number(sku.volume),
    brokerage: 0,
    brokerage_two: 0,
    integral: sku.integral,
    pink_price: 0,
    pink_stock: 0,
    seckill_price: 0,
    seckill_stock: 0,
    index,
  };
}

/** The server's isFormatAttr: one row per combination, the first attr slowest, a stored SKU's values where its sorted values match. */
function formatAttr(product: FakeProduct | undefined, attrs: { value: string; detail: string[] }[], flavour: Flavour): FakeReply {
  if (attrs.some((attr) => attr.detail.length === 0)) return { status: 400, data: { status: 400, message: '请至少添加一个规格值哦' } };
  let combos: Record<string, string>[] = [{}];
  for (const attr of attrs) combos = combos.flatMap((c) => attr.detail.map((v) => ({ ...c, [attr.value]: v })));
  if (attrs.length === 0) combos = [];
  const value = combos.map((detail, i) => {
    const stored = product?.skus.find((sku) => sku.sku === sortedSku(detail));
    const row = stored ? skuWire({ ...stored, detail }, i, flavour, false) : { ...Object.fromEntries(Object.values(detail).map((v, j) => [`value${j + 1}`, v])), detail, sku: '', pic: '', price: 0, cost: 0, ot_price: 0, stock: 0, bar_code: '', weight: 0, volume: 0, brokerage: 0, brokerage_two: 0, integral: 0, pink_price: 0, pink_stock: 0, seckill_price: 0, seckill_stock: 0 };
    return row;
  });
  return { status: 200, data: { attr: attrs, value, header: [] } };
}

export function goodsBackend(flavour: Flavour, records: FakeProduct[] = seedProducts()) {
  const list = fakeResource<FakeProduct>({
    url: 'api/yxStoreProduct',
    records,
    deleteByPath: true,
    toWire: (p) => ({
      id: p.id,
      image: p.image,
      sliderImage: p.slider_image.join(','),
      storeName: p.store_name,
      cateId: flavour === 'yshop' ? String(p.cate_id) : p.cate_id,
      price: yuan(minOf(p.skus, 'price'), flavour),
      otPrice: yuan(minOf(p.skus, 'ot_price'), flavour),
      cost: yuan(minOf(p.skus, 'cost'), flavour),
      stock: p.skus.reduce((n, sku) => n + sku.stock, 0),
      sales: p.sales,
      unitName: p.unit_name,
      sort: 0,
      isShow: p.is_show,
      isIntegral: p.is_integral,
      isDel: 0,
      addTime: null,
      storeCategory: CATES.some((c) => c.id === p.cate_id) ? { id: p.cate_id, cateName: CATES.find((c) => c.id === p.cate_id)!.name } : null,
    }),
    filters: {
      isShow: (p, v) => p.is_show === Number(v),
      isDel: (p, v) => (p.isDel ?? 0) === Number(v),
      cateId: (p, v) => p.cate_id === Number(v),
      storeName: (p, v) => p.store_name.includes(String(v)),
    },
  });
  const find = (id: number) => records.find((p) => p.id === id && !p.isDel);
  const listRoute = list.routes['GET api/yxStoreProduct'] as (request: InternalAxiosRequestConfig) => { status: number; data: Record<string, unknown> };
  let nextId = 100;

  const info = (request: InternalAxiosRequestConfig): FakeReply => {
    const id = idOfUrl(request);
    const product = find(id);
    if (id > 0 && !product) return { status: 400, data: { status: 400, message: '商品不存在' } };
    const common = { tempList: TEMPLATES.map((t) => ({ ...t, type: 1 })), cateList: cateList(), ruleList: RULES };
    if (!product) return { status: 200, data: common };
    const multi = product.spec_type === 1;
    const first = product.skus[0]!;
    return {
      status: 200,
      data: {
        ...common,
        productInfo: {
          id: product.id,
          image: product.image,
          slider_image: product.slider_image,
          store_name: product.store_name,
          store_info: product.store_info,
          keyword: product.keyword,
          cate_id: String(product.cate_id),
          unit_name: product.unit_name,
          sort: 0,
          sales: product.sales,
          is_show: product.is_show,
          is_hot: 0,
          is_benefit: 0,
          is_best: 0,
          is_new: 0,
          is_good: 0,
          is_postage: 0,
          is_sub: 0,
          is_integral: product.is_integral,
          give_integral: 0,
          ficti: 0,
          description: product.description,
          temp_id: product.temp_id,
          spec_type: product.spec_type,
          attr: multi ? { pic: '', price: 0, cost: 0, ot_price: 0, stock: 0 } : { ...skuWire(first, 0, flavour, false), value1: '规格', sku: '' },
          items: multi ? product.items : null,
          attrs: multi ? product.skus.map((sku, i) => skuWire(sku, i, flavour, flavour === 'yshop')) : null,
        },
      },
    };
  };

  const save = (request: InternalAxiosRequestConfig): FakeReply => {
    const body = bodyOf(request);
    const attrs = body.attrs as Record<string, unknown>[];
    const stock = attrs.reduce((n, a) => n + Number(a.stock), 0);
    if (stock <= 0) return { status: 400, data: { status: 400, message: '库存不能低于0' } };
    const id = Number(body.id ?? 0);
    const old = id > 0 ? find(id) : undefined;
    const skus = attrs.map((a) => {
      const detail = a.detail as Record<string, string>;
      const kept = old?.skus.find((sku) => sku.sku === sortedSku(detail));
      return { ...skuOf(detail, cents(a.price), Number(a.stock)), cost: cents(a.cost), ot_price: cents(a.ot_price), pic: String(a.pic), bar_code: String(a.bar_code), weight: String(a.weight), volume: String(a.volume), integral: Number(a.integral), unique: kept?.unique ?? `new-${sortedSku(detail)}`, sales: kept?.sales ?? 0 };
    });
    const product: FakeProduct = {
      id: old?.id ?? (nextId += 1),
      store_name: String(body.store_name),
      cate_id: Number(body.cate_id),
      keyword: String(body.keyword),
      unit_name: String(body.unit_name),
      store_info: String(body.store_info),
      image: String(body.image),
      slider_image: body.slider_image as string[],
      spec_type: Number(body.spec_type) as 0 | 1,
      temp_id: Number(body.temp_id),
      description: String(body.description),
      is_show: Number(body.is_show) as 0 | 1,
      is_integral: Number(body.is_integral) as 0 | 1,
      sales: Number(body.sales ?? 0),
      items: body.items as FakeProduct['items'],
      skus,
    };
    if (old) records.splice(records.indexOf(old), 1, product);
    else records.push(product);
    return { status: 201 };
  };

  const onsale = (request: InternalAxiosRequestConfig): FakeReply => {
    const product = find(idOfUrl(request));
    if (product) product.is_show = Number(bodyOf(request).status) === 1 ? 0 : 1;
    return { status: 200 };
  };

  return {
    records,
    routes: {
      ...list.routes,
      'GET api/yxStoreProduct': (request: InternalAxiosRequestConfig): FakeReply => {
        const answer = listRoute(request);
        return { ...answer, data: { ...answer.data, cateList: cateList() } };
      },
      'GET api/yxStoreProduct/info/:id': info,
      'POST api/yxStoreProduct/isFormatAttr/:id': (request: InternalAxiosRequestConfig): FakeReply => formatAttr(find(idOfUrl(request)), (bodyOf(request).attrs ?? []) as { value: string; detail: string[] }[], flavour),
      'POST api/yxStoreProduct/addOrSave': save,
      'POST api/yxStoreProduct/onsale/:id': onsale,
    },
  };
}
