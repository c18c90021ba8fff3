import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { verifyBody, useOrderVerifyMutation } from '@/entities/order/order';
import { checked } from '@/kit/crud/formCheck';
import { FormDialog } from '@/kit/crud/FormDialog';
import { useFormDialog } from '@/kit/crud/useFormDialog';
import type { OrderDialogProps } from './orderDialogs';

/** 订单核销 of a pickup order: the code the buyer shows, typed (never filled in from the order, section 10.11). */
export function VerifyDialog({ order, onClose, onDone }: OrderDialogProps) {
  const [verify] = useOrderVerifyMutation();
  const form = useFormDialog<{ verifyCode: string }, string>({
    initial: { verifyCode: '' },
    check: ({ verifyCode }) => checked({ verifyCode: verifyCode.trim() === '' ? '核销码不能为空' : undefined }, () => verifyCode),
    save: (code) => verify(verifyBody(order, code)).unwrap(),
    savedMessage: '操作成功',
    onSaved: onDone,
  });
  return (
    <FormDialog title="订单核销" submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <TextField label="订单号" value={order.orderId} size="small" slotProps={{ input: { readOnly: true } }} />
      <TextField label="核销码" placeholder="请输入核销码" size="small" required autoFocus {...form.field('verifyCode')} />
      <Typography variant="body2" color="error">
        注意:请务必核对核销码的与客户正确性
      </Typography>
    </FormDialog>
  );
}
