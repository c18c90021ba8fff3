import type { Checked, FormErrors } from '../../../kit/crud/formCheck';
import type { DictDetailInput, DictInput } from './dictAdminApi';

/*
 * The two forms of 字典管理, checked before anything is sent, with the limits the
 * back ends enforce (so the server's refusal is the exception, not the rule).
 */

export const NAME_MAX = 100;
export const REMARK_MAX = 255;
export const DETAIL_TEXT_MAX = 255;
export const SORT_MIN = 0;
export const SORT_MAX = 99999;
/** The originals' default sort for a new entry. */
export const DEFAULT_SORT = 999;

export interface DictFormValues {
  name: string;
  remark: string;
}

export interface DetailFormValues {
  label: string;
  value: string;
  /** As typed: the field is text so a half-typed number is kept. */
  sort: string;
}


export function checkDict(values: DictFormValues): Checked<DictFormValues, DictInput> {
  const name = values.name.trim();
  const remark = values.remark.trim();
  const errors: FormErrors<DictFormValues> = {};
  if (name === '') errors.name = '字典名称不能为空';
  else if (name.length > NAME_MAX) errors.name = `字典名称不能超过 ${NAME_MAX} 个字符`;
  if (remark.length > REMARK_MAX) errors.remark = `描述不能超过 ${REMARK_MAX} 个字符`;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { name, remark } };
}

export function checkDetail(values: DetailFormValues): Checked<DetailFormValues, DictDetailInput> {
  const label = values.label.trim();
  const value = values.value.trim();
  const sortText = values.sort.trim();
  const errors: FormErrors<DetailFormValues> = {};
  if (label === '') errors.label = '字典标签不能为空';
  else if (label.length > DETAIL_TEXT_MAX) errors.label = `字典标签不能超过 ${DETAIL_TEXT_MAX} 个字符`;
  if (value === '') errors.value = '字典值不能为空';
  else if (value.length > DETAIL_TEXT_MAX) errors.value = `字典值不能超过 ${DETAIL_TEXT_MAX} 个字符`;
  const sort = Number(sortText);
  if (sortText === '') errors.sort = '排序不能为空';
  else if (!/^-?\d+$/.test(sortText) || !Number.isSafeInteger(sort)) errors.sort = '排序必须是整数';
  else if (sort < SORT_MIN || sort > SORT_MAX) errors.sort = `排序必须在 ${SORT_MIN} 到 ${SORT_MAX} 之间`;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { label, value, sort } };
}
