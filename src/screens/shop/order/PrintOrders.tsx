import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Order } from '@/entities/order/order';
import { formatCents } from '@/shared/money/money';
import { useStableCallback } from '@/shared/ui/useStableCallback';

/*
 * 批量打印 (section 11.6 with its Rec. fixes): one 订货单 per order, drawn into a print-only
 * root beside the console and handed to the browser's print dialog; the print stylesheet
 * hides everything else, so nothing is replaced and the page is never reloaded. Each
 * sheet: 下单日期 from createTime, 商品编号 the product id, 商品规格 the SKU, 单价 the price
 * paid, 小计 and 合计 in integer cents.
 */

const ROOT = 'order-print';

const PRINT_STYLES = {
  '@media screen': { [`.${ROOT}`]: { display: 'none' } },
  '@media print': {
    [`body > *:not(.${ROOT})`]: { display: 'none !important' },
    [`.${ROOT}`]: { display: 'block', color: '#000', font: '12px/1.5 sans-serif' },
    [`.${ROOT} .sheet`]: { width: '190mm', margin: '0 auto', breakAfter: 'page' },
    [`.${ROOT} .sheet:last-child`]: { breakAfter: 'auto' },
    [`.${ROOT} h1`]: { textAlign: 'center', fontSize: '20px', margin: '0 0 8px' },
    [`.${ROOT} dl`]: { display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', gap: '2px 8px', margin: '0 0 8px' },
    [`.${ROOT} dd`]: { margin: 0 },
    [`.${ROOT} table`]: { width: '100%', borderCollapse: 'collapse' },
    [`.${ROOT} th, .${ROOT} td`]: { border: '1px solid #000', padding: '2px 4px', textAlign: 'left' },
    [`.${ROOT} tr`]: { breakInside: 'avoid' },
  },
} as const;

function Sheet({ order }: { order: Order }) {
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const fields = [
    ['订单号', order.orderId],
    ['下单日期', order.createTime || '无'],
    ['客户名称', order.realName],
    ['联系人', order.buyer.nickname || order.realName],
    ['联系电话', order.userPhone],
    ['收货地址', order.userAddress],
  ] as const;
  return (
    <section className="sheet" aria-label={`订货单 ${order.orderId}`}>
      <h1>订货单</h1>
      <dl>
        {fields.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{`${term} :`}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table>
        <thead>
          <tr>
            {['行号', '商品编号', '商品名称', '商品规格', '单位', '单价', '数量', '小计(元)', '备注'].map((head) => (
              <th key={head}>{head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{line.productId ?? ''}</td>
              <td>{line.name}</td>
              <td>{line.sku}</td>
              <td>{line.unitName}</td>
              <td>{formatCents(line.unitPrice)}</td>
              <td>{line.quantity}</td>
              <td>{formatCents(line.unitPrice * line.quantity)}</td>
              <td />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>合计</td>
            <td>{quantity}</td>
            <td colSpan={2}>{`${formatCents(total)} 元`}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** The sheets of `orders`, printed once drawn; `onPrinted` when the print dialog has closed. */
export function PrintOrders({ orders, onPrinted }: { orders: readonly Order[]; onPrinted: () => void }) {
  const printed = useStableCallback(onPrinted);
  // Once, after the sheets are in the page: the browser prints what is there when asked.
  useEffect(() => {
    window.addEventListener('afterprint', printed, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', printed);
  }, [printed]);
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      {createPortal(
        <div className={ROOT} role="document" aria-label="订单打印">
          {orders.map((order) => (
            <Sheet key={order.id} order={order} />
          ))}
        </div>,
        document.body,
      )}
    </>
  );
}
