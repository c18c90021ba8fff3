/*
 * `cateList` of the product list and `info` (CONTRACT-SHOP.md section 4.2): the live
 * categories flattened for a select, `|-----家用电器` then its children
 * `|-----|-----电视`. yshop's `disabled` is inverted (0 marks a top-level entry): only
 * second-level categories may be chosen. The prefix is dropped; the level is kept.
 */
import { asId, asText, isObject } from '../../api/resource/wire';

export interface CateOption {
  id: number;
  /** The name without yshop's `|-----` prefix. */
  name: string;
  /** 1 for a top-level category (not choosable for a product), 2 below. */
  level: 1 | 2;
}

const PREFIX = '|-----';

export function readCateOptions(value: unknown): CateOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): CateOption[] => {
    if (!isObject(raw)) return [];
    const id = asId(raw.value);
    if (id === undefined) return [];
    let label = asText(raw.label);
    let depth = 0;
    while (label.startsWith(PREFIX)) {
      label = label.slice(PREFIX.length);
      depth += 1;
    }
    // `disabled: 0` is yshop's mark of a top-level entry; the prefix says the same where it is missing.
    const top = raw.disabled === 0 || raw.disabled === '0' || (raw.disabled === undefined && depth <= 1);
    return [{ id, name: label, level: top ? 1 : 2 }];
  });
}
