import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { cityDirectory, type CityDirectory } from './cities';
import { ShippingTemplateRepository } from './repository';
import { readTemplate } from './template-input';

/** The dump's two live templates keep their ids: the seeded products name them (34 by 7 products, 35 by one). */
export const SEED_TEMPLATE_IDS = { nationwide: 34, hubeiHenan: 35 } as const;

const nationwide = (first: number, price: number, cont: number, contPrice: number) => ({
  regionName: '默认全国',
  first,
  price,
  _continue: cont,
  continue_price: contPrice,
  region: [{ name: '默认全国', city_id: 0 }],
});

/** A whole province as the console's city picker sends it: the province with every city ticked. */
const wholeProvince = (cities: CityDirectory, name: string) => {
  const p = cities.provinceNamed(name);
  if (!p) throw new Error(`no province ${name} in the city data`);
  return { name: p.name, city_id: p.city_id, children: (p.children ?? []).map((c) => ({ city_id: c.city_id })) };
};

/**
 * The dump's two live templates (CONTRACT-SHOP section 12), as the template screen would
 * save them, so their region and free rows are built by the one save: 默认全国运费模板
 * (首件 1 ¥0, 续件 1 ¥2) and 包邮湖北省，河南省特例 (默认全国 1/¥1/1/¥1, 河南省's 18
 * cities 1/¥2/1/¥5, 湖北省's 14 cities free from 2 pieces or ¥100). Every database gets
 * them (SEED_DEMO=0 too).
 */
export const shippingTemplateSeed: ResourceSeed = {
  // 运费模板 in 商品管理 (CONTRACT-SHOP 1, with the list string this project adds).
  menus: [
    {
      folder: 'shop',
      sort: 6,
      menu: page('运费模板', 'shippingTemplates', 'shop/shippingTemplates/index', 'ShippingTemplates', 'price', {
        permission: 'yxShippingTemplates:list',
        editor: true,
        children: [button('新增、修改模板', 'yxShippingTemplates:add'), button('删除模板', 'yxShippingTemplates:del')],
      }),
    },
  ],
  rows: ({ db, at }) => {
    const cities = cityDirectory();
    const templates = new ShippingTemplateRepository(db);
    const save = (id: number, body: unknown) => templates.save(null, readTemplate(body, cities), at, id);
    save(SEED_TEMPLATE_IDS.nationwide, { name: '默认全国运费模板', type: 1, sort: 0, appoint: 0, region_info: [nationwide(1, 0, 1, 2)], appoint_info: [] });
    save(SEED_TEMPLATE_IDS.hubeiHenan, {
      name: '包邮湖北省，河南省特例',
      type: 1,
      sort: 0,
      appoint: 1,
      region_info: [
        nationwide(1, 1, 1, 1),
        { regionName: '河南省', first: 1, price: 2, _continue: 1, continue_price: 5, region: [wholeProvince(cities, '河南省')] },
      ],
      appoint_info: [{ placeName: '湖北省', a_num: 2, a_price: 100, place: [wholeProvince(cities, '湖北省')] }],
    });
  },
};
