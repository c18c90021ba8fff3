import type { ResourceSeed, SeedContext } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { dbVersionReader } from '../db/version';
import { seedPicture } from '../db/seed-picture';
import { readCents } from '../shared/cents';
import { deriveFigures, type ProductInput, type SkuInput } from './product-body';
import { ProductRepository } from './repository';
import { DUMP_PRODUCTS, type SeedProduct, type SeedSku } from './seed-data';
import { singleSpec, skuOf } from '../http/sku';

/** The gallery's second picture is numbered apart from the covers (`seed-product-132.png`). */
const GALLERY = 100;

const cents = (text: string | undefined): number => {
  if (text === undefined) return 0;
  const read = readCents(text, { label: '种子金额', missing: '缺少金额', notPositive: '金额为负', zero: true });
  if (!read.ok) throw new Error(`seed amount ${text}: ${read.message}`);
  return read.cents;
};

function skuInput(p: SeedProduct, s: SeedSku, pic: string): SkuInput {
  const specs = p.specs ?? singleSpec();
  const sku: SkuInput = {
    values: s.values,
    detail: Object.fromEntries(specs.map((spec, i) => [spec.value, s.values[i]!])),
    sku: skuOf(s.values),
    pic,
    barCode: '',
    price: cents(s.price),
    cost: cents(s.cost),
    otPrice: cents(s.otPrice),
    stock: s.stock,
    weight: 0,
    volume: 0,
    brokerage: 0,
    brokerageTwo: 0,
    integral: s.integral ?? 0,
    pinkPrice: cents(s.pinkPrice),
    pinkStock: s.pinkStock ?? 0,
    seckillPrice: cents(s.seckillPrice),
    seckillStock: s.seckillStock ?? 0,
  };
  if (s.unique !== undefined) sku.unique = s.unique;
  return sku;
}

/** The dump's products through the same save as the form's, so their figures are derived as any product's. */
function seedProducts(seed: SeedContext): void {
  const { db, at } = seed;
  const repository = new ProductRepository(db, dbVersionReader(db));
  const setSales = db.prepare('UPDATE yx_store_product SET sales = ? WHERE id = ?');
  const setSkuSales = db.prepare('UPDATE yx_store_product_attr_value SET sales = ? WHERE product_id = ? AND sku = ?');
  for (const p of DUMP_PRODUCTS) {
    const cover = seedPicture(db, at, 'product', p.id, `${p.name}.png`);
    const gallery = seedPicture(db, at, 'product', p.id + GALLERY, `${p.name}-2.png`);
    const featured = p.featured ? 1 : 0;
    const input: ProductInput = {
      id: null,
      image: cover,
      sliderImage: [cover, gallery],
      storeName: p.name,
      keyword: p.keyword,
      cateId: p.cateId,
      description: `<p>${p.info}</p><p><img src="${gallery}" alt="${p.name}"></p>`,
      specType: p.specs ? 1 : 0,
      tempId: p.tempId,
      storeInfo: p.info,
      unitName: p.unit,
      ficti: p.ficti,
      sort: 0,
      giveIntegral: 0,
      flags: { is_show: 1, is_hot: featured, is_benefit: featured, is_best: featured, is_new: featured, is_integral: p.integralGoods ? 1 : 0 },
      items: p.specs ?? singleSpec(),
      skus: p.skus.map((s) => skuInput(p, s, cover)),
    };
    repository.save(input, deriveFigures(input.skus), at, null, null, p.id);
    setSales.run(p.sales, p.id);
    for (const s of p.skus) setSkuSales.run(s.sales, p.id, skuOf(s.values));
  }
}

/** 管理商品 and the product form's hidden entries (CONTRACT-SHOP 1), and the dump's products as demo data. */
export const productSeed: ResourceSeed = {
  menus: [
    {
      folder: 'shop',
      sort: 2,
      menu: page('管理商品', 'goods', 'shop/goods/tab', 'Goods', 'shopping', {
        permission: 'YXSTOREPRODUCT_SELECT,YXSTORECATEGORY_SELECT',
        editor: true,
        children: [button('删除', 'YXSTOREPRODUCT_DELETE')],
      }),
    },
    // yshop's strings, swapped as in its dump: 新增 carries _EDIT, 修改 carries _CREATE (which saves).
    { folder: 'shop', sort: 3, menu: page('商品新增', 'goodsAdd', 'shop/goods/form', 'GoodsAdd', 'add', { hidden: true, permission: 'YXSTOREPRODUCT_EDIT' }) },
    { folder: 'shop', sort: 4, menu: page('商品修改', 'goodsEdit/:id', 'shop/goods/form', 'GoodsEdit', 'edit', { hidden: true, permission: 'YXSTOREPRODUCT_CREATE' }) },
  ],
  rows: (seed) => {
    if (seed.demo) seedProducts(seed);
  },
};
