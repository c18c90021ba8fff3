/**
 * The dump's eight products (CONTRACT-SHOP 12), ids 32-39, with their SKUs. Names the
 * contract shortens with `…` are completed plausibly; prices, stock, sales, categories,
 * templates and points are the dump's (product price/stock are derived from these SKUs,
 * and come out as the dump has them). Amounts are decimal text, read like a form's.
 */
export interface SeedSku {
  values: string[];
  price: string;
  otPrice: string;
  cost: string;
  stock: number;
  sales: number;
  integral?: number;
  unique?: string;
  pinkPrice?: string;
  pinkStock?: number;
  seckillPrice?: string;
  seckillStock?: number;
}

export interface SeedProduct {
  id: number;
  name: string;
  info: string;
  keyword: string;
  unit: string;
  cateId: number;
  tempId: number;
  sales: number;
  ficti: number;
  featured: boolean;
  integralGoods: boolean;
  /** Absent: a single-spec product (规格 / 默认). */
  specs?: Array<{ value: string; detail: string[] }>;
  skus: SeedSku[];
}

const single = (price: string, otPrice: string, cost: string, stock: number, sales: number, extra: Partial<SeedSku> = {}): SeedSku[] => [
  { values: ['默认'], price, otPrice, cost, stock, sales, ...extra },
];

export const DUMP_PRODUCTS: readonly SeedProduct[] = [
  {
    id: 32, name: 'TOMFORD汤姆福特唇膏4色TF口红黑管套装礼盒16', info: '汤姆福特黑管口红四色礼盒', keyword: '口红,唇膏,礼盒', unit: '盒',
    cateId: 11, tempId: 34, sales: 3369, ficti: 0, featured: true, integralGoods: false,
    skus: single('10', '18', '8', 9981, 19),
  },
  {
    id: 33, name: 'into you唇泥空气唇釉哑光丝绒口红', info: '轻薄哑光，空气感唇泥', keyword: '唇泥,唇釉', unit: '支',
    cateId: 11, tempId: 35, sales: 1934, ficti: 10, featured: true, integralGoods: false,
    skus: single('0.2', '200', '100', 9998, 2),
  },
  {
    id: 34, name: '柏黛雅全套化妆刷套装初学者全套刷具', info: '全套化妆刷，送收纳包', keyword: '化妆刷,刷具', unit: '米',
    cateId: 11, tempId: 34, sales: 2188, ficti: 0, featured: true, integralGoods: false,
    specs: [{ value: '长', detail: ['100m', '90m'] }, { value: '高', detail: ['50m', '70'] }],
    skus: [
      { values: ['100m', '50m'], price: '10', otPrice: '333', cost: '2', stock: 8105, sales: 7 },
      { values: ['100m', '70'], price: '8', otPrice: '33', cost: '3', stock: 9914, sales: 3 },
      { values: ['90m', '50m'], price: '9', otPrice: '50', cost: '4', stock: 9898, sales: 2 },
      { values: ['90m', '70'], price: '1', otPrice: '40', cost: '5', stock: 9883, sales: 17 },
    ],
  },
  {
    id: 35, name: 'Kaleidos万花镜欲场系列九色眼影盘', info: '九色眼影，珠光哑光搭配', keyword: '眼影,彩妆', unit: '盘',
    cateId: 11, tempId: 34, sales: 1237, ficti: 0, featured: true, integralGoods: false,
    skus: single('1', '10', '5', 9996, 4, { integral: 9 }),
  },
  {
    id: 36, name: '华为MateBook D 16 2024笔记本电脑 13代酷睿', info: '16英寸大屏轻薄办公本', keyword: '笔记本,电脑,华为', unit: '台',
    cateId: 31, tempId: 34, sales: 1435, ficti: 10, featured: true, integralGoods: false,
    specs: [{ value: '纸张', detail: ['A4', 'A3'] }, { value: '颜色', detail: ['白色', '红色'] }],
    skus: [
      { values: ['A4', '白色'], price: '1', otPrice: '5', cost: '0', stock: 9634, sales: 5 },
      { values: ['A4', '红色'], price: '0.5', otPrice: '6', cost: '0', stock: 9633, sales: 8 },
      { values: ['A3', '白色'], price: '2', otPrice: '7', cost: '0', stock: 9634, sales: 1 },
      { values: ['A3', '红色'], price: '3', otPrice: '8', cost: '0', stock: 9633, sales: 0 },
    ],
  },
  {
    id: 37, name: '小米电视5 55英寸 L55M6-5 4K超高清全面屏', info: '4K超高清，远场语音', keyword: '电视,小米', unit: '台',
    cateId: 24, tempId: 34, sales: 1998, ficti: 0, featured: true, integralGoods: false,
    skus: single('0.01', '6', '1', 9997, 3, {
      integral: 10, unique: 'a5750ad037e44097b7c5d0e6f3d6cd0d', pinkPrice: '5.01', pinkStock: 999, seckillPrice: '5', seckillStock: 8,
    }),
  },
  {
    id: 38, name: 'YSHOP精美小杯子', info: '陶瓷小杯，积分兑换', keyword: '杯子', unit: '个',
    cateId: 36, tempId: 34, sales: 77, ficti: 0, featured: false, integralGoods: true,
    skus: single('20', '30', '15', 9999, 1, { integral: 10 }),
  },
  {
    id: 39, name: '意象卡通猫熊', info: '毛绒公仔，积分兑换', keyword: '公仔,猫熊', unit: '个',
    cateId: 36, tempId: 34, sales: 169, ficti: 0, featured: false, integralGoods: true,
    skus: single('38', '66', '20', 8719, 0, { integral: 20 }),
  },
];
