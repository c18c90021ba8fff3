/**
 * FROZEN: the shop's base rows migration 8 gives a database seeded before it, exactly as
 * the live seeds wrote them when the migration was released (categories/seed.ts with its
 * placeholder pictures' rows, express/seed.ts, shipping-templates/seed.ts through the
 * template save), copied as data at issue 31. Never edited: the live seeds may change.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../connection';

/** [id, name, [child id, child name, stored picture size in bytes][]]: sorts follow the order. */
const CATEGORIES: ReadonlyArray<readonly [number, string, ReadonlyArray<readonly [number, string, number]>]> = [
  [1, '家用电器', [[24, '电视', 231]]],
  [10, '美妆个护', [[11, '工具', 231]]],
  [25, '家具餐厨', [[26, '床品', 231]]],
  [27, '电子产品', [[31, '电脑', 231], [32, '相机', 230], [33, '手表', 230]]],
  [28, '运动专区', [[34, '特步', 231], [35, '361', 231]]],
  [29, '家具软装', [[36, '大床', 230], [37, '沙发', 229]]],
  [30, '生活家居', [[38, '收纳', 231]]],
  [39, '电商影星', [[40, '影响', 231]]],
];

const EXPRESS: ReadonlyArray<readonly [number, string, string]> = [
  [426, 'STO', '申通快递'],
  [427, 'SF', '顺丰速运'],
  [428, 'ZTO', '中通快递'],
  [429, 'YTO', '圆通速递'],
];

const HENAN = [410100, 410200, 410300, 410400, 410500, 410600, 410700, 410800, 410900, 411000, 411100, 411200, 411300, 411400, 411500, 411600, 411700, 419000];
const HUBEI = [420100, 420200, 420300, 420500, 420600, 420700, 420800, 420900, 421000, 421100, 421200, 421300, 422800, 429000];
const cityList = (ids: readonly number[]) => ids.map((id) => ({ city_id: String(id) }));
const nationwide = (price: string, continuePrice: string) => ({ regionName: '默认全国', first: '1', price, _continue: '1', continue_price: continuePrice, region: [{ name: '默认全国', city_id: '0' }] });

/** [id, name, appoint, region_info, appoint_info] as the template screen's save stored them. */
const TEMPLATES: ReadonlyArray<readonly [number, string, number, unknown, unknown]> = [
  [34, '默认全国运费模板', 0, [nationwide('0', '2')], []],
  [
    35,
    '包邮湖北省，河南省特例',
    1,
    [nationwide('1', '1'), { regionName: '河南省', first: '1', price: '2', _continue: '1', continue_price: '5', region: [{ name: '河南省', city_id: '410000', children: cityList(HENAN) }] }],
    [{ placeName: '湖北省', a_num: '2', a_price: '100', place: [{ name: '湖北省', city_id: '420000', children: cityList(HUBEI) }] }],
  ],
];

/** Price rows, one uniqid per group: [template, province, cities, first, first price, continues, continue price] in hundredths. */
const REGIONS: ReadonlyArray<readonly [number, number, readonly number[], number, number, number, number]> = [
  [34, 0, [0], 100, 0, 100, 200],
  [35, 0, [0], 100, 100, 100, 100],
  [35, 410000, HENAN, 100, 200, 100, 500],
];

export function seedShopBaseRows(db: Db, at: number): void {
  const category = db.prepare('INSERT INTO yx_store_category (id, pid, cate_name, sort, pic, is_show, create_time, update_time) VALUES (?, ?, ?, ?, ?, 1, ?, ?)');
  const picture = db.prepare('INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES (?, ?, ?, 96, 96, ?, ?)');
  CATEGORIES.forEach(([id, name, children], i) => {
    category.run(id, 0, name, i + 1, '', at, at);
    children.forEach(([childId, childName, size], j) => {
      const storedName = `seed-category-${childId}.png`;
      picture.run(`${childName}.png`, storedName, size, 'admin', at);
      category.run(childId, id, childName, j + 1, `/file/pictures/${storedName}`, at, at);
    });
  });

  const template = db.prepare('INSERT INTO yx_shipping_templates (id, name, type, region_info, appoint, appoint_info, sort, create_time, update_time) VALUES (?, ?, 1, ?, ?, ?, 0, ?, ?)');
  for (const [id, name, appoint, region, appointInfo] of TEMPLATES) template.run(id, name, JSON.stringify(region), appoint, JSON.stringify(appointInfo), at, at);
  const region = db.prepare(`INSERT INTO yx_shipping_templates_region (temp_id, province_id, city_id, first, first_price, continues, continue_price, type, uniqid)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`);
  for (const [temp, province, cities, first, firstPrice, continues, continuePrice] of REGIONS) {
    const uniqid = randomUUID().replaceAll('-', '');
    for (const city of cities) region.run(temp, province, city, first, firstPrice, continues, continuePrice, uniqid);
  }
  const free = db.prepare('INSERT INTO yx_shipping_templates_free (temp_id, province_id, city_id, number, price, type, uniqid) VALUES (35, 420000, ?, 200, 10000, 1, ?)');
  const freeUniqid = randomUUID().replaceAll('-', '');
  for (const city of HUBEI) free.run(city, freeUniqid);

  const express = db.prepare('INSERT INTO yx_express (id, code, name, sort, is_show, create_time, update_time) VALUES (?, ?, ?, 0, 0, ?, ?)');
  for (const [id, code, name] of EXPRESS) express.run(id, code, name, at, at);
}
