import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import type { SpecDefinition } from '../http/sku';

/** The dump's seven live rules (CONTRACT-SHOP 12), with their ids; 照片 and 斯特 keep a spec without values. */
export const DUMP_RULES: ReadonlyArray<readonly [id: number, name: string, specs: SpecDefinition[]]> = [
  [10, '图文打印1', [
    { value: '纸张', detail: ['A4', 'A5', 'A6', 'A7'] },
    { value: '颜色', detail: ['白色', '红色', '菊花色'] },
  ]],
  [24, '手机', [
    { value: '颜色', detail: ['曜石黑', '冰川白', '天空蓝'] },
    { value: '内存', detail: ['8GB', '12GB'] },
    { value: '存储', detail: ['128GB', '256GB', '512GB'] },
    { value: '版本', detail: ['标准版', 'Pro版'] },
    { value: '网络', detail: ['5G全网通'] },
    { value: '套餐', detail: ['官方标配', '碎屏险套装'] },
  ]],
  [25, '平面设计', [
    { value: '类型', detail: ['海报', '名片', '宣传册'] },
    { value: '尺寸', detail: ['小号', '中号', '大号'] },
  ]],
  [26, '照片', [
    { value: '相纸', detail: ['光面', '绒面'] },
    { value: '尺度', detail: [] },
  ]],
  [29, '手机', [
    { value: '颜色', detail: ['黑色', '白色'] },
    { value: '容量', detail: ['64G', '128G'] },
  ]],
  [105951, '测试', [
    { value: '颜色', detail: ['红色', '蓝色'] },
    { value: '车型', detail: ['轿车', 'SUV'] },
    { value: '城市', detail: ['北京', '上海', '郑州'] },
  ]],
  [105952, '斯特', [{ value: '图书', detail: [] }]],
];

/** 商品规格 in 商品管理 (CONTRACT-SHOP 1), and the dump's rules as demo data. */
export const ruleSeed: ResourceSeed = {
  menus: [
    {
      folder: 'shop',
      sort: 5,
      menu: page('商品规格', 'productRule', 'shop/storeProductRule/index', 'StoreProductRule', 'dengji', {
        permission: 'yxStoreProductRule:list',
        editor: true,
        children: [button('规格新增、修改', 'yxStoreProductRule:add'), button('规格删除', 'yxStoreProductRule:del')],
      }),
    },
  ],
  rows: ({ db, at, demo }) => {
    if (!demo) return;
    const insert = db.prepare('INSERT INTO yx_store_product_rule (id, rule_name, rule_value, create_time, update_time) VALUES (?, ?, ?, ?, ?)');
    for (const [id, name, specs] of DUMP_RULES) insert.run(id, name, JSON.stringify(specs), at, at);
  },
};
