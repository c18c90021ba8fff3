/*
 * A product's specs (规格) and their combinations, the SKU table's rows (CONTRACT-SHOP.md
 * sections 4.2 and 9.3). The console builds the same table as the server's `isFormatAttr`:
 * one row per combination of one value of each attr, the first attr varying slowest,
 * so the table can be kept while attrs are edited and checked before sending.
 */

/** One spec: its name (`颜色`) and values (`["红", "白"]`), as yshop's `items` / `ruleValue` carry it. */
export interface SpecAttr {
  value: string;
  detail: readonly string[];
}

/** One combination: a value per attr, in attr order, and the same as `{ attr: value }`. */
export interface Combination {
  values: string[];
  detail: Record<string, string>;
}

/** Characters a value may not hold: they break the server's combination parser (`_`) and `sku` string (`,`, `-`). */
export const FORBIDDEN_IN_VALUE = /[-_,]/;

/** Every combination exactly once, the first attr varying slowest; none while an attr has no value. */
export function combinations(attrs: readonly SpecAttr[]): Combination[] {
  if (attrs.length === 0 || attrs.some((attr) => attr.detail.length === 0)) return [];
  const total = attrs.reduce((product, attr) => product * attr.detail.length, 1);
  const out: Combination[] = new Array<Combination>(total);
  for (let index = 0; index < total; index += 1) {
    const values = new Array<string>(attrs.length);
    const detail: Record<string, string> = {};
    let rest = index;
    // The last attr varies fastest: peel indexes off from the end.
    for (let a = attrs.length - 1; a >= 0; a -= 1) {
      const attr = attrs[a]!;
      const value = attr.detail[rest % attr.detail.length]!;
      rest = Math.floor(rest / attr.detail.length);
      values[a] = value;
    }
    attrs.forEach((attr, a) => {
      detail[attr.value] = values[a]!;
    });
    out[index] = { values, detail };
  }
  return out;
}

/** A combination's identity, whatever the attrs' order: its `attr → value` pairs, sorted. */
export function combinationKey(detail: Readonly<Record<string, string>>): string {
  return Object.keys(detail)
    .sort()
    .map((name) => `${name}\u0000${detail[name]}`)
    .join('\u0001');
}

/** The server's `sku` string of a combination: its values sorted (Java string order, as JavaScript's) and joined by `,`. */
export const skuString = (values: readonly string[]): string => [...values].sort().join(',');

/**
 * The row of `old` a combination extends when a spec was added: the one whose values are
 * the combination's for the specs `old` was made for (红 for 红 / S and 红 / M once 尺码 is
 * added). Undefined when the combination does not name every one of those specs (a spec
 * was removed) or no row has those values. `old` is one table, so its rows share their specs.
 */
export function extendedRow<Row extends { detail: Readonly<Record<string, string>> }>(byKey: ReadonlyMap<string, Row>, oldNames: readonly string[], detail: Readonly<Record<string, string>>): Row | undefined {
  if (oldNames.length === 0 || oldNames.some((name) => detail[name] === undefined)) return undefined;
  return byKey.get(combinationKey(Object.fromEntries(oldNames.map((name) => [name, detail[name]!]))));
}

/**
 * The rows for `attrs`, one per combination in the server's order: a row of `old` whose
 * combination is still there is kept as it is (its typed values, its `sku`); a combination
 * that extends an old row (a spec was added) is made by `extend` from it, keeping what was
 * typed there; the others are made by `blank`. Removing an attr or a value therefore drops
 * exactly the rows that no longer exist (yshop dropped the row at the removed attr's index, §10.26).
 */
export function rebuildRows<Row extends { detail: Readonly<Record<string, string>> }>(
  attrs: readonly SpecAttr[],
  old: readonly Row[],
  blank: (combination: Combination) => Row,
  extend: (combination: Combination, from: Row) => Row = blank,
): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of old) byKey.set(combinationKey(row.detail), row);
  const oldNames = old[0] ? Object.keys(old[0].detail) : [];
  return combinations(attrs).map((combination) => {
    const same = byKey.get(combinationKey(combination.detail));
    if (same) return same;
    const from = extendedRow(byKey, oldNames, combination.detail);
    return from ? extend(combination, from) : blank(combination);
  });
}

/**
 * What is wrong with the attrs before 立即生成 or a save, in the contract's words: an attr
 * without a name or values, a value with `-`, `_` or `,`, two combinations giving the same
 * `sku` string (颜色 [红, 白] × 款式 [白, 红]); undefined when they are fine.
 */
export function attrsProblem(attrs: readonly SpecAttr[]): string | undefined {
  if (attrs.length === 0) return '请设置至少一个属性!';
  if (attrs.some((attr) => attr.value.trim() === '')) return '请添加完整的规格！';
  if (attrs.some((attr) => attr.detail.length === 0)) return '请至少添加一个规格值哦';
  if (attrs.some((attr) => attr.detail.some((value) => FORBIDDEN_IN_VALUE.test(value)))) return '规格值不能包含 - _ ,';
  const names = new Set(attrs.map((attr) => attr.value));
  if (names.size !== attrs.length) return '规格名称重复';
  const seen = new Set<string>();
  for (const { values } of combinations(attrs)) {
    const sku = skuString(values);
    if (seen.has(sku)) return '规格组合重复';
    seen.add(sku);
  }
  return undefined;
}
