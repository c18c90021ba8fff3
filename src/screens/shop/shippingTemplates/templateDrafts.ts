/*
 * The 运费模板 dialog's input as typed (text, so a half-typed amount stays) and its check
 * into the entity's form, with the original form's messages (CONTRACT-SHOP.md 11.11; its
 * dead 续件 check made live, its stray quote dropped). Amounts are read as decimal text into
 * hundredths: no float arithmetic.
 */
import type { ChargeType, FreeRule, RegionCharge, TemplateForm } from '@/entities/shippingTemplate/shippingTemplate';
import type { Place } from '@/entities/shippingTemplate/places';
import { checkSortText } from '@/kit/crud/sortField';
import { centsOf, formatCents } from '@/shared/money/money';

export interface RegionDraft {
  key: number;
  places: Place[];
  regionName: string;
  first: string;
  price: string;
  continues: string;
  continuePrice: string;
}

export interface FreeDraft {
  key: number;
  places: Place[];
  placeName: string;
  number: string;
  price: string;
}

export interface TemplateDrafts {
  name: string;
  type: ChargeType;
  sort: string;
  appoint: boolean;
  regions: RegionDraft[];
  frees: FreeDraft[];
}

/** Messages by input: `name`, `sort`, `frees`, `regions`, and `region.{key}.{field}` / `free.{key}.{field}` per cell. */
export type DraftErrors = Record<string, string>;

export type TemplateChecked = { ok: true; value: TemplateForm } | { ok: false; errors: DraftErrors };

const NAME_MAX = 255;
const SORT_MAX = 99999;
/** 99,999,999.99, the decisions' largest amount. */
const AMOUNT_MAX = 9_999_999_999;

const shown = (cents: number | null) => (cents === null ? '' : formatCents(cents));

let lastKey = 0;
/** A row's key for React and for its messages, unique in the page. */
export const nextKey = () => (lastKey += 1);

export const regionDraft = (region: RegionCharge): RegionDraft => ({ key: nextKey(), places: region.places, regionName: region.regionName, first: shown(region.first), price: shown(region.price), continues: shown(region.continues), continuePrice: shown(region.continuePrice) });
export const freeDraft = (free: FreeRule): FreeDraft => ({ key: nextKey(), places: free.places, placeName: free.placeName, number: shown(free.number), price: shown(free.price) });

export function draftsOf(form: TemplateForm): TemplateDrafts {
  return { name: form.name, type: form.type, sort: String(form.sort), appoint: form.appoint, regions: form.regions.map(regionDraft), frees: form.frees.map(freeDraft) };
}

interface AmountRule {
  label: string;
  /** The message of a value out of range (0 or less, or below 0). */
  message: string;
  /** 0 allowed (a price), or more than 0 only (a quantity). */
  zero: boolean;
}

const RULES = {
  first: { label: '首件', message: '首件/重量/体积应大于0', zero: false },
  price: { label: '运费', message: '运费应大于等于0', zero: true },
  continues: { label: '续件', message: '续件/重量/体积应大于0', zero: false },
  continuePrice: { label: '续费', message: '续费应大于等于0', zero: true },
  freeNumber: { label: '包邮件数', message: '包邮件数应大于0', zero: false },
  freePrice: { label: '包邮金额', message: '包邮金额应大于等于0', zero: true },
} satisfies Record<string, AmountRule>;

/** Hundredths of a typed amount, or the message saying what is wrong with it. */
export function checkAmount(text: string, rule: AmountRule): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: rule.message };
  const cents = centsOf(trimmed);
  if (cents === undefined) return { ok: false, message: `${rule.label}必须是数字，最多两位小数` };
  if (cents < 0 || (!rule.zero && cents === 0)) return { ok: false, message: rule.message };
  if (cents > AMOUNT_MAX) return { ok: false, message: `${rule.label}不能超过 ${formatCents(AMOUNT_MAX)}` };
  return { ok: true, value: cents };
}

export function checkDrafts(drafts: TemplateDrafts, id: number | undefined): TemplateChecked {
  const errors: DraftErrors = {};
  const name = drafts.name.trim();
  if (name === '') errors.name = '请填写模板名称';
  else if (name.length > NAME_MAX) errors.name = `模板名称不能超过 ${NAME_MAX} 个字符`;
  const sort = checkSortText(drafts.sort, { min: 0, max: SORT_MAX, empty: '请输入排序' });
  if (!sort.ok) errors.sort = sort.message;

  const amountOf = (prefix: string, key: number, field: string, text: string, rule: AmountRule): number | null => {
    const checked = checkAmount(text, rule);
    if (checked.ok) return checked.value;
    errors[`${prefix}.${key}.${field}`] = checked.message;
    return null;
  };
  if (drafts.regions.length === 0) errors.regions = '请添加区域';
  const regions = drafts.regions.map((row): RegionCharge => ({
    places: row.places,
    regionName: row.regionName,
    first: amountOf('region', row.key, 'first', row.first, RULES.first),
    price: amountOf('region', row.key, 'price', row.price, RULES.price),
    continues: amountOf('region', row.key, 'continues', row.continues, RULES.continues),
    continuePrice: amountOf('region', row.key, 'continuePrice', row.continuePrice, RULES.continuePrice),
  }));
  // Free-shipping rows count only while 指定包邮 is on; kept in the dialog when it is off.
  if (drafts.appoint && drafts.frees.length === 0) errors.frees = '请指定包邮地区';
  const frees = drafts.appoint
    ? drafts.frees.map((row): FreeRule => ({ places: row.places, placeName: row.placeName, number: amountOf('free', row.key, 'number', row.number, RULES.freeNumber), price: amountOf('free', row.key, 'price', row.price, RULES.freePrice) }))
    : [];

  if (Object.keys(errors).length > 0 || !sort.ok) return { ok: false, errors };
  return { ok: true, value: { ...(id === undefined ? {} : { id }), name, type: drafts.type, sort: sort.value, appoint: drafts.appoint, regions, frees } };
}
