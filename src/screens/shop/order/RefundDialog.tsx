import TextField from '@mui/material/TextField';
import { refundBody, useOrderRefundMutation } from '@/entities/order/order';
import { checked } from '@/kit/crud/formCheck';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import { centsOf, formatCents } from '@/shared/money/money';
import type { OrderDialogProps } from './orderDialogs';

/** The message for a typed refund, or undefined when it is more than 0 and at most what was paid. */
export function refundProblem(text: string, paidCents: number): string | undefined {
  if (text.trim() === '') return '请输入退款金额';
  const cents = centsOf(text);
  if (cents === undefined) return '请输入正确的金额（最多两位小数）';
  if (cents <= 0) return '退款金额必须大于0';
  return cents > paidCents ? `退款金额不能超过实际支付 ${formatCents(paidCents)}` : undefined;
}

/** 立即退款: any amount above 0 up to the paid price (the whole of it to start with). */
export function RefundDialog({ order, onClose, onDone }: OrderDialogProps) {
  const [refund] = useOrderRefundMutation();
  const form = useFormDialog<{ amount: string }, number>({
    initial: { amount: formatCents(order.payPrice) },
    check: ({ amount }) => checked({ amount: refundProblem(amount, order.payPrice) }, () => centsOf(amount)!),
    save: (cents) => refund(refundBody(order, cents)).unwrap(),
    savedMessage: '操作成功',
    onSaved: onDone,
  });
  return (
    <FormDialog title="退款" submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <TextField label="订单号" value={order.orderId} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="实际支付" value={formatCents(order.payPrice)} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="退款金额" size="small" required autoFocus {...form.field('amount')} />
    </FormDialog>
  );
}
