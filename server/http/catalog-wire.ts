import { z } from 'zod';

/*
 * Wire shapes of 商品分类, 规格模板 and 运费模板 that products answer with too (their list,
 * `info` and formatAttr): owned by no one resource, so the products read none of theirs.
 */

/** An entry of `cateList` (products' list and `info`): the categories flattened for a select. */
export const cateOption = z.object({ value: z.number(), label: z.string(), disabled: z.number() });
export type CateOption = z.output<typeof cateOption>;

/** A spec with its values, as rules store and send them (`[{ value: "颜色", detail: ["红","白"] }]`). */
export const specDto = z.object({ value: z.string(), detail: z.array(z.string()) });

/** 规格模板 as yshop sends it: the raw entity (CONTRACT-SHOP 4.3), dates as text. */
export const ruleDto = z.object({
  id: z.number(),
  ruleName: z.string(),
  ruleValue: z.array(specDto),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type RuleDto = z.output<typeof ruleDto>;

/** An entry of the products' `info` answer's `tempList` (the raw entity, CONTRACT-SHOP 4.2). */
export const tempListItem = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  regionInfo: z.string(),
  appoint: z.number(),
  appointInfo: z.string(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TempListItem = z.output<typeof tempListItem>;
