/*
 * 订单消息管理 (CONTRACT-MEMBERS 2.9, 3.8, 5.9): `api/yxStoreCustomer` of both back ends,
 * CRUD with `DELETE {url}` of `[ids]` (soft) and 导出; the server filters by 用户昵称 and 备注
 * (Rec. 7.21: yshop ignores them). 是否启用 is 启用 1 / 禁用 0, hard-coded (yshop's dict
 * `is_enable` is not in its seed). openId and 用户昵称 come from the scan only.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const shape = { id: wire.id, nickName: wire.text, openId: wire.text, remark: wire.text, isEnable: wire.number(1), createTime: wire.time };
export type Customer = RowOf<typeof shape>;

/** Who scanned: both from `getOpenId`, never typed. */
export interface Scanned {
  openId: string;
  nickName: string;
}

export interface CustomerForm {
  id?: number;
  scan: Scanned;
  remark: string;
  /** 1 启用, 0 禁用. */
  isEnable: number;
}

/** 是否启用 (5.9 Rec.). */
export const CUSTOMER_ENABLED = [
  { value: 1, label: '启用', colour: 'success' },
  { value: 0, label: '禁用', colour: 'default' },
] as const;

/** The server's own refusal of a customer nobody scanned (2.9). */
export const SCAN_FIRST = '请用户扫码后提交';

export const customers = defineResource({
  name: 'yxStoreCustomer',
  title: '消息通知',
  url: 'api/yxStoreCustomer',
  row: wireRow(shape),
  idOf: (c: Customer) => c.id,
  labelOf: (c) => c.nickName || c.openId || `#${c.id}`,
  newForm: (): CustomerForm => ({ scan: { openId: '', nickName: '' }, remark: '', isEnable: 1 }),
  formOf: (c) => ({ id: c.id, scan: { openId: c.openId, nickName: c.nickName }, remark: c.remark, isEnable: c.isEnable }),
  bodyOf: (f: CustomerForm) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    nickName: f.scan.nickName,
    openId: f.scan.openId,
    remark: f.remark.trim(),
    isEnable: f.isEnable,
  }),
  download: true,
  sort: ['id,desc'],
});
