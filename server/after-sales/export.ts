import type { ExportColumn } from '../http/xlsx';
import { centsToWire } from '../shared/cents';
import { formatDateTime } from '../shared/time';
import type { SalesRecord } from './repository';

/** 导出 of 售后 (CONTRACT-SHOP 6): yshop's headers over the list's filters (10.13: yshop ignored them). */
export const SALES_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<SalesRecord>[] } = {
  title: '售后',
  asciiName: 'after-sales',
  columns: [
    { header: '订单号', value: (s) => s.order_code, width: 24 },
    { header: '退款金额', value: (s) => centsToWire(s.refund_amount) },
    { header: '服务类型0仅退款1退货退款', value: (s) => s.service_type },
    { header: '申请原因', value: (s) => s.reasons },
    { header: '说明', value: (s) => s.explains },
    { header: '说明图片->多个用逗号分割', value: (s) => s.explain_img },
    { header: '物流公司编码', value: (s) => s.shipper_code },
    { header: '物流单号', value: (s) => s.delivery_sn },
    { header: '物流名称', value: (s) => s.delivery_name },
    { header: '状态 0已提交等待平台审核 1平台已审核 等待用户发货/退款 2 用户已发货 3退款成功', value: (s) => s.state },
    { header: '售后状态-0正常1用户取消2商家拒绝', value: (s) => s.sales_state },
    { header: '添加时间', value: (s) => formatDateTime(s.create_time) },
    { header: '逻辑删除', value: (s) => s.is_del },
    { header: '用户id', value: (s) => s.user_id },
    { header: '商家收货人', value: (s) => s.consignee },
    { header: '商家手机号', value: (s) => s.phone_number },
    { header: '商家地址', value: (s) => s.address },
  ],
};
