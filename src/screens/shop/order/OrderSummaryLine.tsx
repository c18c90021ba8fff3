import Box from '@mui/material/Box';
import type { OrderSummary } from '@/entities/order/orderSummary';
import { formatCents } from '@/shared/money/money';

/** 订单数 / 商品数 / 订单金额 / 客户数 of the ticked orders (all 0 until some are ticked). */
export function OrderSummaryLine({ summary }: { summary: OrderSummary }) {
  const items = [
    ['订单数', String(summary.orders)],
    ['商品数', String(summary.items)],
    ['订单金额', formatCents(summary.amount)],
    ['客户数', String(summary.customers)],
  ] as const;
  return (
    <Box role="status" aria-label="选中订单统计" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1.5, fontSize: 14 }}>
      {items.map(([label, value]) => (
        <span key={label}>{`${label} : ${value}`}</span>
      ))}
    </Box>
  );
}
