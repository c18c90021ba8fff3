import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/** 售后 in 订单管理 (CONTRACT-SHOP 1); its demo applications come with the demo orders (orders/seed.ts). */
export const afterSalesSeed: ResourceSeed = {
  menus: [
    {
      folder: 'order',
      sort: 5,
      menu: page('售后', 'afterSeals', 'shop/afterSeals/index', 'AfterSeals', 'rec', {
        permission: 'yxStoreAfterSales:list',
        editor: true,
        children: [button('新增', 'yxStoreAfterSales:add'), button('修改', 'yxStoreAfterSales:edit'), button('删除', 'yxStoreAfterSales:del')],
      }),
    },
  ],
};
