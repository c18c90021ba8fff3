import { useId, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCheckAfterSalesMutation, type AfterSales } from '@/entities/afterSales/afterSales';
import { notify } from '@/features/notifications/notificationsSlice';
import { formatCents } from '@/shared/money/money';
import { errorMessage } from '@/shared/ui/errorMessage';
import { Pictures } from './Pictures';
import { Traces } from './Traces';
import { serviceTypeWord } from './words';

const money = (cents: number | null) => (cents === null ? '-' : formatCents(cents));

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </>
  );
}

type Address = { consignee: string; phoneNumber: string; address: string };
const ADDRESS_MESSAGES: Record<keyof Address, string> = { consignee: '请输入收货人', phoneNumber: '请输入收货人手机号', address: '请输入收货地址' };
const ADDRESS_LABELS: Record<keyof Address, string> = { consignee: '收货人', phoneNumber: '手机号', address: '地址' };

export interface CheckDialogProps {
  /** The application as last shown. */
  row: AfterSales;
  /** Offer the decision (拒绝 / 确认): only while the row, as now listed, still awaits it. */
  reviewing: boolean;
  onClose: () => void;
}

/**
 * 订单详情 and 审核 of one application (CONTRACT-SHOP.md 11.9's check dialog): what the buyer
 * asked, with reasons and pictures (their text as text), the returned lines, the return
 * parcel with 订单跟踪; when reviewing, 仅退款's question or 退货退款's return address, then
 * 拒绝 or 确认. A refusal keeps the dialog with the server's message; the list behind it has
 * refetched, and the decision goes once the row no longer awaits it.
 */
export function CheckDialog({ row, reviewing, onClose }: CheckDialogProps) {
  const titleId = useId();
  const dispatch = useDispatch();
  const [check, { isLoading }] = useCheckAfterSalesMutation();
  const [address, setAddress] = useState<Address>({ consignee: '', phoneNumber: '', address: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Address, string>>>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const returning = row.serviceType === 1;

  const decide = async (approvalStatus: 0 | 1) => {
    const trimmed = { consignee: address.consignee.trim(), phoneNumber: address.phoneNumber.trim(), address: address.address.trim() };
    if (approvalStatus === 0 && returning) {
      const missing = Object.fromEntries((Object.keys(trimmed) as (keyof Address)[]).filter((key) => trimmed[key] === '').map((key) => [key, ADDRESS_MESSAGES[key]]));
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
    }
    setServerError(undefined);
    try {
      await check({ salesId: row.id, orderCode: row.orderCode, approvalStatus, ...trimmed }).unwrap();
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    dispatch(notify({ message: '审核成功', severity: 'success' }));
    onClose();
  };

  return (
    <Dialog open onClose={() => (isLoading ? undefined : onClose())} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        {reviewing ? '售后审核' : '订单详情'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <Box component="dl" aria-label="售后信息" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          <Item label="订单号">{row.orderCode}</Item>
          <Item label="售后类型">{serviceTypeWord(row.serviceType)}</Item>
          <Item label="退款金额">{money(row.refundAmount)}</Item>
          <Item label="售后原因">{row.reasons}</Item>
          <Item label="售后说明">{row.explains}</Item>
          <Item label="原因图片">
            <Pictures urls={row.explainImg} label="原因图片" empty="用户未上传图片" />
          </Item>
          <Item label="提交时间">{row.createTime}</Item>
          {row.consignee !== '' ? <Item label="退货地址">{`${row.consignee} ${row.phoneNumber} ${row.address}`}</Item> : null}
          {row.deliverySn !== '' ? (
            <>
              <Item label="快递公司">{row.deliveryName}</Item>
              <Item label="快递单号">{row.deliverySn}</Item>
              <Item label="发货时间">{row.deliveryTime}</Item>
            </>
          ) : null}
        </Box>
        {row.deliverySn !== '' ? <Traces row={row} /> : null}
        <Table size="small" aria-label="售后商品">
          <TableHead>
            <TableRow>
              {['售后商品', '商品图片', '规格', '商品单价', '商品数量', '邮费'].map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {row.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.storeName}</TableCell>
                <TableCell>{line.image ? <Box component="img" src={line.image} alt={`${line.storeName} 图片`} sx={{ width: 40, height: 40, objectFit: 'cover', display: 'block' }} /> : ''}</TableCell>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{money(line.unitPrice)}</TableCell>
                <TableCell>{line.count}</TableCell>
                <TableCell>{money(line.postage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {reviewing && !returning ? <Typography variant="body2">该订单为仅退款订单，审核通过之后将直接退款，是否审核通过？</Typography> : null}
        {reviewing && returning ? (
          <Box role="group" aria-label="退货地址" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2">该订单为退货退款，请输入退货地址：</Typography>
            {(Object.keys(ADDRESS_LABELS) as (keyof Address)[]).map((key) => (
              <TextField
                key={key}
                size="small"
                required
                label={ADDRESS_LABELS[key]}
                placeholder={ADDRESS_MESSAGES[key]}
                value={address[key]}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                slotProps={{ htmlInput: { maxLength: 255 } }}
                onChange={(event) => setAddress({ ...address, [key]: event.target.value })}
              />
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {reviewing ? (
          <>
            <Button variant="outlined" disabled={isLoading} onClick={onClose}>
              取消
            </Button>
            <Button variant="contained" color="error" disabled={isLoading} onClick={() => void decide(1)}>
              拒绝
            </Button>
            <Button variant="contained" loading={isLoading} onClick={() => void decide(0)}>
              确认
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={onClose}>
            关闭
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
