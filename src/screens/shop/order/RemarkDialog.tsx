import TextField from '@mui/material/TextField';
import { remarkBody, useOrderRemarkMutation } from '@/entities/order/order';
import { checked } from '@/kit/crud/formCheck';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import type { OrderDialogProps } from './orderDialogs';

/** yshop's `remark` varchar(512). */
const MAX_REMARK = 512;

/** 订单备注: the admin's note, sent as `{ id, orderId, remark }` and nothing else. */
export function RemarkDialog({ order, onClose, onDone }: OrderDialogProps) {
  const [save] = useOrderRemarkMutation();
  const form = useFormDialog<{ remark: string }, string>({
    initial: { remark: order.remark },
    check: ({ remark }) =>
      checked({ remark: remark.trim() === '' ? '请输入备注' : [...remark].length > MAX_REMARK ? `备注最多${MAX_REMARK}个字` : undefined }, () => remark),
    save: (remark) => save(remarkBody(order, remark)).unwrap(),
    savedMessage: '修改成功',
    onSaved: onDone,
  });
  return (
    <FormDialog title="订单备注" submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <TextField label="订单号" value={order.orderId} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="订单备注" size="small" multiline rows={5} required autoFocus {...form.field('remark')} />
    </FormDialog>
  );
}
