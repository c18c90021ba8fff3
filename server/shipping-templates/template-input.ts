import { badRequest } from '../http/errors';
import { parseCents, type AmountRule } from '../http/amount';
import { centsText } from '../shared/cents';
import type { CityDirectory } from './cities';

/** A province of a region or free-shipping group: 0 is 默认全国; no cities = the whole province. */
export interface Place {
  provinceId: number;
  name: string;
  cityIds: number[];
}

/** A 配送区域 row of the form; quantities and prices in hundredths (0.01 piece / KG / m³, cents). */
export interface RegionGroup {
  regionName: string;
  first: number;
  price: number;
  continues: number;
  continuePrice: number;
  places: Place[];
}

/** A 指定包邮 row: free shipping from `number` pieces (KG, m³) or `price` cents on. */
export interface FreeGroup {
  placeName: string;
  number: number;
  price: number;
  places: Place[];
}

export type ChargeType = 1 | 2 | 3;

/** A template as saved: the row, and what its region and free rows are rebuilt from. */
export interface TemplateInput {
  name: string;
  /** 1 按件数, 2 按重量, 3 按体积. */
  type: ChargeType;
  sort: number;
  appoint: boolean;
  regions: RegionGroup[];
  /** Empty unless `appoint`. */
  frees: FreeGroup[];
}

const NATIONWIDE = '默认全国';
const MAX_GROUPS = 100;
const MAX_PLACES = 40;
const MAX_CITIES = 100;

/** The console's checks (CONTRACT-SHOP 11.11), worded as it words them (without its stray quote). */
const RULES = {
  first: { label: '首件', missing: '请填写首件', notPositive: '首件/重量/体积应大于0', zero: false },
  price: { label: '运费', missing: '请填写首件价格', notPositive: '运费应大于等于0', zero: true },
  continues: { label: '续件', missing: '请填写续件', notPositive: '续件/重量/体积应大于0', zero: false },
  continuePrice: { label: '续费', missing: '请填写续件价格', notPositive: '续费应大于等于0', zero: true },
  freeNumber: { label: '包邮件数', missing: '请填写包邮件数', notPositive: '包邮件数应大于0', zero: false },
  freePrice: { label: '包邮金额', missing: '请填写包邮金额', notPositive: '包邮金额应大于等于0', zero: true },
} satisfies Record<string, AmountRule>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A whole number as JSON or as decimal text (`367395`, `"367395"`), else null. */
const wholeNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
};

const unknownPlace = (v: unknown): Error => badRequest(`地区不存在：${typeof v === 'string' || typeof v === 'number' ? v : '?'}`);

function readPlaces(raw: unknown, cities: CityDirectory, nationwide: boolean, missing: string): Place[] {
  if (!Array.isArray(raw)) throw badRequest(missing);
  if (raw.length > MAX_PLACES) throw badRequest(`一个区域最多 ${MAX_PLACES} 个省份`);
  return raw.map((entry): Place => {
    if (!isObject(entry)) throw badRequest(missing);
    const id = wholeNumber(entry.city_id);
    if (id === null) throw unknownPlace(entry.city_id);
    const children = entry.children ?? [];
    if (!Array.isArray(children)) throw unknownPlace(entry.city_id);
    if (id === 0) {
      // 默认全国 is a region of its own, never a free-shipping place nor split into cities.
      if (!nationwide || children.length > 0) throw unknownPlace(entry.city_id);
      return { provinceId: 0, name: NATIONWIDE, cityIds: [] };
    }
    const province = cities.province(id);
    if (!province) throw unknownPlace(entry.city_id);
    if (children.length > MAX_CITIES) throw badRequest(`一个省份最多 ${MAX_CITIES} 个城市`);
    const cityIds = new Set<number>();
    for (const child of children) {
      const cityId = isObject(child) ? wholeNumber(child.city_id) : null;
      if (cityId === null || !cities.cityOf(id, cityId)) throw unknownPlace(isObject(child) ? child.city_id : child);
      cityIds.add(cityId);
    }
    return { provinceId: id, name: province.name, cityIds: [...cityIds] };
  });
}

const groupName = (raw: unknown, places: readonly Place[]): string => {
  if (typeof raw === 'string' && raw.trim() !== '') {
    if (raw.trim().length > 1000) throw badRequest('区域名称不能超过 1000 个字符');
    return raw.trim();
  }
  return places.map((p) => p.name).join(';');
};

const groups = (raw: unknown, what: string): unknown[] => {
  if (!Array.isArray(raw)) throw badRequest(what);
  if (raw.length > MAX_GROUPS) throw badRequest(`区域最多 ${MAX_GROUPS} 个`);
  return raw;
};

/** Some place of some group makes at least one row (a city, a province, 默认全国). */
const makesRows = (list: ReadonlyArray<{ places: Place[] }>): boolean => list.some((g) => g.places.length > 0);

/**
 * Reads the console's save body (yshop's `ShippingTemplatesDto`, CONTRACT-SHOP 7.2),
 * checking in yshop's order (`模板名称不能为空`, `请设置地域`, `请指定包邮地区`,
 * `请添加区域`, `请添加包邮区域`) and, as the Rec. asks, the numbers as the console does
 * and every place against the city list. Only these fields are read.
 */
export function readTemplate(body: unknown, cities: CityDirectory): TemplateInput {
  const b = isObject(body) ? body : {};
  if (typeof b.name !== 'string' || b.name.trim() === '') throw badRequest('模板名称不能为空');
  const name = b.name.trim();
  if (name.length > 255) throw badRequest('模板名称不能超过 255 个字符');
  const type = isBlank(b.type) ? 1 : wholeNumber(b.type);
  if (type !== 1 && type !== 2 && type !== 3) throw badRequest('计费方式不正确');
  const sort = isBlank(b.sort) ? 0 : wholeNumber(b.sort);
  if (sort === null) throw badRequest('排序必须是整数');
  if (sort > 99999) throw badRequest('排序不能大于 99999');
  const appointFlag = isBlank(b.appoint) ? 0 : wholeNumber(typeof b.appoint === 'boolean' ? Number(b.appoint) : b.appoint);
  if (appointFlag !== 0 && appointFlag !== 1) throw badRequest('指定包邮开关不正确');
  const appoint = appointFlag === 1;

  if (b.region_info === undefined || b.region_info === null) throw badRequest('请设置地域');
  const rawRegions = groups(b.region_info, '请设置地域');
  const rawFrees = appoint ? b.appoint_info : [];
  if (appoint && (!Array.isArray(rawFrees) || rawFrees.length === 0)) throw badRequest('请指定包邮地区');

  const regions = rawRegions.map((g): RegionGroup => {
    if (!isObject(g)) throw badRequest('请添加区域');
    const first = parseCents(g.first, RULES.first);
    const price = parseCents(g.price, RULES.price);
    const continues = parseCents(g._continue, RULES.continues);
    const continuePrice = parseCents(g.continue_price, RULES.continuePrice);
    const places = readPlaces(g.region ?? [], cities, true, '请填写可配送区域');
    return { regionName: groupName(g.regionName, places), first, price, continues, continuePrice, places };
  });
  if (!makesRows(regions)) throw badRequest('请添加区域');

  const frees = groups(rawFrees, '请指定包邮地区').map((g): FreeGroup => {
    if (!isObject(g)) throw badRequest('请添加包邮区域');
    const number = parseCents(g.a_num, RULES.freeNumber);
    const price = parseCents(g.a_price, RULES.freePrice);
    const places = readPlaces(g.place ?? [], cities, false, '请添加包邮区域');
    return { placeName: groupName(g.placeName, places), number, price, places };
  });
  if (appoint && !makesRows(frees)) throw badRequest('请添加包邮区域');

  return { name, type, sort, appoint, regions, frees };
}

/** A place as the stored JSON spells it: ids as text, `children` only when cities were picked. */
const placeJson = (p: Place): Json => ({
  name: p.name,
  city_id: String(p.provinceId),
  ...(p.cityIds.length > 0 ? { children: p.cityIds.map((id) => ({ city_id: String(id) })) } : {}),
});

/** `region_info` as stored and sent: yshop's keys, every value a string. */
export const regionInfoJson = (regions: readonly RegionGroup[]): string =>
  JSON.stringify(
    regions.map((g) => ({
      regionName: g.regionName,
      first: centsText(g.first),
      price: centsText(g.price),
      _continue: centsText(g.continues),
      continue_price: centsText(g.continuePrice),
      region: g.places.map(placeJson),
    })),
  );

/** `appoint_info` as stored and sent. */
export const appointInfoJson = (frees: readonly FreeGroup[]): string =>
  JSON.stringify(
    frees.map((g) => ({ placeName: g.placeName, a_num: centsText(g.number), a_price: centsText(g.price), place: g.places.map(placeJson) })),
  );
