import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Order } from '@/entities/order/order';
import { formatCents } from '@/shared/money/money';
import { formatPoints } from './orderColumns';

/** A titled part of the detail page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, borderLeft: 3, borderColor: 'primary.main', pl: 1, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label : value pairs, three a row on wide screens; an empty value reads 暂无. Values are text. */
export function Facts({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', flex: 'none' }}>{`${label}：`}</Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value === '' ? '暂无' : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function basicFacts(order: Order): [string, string][] {
  return [
    ['订单编号', order.orderId],
    ['用户账号', order.buyer.nickname],
    ['支付方式', order.payTypeName],
    ['订单来源', order.isChannel === 1 ? '小程序' : '公众号/H5'],
    ['订单类型', order.pinkName],
    ['配送方式', order.shippingType === 2 ? '门店自提' : '快递'],
    ['快递公司', order.deliveryName],
    ['物流单号', order.deliveryId],
    ['自动确认收货时间', '7天'],
    ['订单可得积分', formatPoints(order.gainIntegral)],
    ['消费积分', formatPoints(order.payIntegral)],
    ['核销门店', order.storeName],
  ];
}

export function receiverFacts(order: Order): [string, string][] {
  return [
    ['用户昵称', order.buyer.nickname],
    ['收货人', order.realName],
    ['手机号码', order.userPhone],
    ['收货地址', order.userAddress],
    ['用户备注', order.mark],
    ['管理员备注', order.remark],
  ];
}

/** 费用信息 in cents: 订单总金额 is the goods with their postage, 应付款金额 what the buyer pays. */
export function feeFacts(order: Order): [string, string][] {
  return [
    ['商品合计', `￥${formatCents(order.totalPrice)}`],
    ['运费', `￥${formatCents(order.payPostage)}`],
    ['优惠券', `-￥${formatCents(order.couponPrice)}`],
    ['积分抵扣', `-￥${formatCents(order.deductionPrice)}`],
    ['订单总金额', `￥${formatCents(order.totalPrice + order.payPostage)}`],
    ['应付款金额', `￥${formatCents(order.payPrice)}`],
  ];
}

/** 商品信息: each line with its SKU, prices and subtotal (unit price × quantity, in cents). */
export function LinesTable({ order }: { order: Order }) {
  return (
    <>
      <Table size="small" aria-label="商品信息">
        <TableHead>
          <TableRow>
            {['商品图片', '商品名称', '价格/货号', '属性', '单价', '数量', '小计'].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.image ? <Box component="img" src={line.image} alt={line.name} sx={{ width: 40, height: 40, objectFit: 'cover', display: 'block' }} /> : null}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell>
                <div>{`价格：￥${formatCents(line.skuPrice)}`}</div>
                <div>{`货号：${line.barCode || '暂无'}`}</div>
              </TableCell>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{`￥${formatCents(line.unitPrice)}`}</TableCell>
              <TableCell>{line.quantity}</TableCell>
              <TableCell>{`￥${formatCents(line.unitPrice * line.quantity)}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ textAlign: 'right', mt: 1 }}>{`合计：￥${formatCents(order.payPrice)}`}</Typography>
    </>
  );
}

/** 操作信息: the status log as sent (its messages are text). */
export function LogTable({ order }: { order: Order }) {
  return (
    <Table size="small" aria-label="操作信息">
      <TableHead>
        <TableRow>
          <TableCell>操作时间</TableCell>
          <TableCell>备注</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.log.map((entry, index) => (
          <TableRow key={entry.id || index}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.changeTime}</TableCell>
            <TableCell>{entry.changeMessage}</TableCell>
          </TableRow>
        ))}
        {order.log.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2} align="center">
              暂无数据
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
