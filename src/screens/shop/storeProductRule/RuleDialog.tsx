import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { productRules, type ProductRule, type ProductRuleForm } from '@/entities/productRule/productRule';
import { FORBIDDEN_IN_VALUE } from '@/entities/product/specs';
import { AttrsEditor } from '@/kit/attrs/AttrsEditor';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { ruleProblems } from './ruleForm';

export interface RuleDialogProps {
  row: ProductRule | undefined;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}

export const valueProblem = (value: string): string | undefined => (FORBIDDEN_IN_VALUE.test(value) ? '规格值不能包含 - _ ,' : undefined);

/** 新增sku规则 / 编辑sku规则 (section 11.4): 标题名称 and the spec editor of the product form. */
export function RuleDialog({ row, title, onClose, onSaved }: RuleDialogProps) {
  const [create] = productRules.useCreate();
  const [update] = productRules.useUpdate();
  const form = useFormDialog<ProductRuleForm, ProductRuleForm>({
    initial: row === undefined ? productRules.newForm() : productRules.formOf(row),
    check: ruleProblems,
    save: (value) => (row === undefined ? create(productRules.bodyOf(value)) : update(productRules.bodyOf(value))).unwrap(),
    onSaved,
  });
  return (
    <FormDialog title={title} submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose} maxWidth="md" closeOnBackdropClick={false}>
      <TextField label="标题名称" placeholder="请输入标题名称" required autoFocus size="small" {...form.field('ruleName')} />
      <AttrsEditor attrs={form.values.ruleValue} onChange={(attrs) => form.set('ruleValue', attrs)} valueProblem={valueProblem} />
      {form.errors.ruleValue ? (
        <Typography role="alert" color="error" variant="body2">
          {form.errors.ruleValue}
        </Typography>
      ) : null}
    </FormDialog>
  );
}
