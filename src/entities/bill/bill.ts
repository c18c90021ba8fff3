/*
 * 账单 (CONTRACT-MEMBERS 2.2, 3.2): the members' bills behind 用户账单, 积分记录 and 分销记录,
 * `GET api/yxUserBill`, read-only (no export either: yshop has none). yshop's hand-written
 * SQL sends `id: null` and no balance or mark; the embedded server sends them. Amounts come
 * in yuan from both (`wire.yuan`); points are hundredths the same way.
 */
import { defineResource } from '../../api/resource/defineResource';
import { parsePage } from '../../api/resource/page';
import { parseWith, wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asId } from '../../api/resource/wire';

const shape = {
  id: wire.read((value) => asId(value) ?? null),
  /** The row's key in the table: its id, or its place in the page where yshop sends none. */
  key: wire.read(() => 0),
  nickname: wire.text,
  title: wire.text,
  category: wire.text,
  type: wire.text,
  pm: wire.number(0),
  number: wire.yuan,
  balance: wire.yuan,
  mark: wire.text,
  createTime: wire.time,
};
export type Bill = RowOf<typeof shape>;
const row = wireRow(shape);

/** 明细种类 (CONTRACT-MEMBERS 3.2): no server dictionary holds these. */
export const BILL_CATEGORIES = [
  { value: 'now_money', label: '余额', colour: 'primary' },
  { value: 'integral', label: '积分', colour: 'warning' },
] as const;

/** 明细类型 (`BillDetailEnum`). */
export const BILL_TYPES = [
  ['recharge', '充值'], ['brokerage', '佣金'], ['pay_product', '消费'], ['extract', '提现'], ['pay_product_refund', '退款'],
  ['system_add', '系统添加'], ['system_sub', '系统减少'], ['deduction', '抵扣'], ['gain', '奖励'], ['sign', '签到'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** 进出账: 0 支出, 1 获得. */
export const BILL_PM = [
  { value: 0, label: '支出' },
  { value: 1, label: '获得' },
] as const;

/** 账单标题: the titles yshop's screen offers, exact (`title=` is an equality). */
export const BILL_TITLES = ['获得推广佣金', '系统增加余额', '系统减少余额', '佣金提现', '购买商品', '商品退款', '签到奖励', '用户余额充值'].map((title) => ({ value: title, label: title }));

export const bills = defineResource({
  name: 'yxUserBill',
  title: '账单',
  url: 'api/yxUserBill',
  row,
  // Each row keyed by its id, or by its place where yshop's SQL leaves the id out.
  page: (body) => {
    const page = parsePage(body, (raw) => parseWith(row, '账单', raw));
    return page && { ...page, content: page.content.map((bill, index) => ({ ...bill, key: bill.id ?? -(index + 1) })) };
  },
  idOf: (bill: Bill) => bill.key,
  labelOf: (bill) => `${bill.nickname} ${bill.title} ${bill.createTime}`,
  authorities: { list: ['YXUSERBILL_ALL', 'YXUSERBILL_SELECT'] },
  sort: ['id,desc'],
  actions: [],
});

/** Income or expense of a bill: 获得 (pm 1) or 支出. */
export const billSign = (bill: Bill): 'in' | 'out' => (bill.pm === 1 ? 'in' : 'out');
