import fc from 'fast-check';
import { readCateOptions } from './cateOptions';
import { parseProductInfo } from './productApi';
import { formOfInfo, mergeGenerated, newProductForm, productBody, productProblems, rowsOfFormat, type ProductForm } from './productForm';
import { blankRow, readSkuRow, skuFigures, type SkuRow } from './skuRow';
import { combinations, type SpecAttr } from './specs';

const yshopInfo = {
  id: 34,
  image: 'https://img.test/34.png',
  slider_image: ['https://img.test/a.png', 'https://img.test/b.png'],
  store_name: '柏黛雅全套化妆刷套装',
  store_info: '简介',
  keyword: '化妆刷',
  bar_code: '',
  cate_id: '11',
  price: 1.0,
  ot_price: 33.0,
  postage: 0.0,
  unit_name: '米',
  sort: 0,
  sales: 2188,
  stock: 37800,
  is_show: 1,
  is_hot: 1,
  is_benefit: 1,
  is_best: 1,
  is_new: 1,
  description: '<p>详情</p>',
  is_postage: 0,
  give_integral: 0.0,
  cost: 2.0,
  is_good: 0,
  is_sub: 0,
  is_integral: 0,
  ficti: 0,
  temp_id: 34,
  spec_type: 1,
  attr: { pic: '', price: 0.0, cost: 0.0, ot_price: 0.0, stock: 0 },
  items: [
    { value: '长', detail: ['100m', '90m'] },
    { value: '高', detail: ['50m', '70'] },
  ],
  attrs: [{ sku: '100m,50m', price: 0.0, stock: 8105, detail: { 长: '100m', 高: '50m' } }],
};

const filled = (): ProductForm => ({
  ...newProductForm(),
  store_name: '杯子',
  cate_id: 11,
  keyword: '杯',
  unit_name: '个',
  store_info: '简介',
  image: 'https://img.test/c.png',
  slider_image: ['https://img.test/s.png'],
  temp_id: 34,
  description: '<p>d</p>',
  single: { ...newProductForm().single, price: '20', stock: '9999', integral: '10' },
});

describe('the product form’s data', () => {
  it('reads yshop’s snake_case productInfo (cate_id as text, amounts as doubles, multi-spec items)', () => {
    const form = formOfInfo(yshopInfo)!;
    expect(form).toMatchObject({ id: 34, store_name: '柏黛雅全套化妆刷套装', cate_id: 11, temp_id: 34, spec_type: 1, slider_image: ['https://img.test/a.png', 'https://img.test/b.png'], sales: 2188, is_hot: 1, is_sub: 0, ficti: '0', give_integral: '0' });
    expect(form.items).toEqual(yshopInfo.items);
    // The SKU rows are asked of isFormatAttr, not read from info's zeroed prices.
    expect(form.rows).toEqual([]);
    // A single-spec product's one SKU, its slider as the list's comma text too.
    const single = formOfInfo({ ...yshopInfo, id: 38, spec_type: 0, slider_image: 'https://img.test/a.png,https://img.test/b.png', attr: { pic: 'https://img.test/p.png', price: 20.0, cost: 15.0, ot_price: 30.0, stock: 9999, integral: 10, sku: '', value1: '规格' }, items: null, attrs: null })!;
    expect(single.single).toMatchObject({ price: '20.00', cost: '15.00', ot_price: '30.00', stock: '9999', integral: '10', pic: 'https://img.test/p.png', detail: { 规格: '默认' } });
    expect(single.slider_image).toHaveLength(2);
  });

  it('reads info’s choices, and refuses an answer without the product asked for', () => {
    const info = parseProductInfo({ tempList: [{ id: 34, name: '默认全国运费模板' }], ruleList: [{ id: 10, ruleName: '图文打印1', ruleValue: [{ value: '纸张', detail: ['A4'] }] }], cateList: [{ value: 1, label: '|-----家用电器', disabled: 0 }, { value: 24, label: '|-----|-----电视', disabled: 1 }], productInfo: yshopInfo }, 34)!;
    expect(info.templates).toEqual([{ id: 34, name: '默认全国运费模板' }]);
    expect(info.rules).toEqual([{ id: 10, name: '图文打印1', attrs: [{ value: '纸张', detail: ['A4'] }] }]);
    expect(info.categories).toEqual([
      { id: 1, name: '家用电器', level: 1 },
      { id: 24, name: '电视', level: 2 },
    ]);
    expect(info.onShelf).toBe(true);
    expect(parseProductInfo({ tempList: [] }, 34)).toBeUndefined();
    expect(parseProductInfo({ tempList: [] }, 0)?.product).toBeUndefined();
  });

  it('reads cateList without yshop’s disabled too (the prefix says the level)', () => {
    expect(readCateOptions([{ value: '10', label: '|-----美妆个护' }, { value: 11, label: '|-----|-----工具' }, { label: 'no id' }])).toEqual([
      { id: 10, name: '美妆个护', level: 1 },
      { id: 11, name: '工具', level: 2 },
    ]);
  });

  it('sends a single-spec product as yshop’s one 规格/默认 SKU, the cover as its picture', () => {
    const body = productBody(filled());
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ spec_type: 0, cate_id: 11, ficti: 0, give_integral: 0, sort: 0, items: [{ value: '规格', detail: ['默认'] }] });
    expect(body.attrs).toHaveLength(1);
    expect(body.attrs[0]).toMatchObject({ value1: '默认', detail: { 规格: '默认' }, sku: '默认', pic: 'https://img.test/c.png', price: 20, stock: 9999, integral: 10 });
  });

  it('checks in the contract’s words and lets a complete form go', () => {
    expect(productProblems(filled())).toBeUndefined();
    expect(productProblems(newProductForm())?.message).toBe('请填写完整商品信息！');
    expect(productProblems({ ...filled(), slider_image: ['1', '2', '3', '4', '5'] })?.message).toBe('轮播图最多4张');
    expect(productProblems({ ...filled(), ficti: '-1' })?.fields.ficti).toBe('虚拟销量应为不小于 0 的整数');
    expect(productProblems({ ...filled(), single: { ...filled().single, price: '' } })?.message).toBe('请输入售价');
    expect(productProblems({ ...filled(), single: { ...filled().single, stock: '0' } })?.message).toBe('库存不能低于0');
    expect(productProblems({ ...filled(), single: { ...filled().single, cost: '100000000.00' } })?.message).toBe('成本价应为 0 到 99999999.99 之间、最多两位小数的金额');
    expect(productProblems({ ...filled(), description: '<p> </p>' })?.fields.description).toBe('商品详情不能为空');
    expect(productProblems({ ...filled(), description: '<p><img src="https://img.test/d.png"></p>' })).toBeUndefined();
    const multi = { ...filled(), spec_type: 1 as const, items: [{ value: '颜色', detail: ['红', '白'] }] };
    expect(productProblems(multi)?.message).toBe('请点击生成规格！');
    expect(productProblems({ ...multi, items: [] })?.message).toBe('请设置至少一个属性!');
    const rows = combinations(multi.items).map((c) => ({ ...blankRow(c), price: '1', stock: '1' }));
    expect(productProblems({ ...multi, rows })).toBeUndefined();
    // A row removed with its 删除 is fine; the table of other specs is not.
    expect(productProblems({ ...multi, rows: rows.slice(1) })).toBeUndefined();
    expect(productProblems({ ...multi, items: [{ value: '颜色', detail: ['红', '黑'] }], rows })?.message).toBe('请点击生成规格！');
  });
});

/** Amounts as an operator types them: up to 8 digits of yuan, 0-2 decimals. */
const amount = fc.tuple(fc.nat({ max: 99_999_999 }), fc.option(fc.nat({ max: 99 }), { nil: undefined }), fc.boolean()).map(([yuan, cents, short]) => (cents === undefined ? String(yuan) : short && cents % 10 === 0 ? `${yuan}.${cents / 10}` : `${yuan}.${String(cents).padStart(2, '0')}`));
const centsOfText = (text: string) => {
  const [yuan, fraction = ''] = text.split('.');
  return BigInt(yuan!) * 100n + BigInt(fraction.padEnd(2, '0'));
};

describe('the SKU figures', () => {
  it('are the lowest price, cost and original price and the summed stock, exact to the cent (checked with BigInt)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount, amount, fc.nat({ max: 999_999 })), { minLength: 1, maxLength: 40 }), (skus) => {
        const rows: SkuRow[] = skus.map(([price, cost, ot, stock], i) => ({ ...blankRow({ values: [String(i)], detail: { n: String(i) } }), price, cost, ot_price: ot, stock: String(stock) }));
        const figures = skuFigures(rows)!;
        const min = (values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
        expect(BigInt(figures.price)).toBe(min(skus.map(([p]) => centsOfText(p))));
        expect(BigInt(figures.cost)).toBe(min(skus.map(([, c]) => centsOfText(c))));
        expect(BigInt(figures.otPrice)).toBe(min(skus.map(([, , o]) => centsOfText(o))));
        expect(figures.stock).toBe(skus.reduce((n, [, , , s]) => n + s, 0));
      }),
    );
  });

  it('read amounts as the back ends send them: numbers keeping their scale or text', () => {
    const row = readSkuRow({ detail: { 颜色: '红' }, price: 0.1, cost: '0.20', ot_price: 19.9, stock: 3 }, ['颜色'])!;
    expect([row.price, row.cost, row.ot_price]).toEqual(['0.10', '0.20', '19.90']);
    expect(skuFigures([row, { ...row, key: 'x', price: '0.2' }])?.price).toBe(10);
  });
});

describe('立即生成’s rows', () => {
  const answer = (attrs: SpecAttr[], stored: Record<string, string> = {}) => ({
    attr: attrs,
    value: combinations(attrs).map((c) => ({ detail: c.detail, sku: stored[c.values.join()] ? c.values.slice().sort().join(',') : '', price: stored[c.values.join()] ?? 0, stock: 0 })),
  });

  it('are the server’s rows in its order, keeping what was typed and the server’s saved values', () => {
    const attrs = [{ value: '颜色', detail: ['红', '白'] }];
    const first = mergeGenerated(rowsOfFormat(answer(attrs), attrs), [], 'https://img.test/cover.png');
    expect(first.map((r) => [r.values, r.pic, r.price])).toEqual([
      [['红'], 'https://img.test/cover.png', '0.00'],
      [['白'], 'https://img.test/cover.png', '0.00'],
    ]);
    const typed = first.map((r, i) => ({ ...r, price: `${i + 1}.50` }));
    const wider = [...attrs, { value: '尺码', detail: ['S'] }];
    const again = mergeGenerated(rowsOfFormat(answer(wider, { '白,S': '7' }), wider), typed);
    // 红 / S extends 红's row; 白 / S was saved on the server: its values win.
    expect(again.map((r) => [r.values.join(' '), r.price, r.sku])).toEqual([
      ['红 S', '1.50', ''],
      ['白 S', '7.00', 'S,白'],
    ]);
  });
});
