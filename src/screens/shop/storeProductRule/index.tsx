import Box from '@mui/material/Box';
import { productRules, type ProductRule, type ProductRuleForm } from '@/entities/productRule/productRule';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { RuleDialog } from './RuleDialog';

const f = fieldsOf<ProductRule, ProductRuleForm>();

/** 规格值: one line per spec, `{value} : {values joined by ,}`. */
const ruleValues = (rule: ProductRule) => (
  <Box component="span" sx={{ display: 'block', whiteSpace: 'normal' }}>
    {rule.ruleValue.map((attr) => (
      <Box component="span" key={attr.value} sx={{ display: 'block' }}>{`${attr.value} : ${attr.detail.join(',')}`}</Box>
    ))}
  </Box>
);

/** 商品规格 (`shop/storeProductRule/index`, CONTRACT-SHOP.md section 11.4): the spec templates the product form offers. */
export default function ProductRulePage() {
  return (
    <ResourcePage
      resource={productRules}
      label="商品规格"
      fields={[
        f.number('id', 'ID'),
        f.text('ruleName', '规格名称'),
        f.custom('ruleValue', '规格值', { render: ruleValues }),
        f.text('createTime', '创建时间'),
      ]}
      dialog={(props) => <RuleDialog {...props} />}
    />
  );
}
