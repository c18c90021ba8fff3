import TextField from '@mui/material/TextField';
import { priceBody, useOrderPriceMutation } from '@/entities/order/order';
import { checked } from '@/kit/crud/formCheck';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { centsOf, formatCents } from '@/shared/money/money';
import { MAX_CENTS, type OrderDialogProps } from './orderDialogs';

/** The message for a typed price, or undefined when it is an amount in cents from 0 to the most a price holds. */
export function priceProblem(text: string): string | undefined {
  if (text.trim() === '') return '请输入支付金额';
  const cents = centsOf(text);
  if (cents === undefined) return '请输入正确的金额（最多两位小数）';
  if (cents < 0) return '金额不能低于0';
  return cents > MAX_CENTS ? '金额不能超过99999999.99' : undefined;
}

/** 修改订单 (unpaid orders): the price to pay, sent as `{ id, orderId, payPrice }` and nothing else. */
export function PriceDialog({ order, onClose, onDone }: OrderDialogProps) {
  const [edit] = useOrderPriceMutation();
  const form = useFormDialog<{ payPrice: string }, number>({
    initial: { payPrice: formatCents(order.payPrice) },
    check: ({ payPrice }) => checked({ payPrice: priceProblem(payPrice) }, () => centsOf(payPrice)!),
    save: (cents) => edit(priceBody(order, cents)).unwrap(),
    savedMessage: '修改成功',
    onSaved: onDone,
  });
  return (
    <FormDialog title="修改订单" submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <TextField label="订单号" value={order.orderId} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="原始邮费" value={formatCents(order.totalPostage)} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="实际支付" size="small" required autoFocus {...form.field('payPrice')} />
    </FormDialog>
  );
}
