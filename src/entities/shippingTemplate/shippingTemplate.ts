/*
 * 运费模板 (CONTRACT-SHOP.md sections 1, 3 and 7.2): `GET api/yxShippingTemplates` pages the
 * templates with `regionInfo` / `appointInfo` as JSON text (read with JSON.parse, never
 * evaluated: section 10.5), dates as epoch ms (yshop) or text (the embedded server).
 * Creates and updates both go to `POST {url}/save/{id}` (0 creating); a delete sends the
 * ids in the body and is refused while a product uses the template.
 * Quantities and prices are kept in hundredths (cents; 0.01 piece, KG or m³), never floats.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText, isObject } from '../../api/resource/wire';
import { centsFromYuan, formatCents } from '../../shared/money/money';
import { NATIONWIDE, placesBody, placesName, readPlaces, type Place } from './places';

/** 1 按件数, 2 按重量, 3 按体积. */
export type ChargeType = 1 | 2 | 3;
export const CHARGE_NAMES: Record<ChargeType, string> = { 1: '按件数', 2: '按重量', 3: '按体积' };

/** A 配送区域 row: first/continued quantities and their prices, in hundredths. */
export interface RegionCharge {
  places: Place[];
  regionName: string;
  first: number | null;
  price: number | null;
  continues: number | null;
  continuePrice: number | null;
}

/** A 指定包邮 row: free from `number` (pieces, KG, m³) or `price` on, in hundredths. */
export interface FreeRule {
  places: Place[];
  placeName: string;
  number: number | null;
  price: number | null;
}

/** yshop sends anything but 1 and 2 as 按体积 on its list (section 11.11). */
const asChargeType = (value: unknown): ChargeType => {
  const n = Number(value);
  return n === 1 || n === 2 ? n : n === 3 ? 3 : 1;
};

/** A JSON column: the text parsed (a list already parsed is taken as is); [] when unreadable. */
function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const amount = (value: unknown): number | null => centsFromYuan(value) ?? null;

export function readRegions(value: unknown): RegionCharge[] {
  return jsonList(value).flatMap((entry): RegionCharge[] => {
    if (!isObject(entry)) return [];
    const places = readPlaces(entry.region);
    return [{ places, regionName: asText(entry.regionName) || placesName(places), first: amount(entry.first), price: amount(entry.price), continues: amount(entry._continue ?? entry.continue), continuePrice: amount(entry.continue_price) }];
  });
}

export function readFrees(value: unknown): FreeRule[] {
  return jsonList(value).flatMap((entry): FreeRule[] => {
    if (!isObject(entry)) return [];
    const places = readPlaces(entry.place);
    return [{ places, placeName: asText(entry.placeName) || placesName(places), number: amount(entry.a_num), price: amount(entry.a_price) }];
  });
}

const shape = {
  id: wire.id,
  name: wire.name,
  type: wire.read(asChargeType),
  appoint: wire.flag,
  regionInfo: wire.read(readRegions),
  appointInfo: wire.read(readFrees),
  createTime: wire.time,
  sort: wire.number(0),
};

export type ShippingTemplate = RowOf<typeof shape>;

/** The checked form: every amount in hundredths. */
export interface TemplateForm {
  id?: number;
  name: string;
  type: ChargeType;
  sort: number;
  appoint: boolean;
  regions: RegionCharge[];
  frees: FreeRule[];
}

type Amount = string;
export interface TemplateBody {
  id?: number;
  name: string;
  type: ChargeType;
  sort: number;
  appoint: 0 | 1;
  region_info: { regionName: string; first: Amount; price: Amount; _continue: Amount; continue_price: Amount; region: ReturnType<typeof placesBody> }[];
  appoint_info: { placeName: string; a_num: Amount; a_price: Amount; place: ReturnType<typeof placesBody> }[];
}

/** An amount as decimal text (`1.00`): exact, and what yshop stores anyway. */
const text = (cents: number | null): Amount => formatCents(cents ?? 0);

/** A new template's first row: 默认全国, 1 first unit at 0, 1 more at 0 (yshop's form). */
export const nationwideCharge = (): RegionCharge => ({ places: [NATIONWIDE], regionName: NATIONWIDE.name, first: 100, price: 0, continues: 100, continuePrice: 0 });

export function templateBody(form: TemplateForm): TemplateBody {
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    name: form.name,
    type: form.type,
    sort: form.sort,
    appoint: form.appoint ? 1 : 0,
    region_info: form.regions.map((region) => ({ regionName: region.regionName, first: text(region.first), price: text(region.price), _continue: text(region.continues), continue_price: text(region.continuePrice), region: placesBody(region.places) })),
    appoint_info: form.appoint ? form.frees.map((free) => ({ placeName: free.placeName, a_num: text(free.number), a_price: text(free.price), place: placesBody(free.places) })) : [],
  };
}

const URL = 'api/yxShippingTemplates';
// The save call takes either string (section 1): an operator with one may add and edit.
const SAVE = ['yxShippingTemplates:add', 'yxShippingTemplates:edit'];

export const shippingTemplates = defineResource({
  name: 'shippingTemplate',
  title: '运费模板',
  url: URL,
  row: wireRow(shape),
  idOf: (template: ShippingTemplate) => template.id,
  labelOf: (template) => template.name,
  newForm: (): TemplateForm => ({ name: '', type: 1, sort: 0, appoint: false, regions: [nationwideCharge()], frees: [] }),
  formOf: (template) => ({ id: template.id, name: template.name, type: template.type, sort: template.sort, appoint: template.appoint, regions: template.regionInfo, frees: template.appointInfo }),
  bodyOf: templateBody,
  authorities: { list: ['yxShippingTemplates:list'], add: SAVE, edit: SAVE, del: ['yxShippingTemplates:del'] },
  save: (body) => ({ url: `${URL}/save/${body.id ?? 0}`, method: 'POST' }),
  // Products name their template (the product form's 运费模板 choices).
  invalidates: ['Product'],
});
