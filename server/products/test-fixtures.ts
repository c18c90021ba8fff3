/** The seed's second-level category 11 工具 (under 10 美妆个护) and shipping template 34 that test products use. */
export const SEEDED = { cateId: 11, topCateId: 10, tempId: 34 } as const;

/** A valid product form body (a single-spec product), to change per test. */
export function productForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    store_name: '测试商品',
    cate_id: SEEDED.cateId,
    keyword: '测试',
    unit_name: '件',
    store_info: '简介',
    image: '/file/pictures/cover.png',
    slider_image: ['/file/pictures/cover.png'],
    spec_type: 0,
    temp_id: SEEDED.tempId,
    description: '<p>详情</p>',
    ficti: 0,
    give_integral: 0,
    sort: 0,
    is_show: 1,
    attrs: [{ pic: '/file/pictures/cover.png', price: '12.5', cost: '8', ot_price: '20', stock: 100, bar_code: '', weight: 0, volume: 0, integral: 0 }],
    ...overrides,
  };
}

/** A two-spec form: 颜色 [红, 白] × 尺码 [S, M], four SKUs with their own prices and stock. */
export function twoSpecForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const sku = (color: string, size: string, price: string, stock: number) => ({
    value1: color,
    value2: size,
    detail: { 颜色: color, 尺码: size },
    sku: '',
    pic: '/file/pictures/cover.png',
    price,
    cost: '1',
    ot_price: '30',
    stock,
    bar_code: '',
    weight: 0,
    volume: 0,
    integral: 0,
  });
  return productForm({
    spec_type: 1,
    items: [
      { value: '颜色', detail: ['红', '白'] },
      { value: '尺码', detail: ['S', 'M'] },
    ],
    attrs: [sku('红', 'S', '10.5', 5), sku('红', 'M', '11', 6), sku('白', 'S', '9.99', 7), sku('白', 'M', '12', 8)],
    ...overrides,
  });
}
