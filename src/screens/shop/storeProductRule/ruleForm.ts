import type { ProductRuleForm } from '@/entities/productRule/productRule';
import { FORBIDDEN_IN_VALUE } from '@/entities/product/specs';
import { checked, type Checked } from '@/kit/crud/formCheck';

/**
 * 商品规格's checks before sending, in the original's words (section 11.4): a title, at
 * least one spec; and what the server's 立即生成 would refuse later, a value with `-`, `_`
 * or `,`. A spec without values may be kept (the seed has such rules); the product form
 * says `请至少添加一个规格值哦` when one is used.
 */
export function ruleProblems(form: ProductRuleForm): Checked<ProductRuleForm, ProductRuleForm> {
  const ruleName = form.ruleName.trim() === '' ? '规格名称不能为空' : undefined;
  const ruleValue =
    form.ruleValue.length === 0
      ? '请至少添加一条商品规格！'
      : form.ruleValue.some((attr) => attr.detail.some((value) => FORBIDDEN_IN_VALUE.test(value)))
        ? '规格值不能包含 - _ ,'
        : undefined;
  return checked<ProductRuleForm, ProductRuleForm>({ ruleName, ruleValue }, () => form);
}
