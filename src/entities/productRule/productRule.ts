/*
 * 规格模板 (商品规格, CONTRACT-SHOP.md sections 4.3 and 11.4): yshop's raw entity
 * `{ id, ruleName, ruleValue: [{ value, detail }], createTime, updateTime }`, dates as
 * text or epoch ms. Both writes go to `POST {url}/save/{id}` (0 creates); a delete sends
 * the ids in the body. yshop checks `yxStoreProductRule:*` strings; the save takes add or edit.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { readAttrs } from '../product/productForm';
import type { SpecAttr } from '../product/specs';

const shape = {
  id: wire.id,
  ruleName: wire.name,
  ruleValue: wire.read(readAttrs),
  createTime: wire.time,
  updateTime: wire.time,
};
export type ProductRule = RowOf<typeof shape>;

export interface ProductRuleForm {
  id?: number;
  ruleName: string;
  ruleValue: SpecAttr[];
}

export interface ProductRuleBody {
  id?: number;
  ruleName: string;
  ruleValue: { value: string; detail: string[] }[];
}

const PREFIX = 'yxStoreProductRule';

export const productRules = defineResource({
  name: 'productRule',
  title: 'sku规则',
  url: 'api/yxStoreProductRule',
  permission: PREFIX,
  row: wireRow(shape),
  idOf: (rule: ProductRule) => rule.id,
  labelOf: (rule) => rule.ruleName,
  newForm: (): ProductRuleForm => ({ ruleName: '', ruleValue: [] }),
  formOf: (rule) => ({ id: rule.id, ruleName: rule.ruleName, ruleValue: rule.ruleValue }),
  bodyOf: ({ id, ruleName, ruleValue }): ProductRuleBody => ({
    ...(id === undefined ? {} : { id }),
    ruleName: ruleName.trim(),
    ruleValue: ruleValue.map((attr) => ({ value: attr.value, detail: [...attr.detail] })),
  }),
  save: (body) => ({ url: `api/yxStoreProductRule/save/${body.id ?? 0}`, method: 'POST' }),
  authorities: {
    list: [`${PREFIX}:list`],
    add: [`${PREFIX}:add`],
    edit: [`${PREFIX}:add`, `${PREFIX}:edit`],
    del: [`${PREFIX}:del`],
  },
  sort: ['id,desc'],
  // The product form's 选择规格 lists the rules (info's ruleList).
  invalidates: ['Product'],
});
