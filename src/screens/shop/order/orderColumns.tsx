import Box from '@mui/material/Box';
import type { Order, OrderLine } from '@/entities/order/order';
import { stateLabel } from '@/entities/order/orderState';
import type { CrudColumn } from '@/kit/crud/CrudTable';
import { formatCents } from '@/shared/money/money';

/** Points are decimal(8,2): whole ones without decimals (`20`), others with two (`0.50`). */
export const formatPoints = (hundredths: number): string => (hundredths % 100 === 0 ? String(hundredths / 100) : formatCents(hundredths));

const LINE = { display: 'flex', alignItems: 'center', gap: 1, maxWidth: 240, py: 0.25 } as const;
const CLIP = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One line: its 30 px picture, name and SKU, then ` | ￥unit×quantity`. */
function LineCell({ line }: { line: OrderLine }) {
  const text = `${line.name}${line.sku ? ` ${line.sku}` : ''}`;
  return (
    <Box sx={LINE}>
      {line.image ? <Box component="img" src={line.image} alt={line.name} loading="lazy" sx={{ width: 30, height: 30, objectFit: 'cover', borderRadius: 0.5, flex: 'none' }} /> : null}
      <Box component="span" title={text} sx={CLIP}>
        {text}
      </Box>
      <Box component="span" sx={{ flex: 'none', color: 'text.secondary' }}>{` | ￥${formatCents(line.unitPrice)}×${line.quantity}`}</Box>
    </Box>
  );
}

/**
 * The state in words; a refund being asked for shows the buyer's reason and note under
 * 申请退款 as text (yshop's statusName HTML is never rendered).
 */
export function OrderStateCell({ order }: { order: Order }) {
  const label = stateLabel(order.state, order.shippingType) || order.statusText;
  if (order.state !== 3) return <>{label}</>;
  return (
    <Box sx={{ whiteSpace: 'normal', width: 120, overflowWrap: 'anywhere' }}>
      <Box component="b" sx={{ color: '#f124c7' }}>
        申请退款
      </Box>
      {order.refundReasonWap ? <Box>{`退款原因：${order.refundReasonWap}`}</Box> : null}
      {order.refundReasonWapExplain ? <Box>{`备注说明：${order.refundReasonWapExplain}`}</Box> : null}
      {order.refundReasonTime ? <Box>{`退款时间：${order.refundReasonTime}`}</Box> : null}
    </Box>
  );
}

/** Section 11.6's columns. */
export const orderColumns: readonly CrudColumn<Order>[] = [
  {
    key: 'orderId',
    label: '订单号',
    render: (order) => (
      <Box>
        <Box>{order.orderId}</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{order.pinkName}</Box>
      </Box>
    ),
  },
  {
    key: 'buyer',
    label: '用户昵称',
    render: (order) => order.buyer.nickname || order.realName,
  },
  {
    key: 'lines',
    label: '商品信息',
    render: (order) => (
      <Box>
        {order.lines.map((line, index) => (
          <LineCell key={index} line={line} />
        ))}
      </Box>
    ),
  },
  { key: 'payPrice', label: '实际支付', render: (order) => formatCents(order.payPrice) },
  { key: 'payIntegral', label: '消费积分', render: (order) => formatPoints(order.payIntegral) },
  { key: 'payTypeName', label: '支付状态', render: (order) => order.payTypeName },
  { key: 'state', label: '订单状态', render: (order) => <OrderStateCell order={order} /> },
  { key: 'createTime', label: '创建时间', render: (order) => order.createTime },
];
