import type { ExportColumn } from '../http/xlsx';
import { centsToWire } from '../shared/cents';
import { formatDateTime } from '../shared/time';
import type { OrderRecord } from './dto';

const money = (cents: number): number => centsToWire(cents);
const time = (ms: number | null): string => (ms === null ? '' : formatDateTime(ms));

/** 导出 of 订单 (CONTRACT-SHOP 5.11): yshop's headers, raw codes and numbers; never a buyer's password. */
export const ORDER_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<OrderRecord>[] } = {
  title: '订单',
  asciiName: 'orders',
  columns: [
    { header: '订单号', value: (o) => o.order_id, width: 24 },
    { header: '用户id', value: (o) => o.uid },
    { header: '用户姓名', value: (o) => o.real_name },
    { header: '用户电话', value: (o) => o.user_phone },
    { header: '详细地址', value: (o) => o.user_address, width: 40 },
    { header: '购物车id', value: (o) => o.cart_id },
    { header: '运费金额', value: (o) => money(o.freight_price) },
    { header: '订单商品总数', value: (o) => o.total_num },
    { header: '订单总价', value: (o) => money(o.total_price) },
    { header: '邮费', value: (o) => money(o.total_postage) },
    { header: '实际支付金额', value: (o) => money(o.pay_price) },
    { header: '支付邮费', value: (o) => money(o.pay_postage) },
    { header: '抵扣金额', value: (o) => money(o.deduction_price) },
    { header: '优惠券id', value: (o) => o.coupon_id },
    { header: '优惠券金额', value: (o) => money(o.coupon_price) },
    { header: '支付状态', value: (o) => o.paid },
    { header: '支付时间', value: (o) => time(o.pay_time) },
    { header: '支付方式', value: (o) => o.pay_type },
    { header: '订单状态（-1 : 申请退款 -2 : 退货成功 0：待发货；1：待收货；2：已收货；3：待评价；-1：已退款）', value: (o) => o.status },
    { header: '0 未退款 1 申请中 2 已退款', value: (o) => o.refund_status },
    { header: '退款图片', value: (o) => o.refund_reason_wap_img },
    { header: '退款用户说明', value: (o) => o.refund_reason_wap_explain },
    { header: '退款时间', value: (o) => time(o.refund_reason_time) },
    { header: '前台退款原因', value: (o) => o.refund_reason_wap },
    { header: '不退款的理由', value: (o) => o.refund_reason },
    { header: '退款金额', value: (o) => money(o.refund_price) },
    { header: '快递公司编号', value: (o) => o.delivery_sn },
    { header: '快递名称/送货人姓名', value: (o) => o.delivery_name },
    { header: '发货类型', value: (o) => o.delivery_type },
    { header: '快递单号/手机号', value: (o) => o.delivery_id },
    { header: '消费赚取积分', value: (o) => money(o.gain_integral) },
    { header: '使用积分', value: (o) => money(o.use_integral) },
    { header: '给用户退了多少积分', value: (o) => money(o.back_integral) },
    { header: '备注', value: (o) => o.mark },
    { header: '唯一id(md5加密)类似id', value: (o) => o.unique },
    { header: '管理员备注', value: (o) => o.remark },
    { header: '商户ID', value: (o) => o.mer_id },
    { header: '拼团产品id0一般产品', value: (o) => o.combination_id },
    { header: '拼团id 0没有拼团', value: (o) => o.pink_id },
    { header: '成本价', value: (o) => money(o.cost) },
    { header: '秒杀产品ID', value: (o) => o.seckill_id },
    { header: '核销码', value: (o) => o.verify_code },
    { header: '门店id', value: (o) => o.store_id },
    { header: '配送方式 1=快递 ，2=门店自提', value: (o) => o.shipping_type },
    { header: '支付渠道(0微信公众号1微信小程序)', value: (o) => o.is_channel },
  ],
};
