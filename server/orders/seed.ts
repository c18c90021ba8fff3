import type { Db } from '../db/connection';
import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { DEMO_MEMBERS, DUMP_MEMBER, seededRandom } from '../shared/demo';
import { yuanText } from '../shared/cents';
import { createOrder, type NewLine } from './create';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many orders the demo shop has (CONTRACT-SHOP decisions: about 300), the dump's two included. */
export const DEMO_ORDERS = 300;

/** The states the demo spreads its orders over, with their weights (every tab, pickup too). */
const STATES = [
  ['unpaid', 8],
  ['toShip', 14],
  ['shipped', 14],
  ['received', 12],
  ['done', 30],
  ['refunding', 5],
  ['refunded', 7],
] as const;
type DemoState = (typeof STATES)[number][0];

const CITIES = [
  '北京市 北京市 朝阳区 建国路88号',
  '上海市 上海市 浦东新区 世纪大道100号',
  '广东省 广州市 天河区 体育西路191号',
  '广东省 深圳市 南山区 科技园南区8栋',
  '浙江省 杭州市 西湖区 文三路90号',
  '江苏省 南京市 鼓楼区 中山北路30号',
  '四川省 成都市 武侯区 人民南路四段12号',
  '湖北省 武汉市 洪山区 珞喻路1037号',
  '河南省 郑州市 金水区 花园路58号',
  '陕西省 西安市 雁塔区 小寨东路26号',
];
const MARKS = ['', '', '', '请尽快发货', '周末送货', '麻烦包装好一点，送人用', '不要放快递柜'];
const REASONS = ['不想要了', '拍错了/多拍了', '商品与描述不符', '质量问题', '尺寸不合适'];
const COMPANIES = [
  ['SF', '顺丰速运'],
  ['ZTO', '中通快递'],
  ['STO', '申通快递'],
  ['YTO', '圆通速递'],
] as const;

/** The newest orders, newest first: (state, pickup). */
const LAST: ReadonlyArray<readonly [DemoState, boolean]> = [
  ['toShip', true],
  ['unpaid', true],
  ['toShip', false],
  ['toShip', true],
  ['unpaid', false],
];

interface SkuChoice {
  unique: string;
  productId: number;
  integral: number;
  isIntegral: number;
}

/** The dump's two orders (CONTRACT-SHOP 12), both 未发货, paid from the balance. */
function dumpOrders(db: Db, skus: readonly SkuChoice[]): void {
  const of = (productId: number, sku?: string) =>
    (db.prepare('SELECT "unique" FROM yx_store_product_attr_value WHERE product_id = ? AND (? IS NULL OR sku = ?) ORDER BY id LIMIT 1').pluck().get(productId, sku ?? null, sku ?? null) as string | undefined) ??
    skus[0]!.unique;
  const receiver = { realName: 'hupeng', phone: '18000000000', address: '北京市 北京市 东城区 66' };
  createOrder(db, { id: 13673, orderId: '1872155091755073536', uid: DUMP_MEMBER.uid, lines: [{ unique: of(34, '70,90m'), cartNum: 1 }], at: new Date(2024, 11, 26, 13, 38, 51).getTime(), paidAfterMs: 0, payType: 'yue', receiver, takeStock: false });
  createOrder(db, { id: 13674, orderId: '2054402405981749248', uid: DUMP_MEMBER.uid, lines: [{ unique: of(33), cartNum: 1 }], at: new Date(2026, 4, 13, 11, 24, 37).getTime(), paidAfterMs: 0, payType: 'yue', postage: 100, gainIntegral: 100, receiver, takeStock: false });
}

/**
 * About 300 demo orders over the last 60 days, in every state of the list's tabs, a tenth
 * of them pickup orders, and 售后 applications in every (state, sales_state). Past orders:
 * the dump's stock, sales and balances already count them, so nothing is taken or credited.
 * Deterministic: every fresh database gets the same shop.
 */
export function seedDemoOrders(db: Db, at: number): void {
  const skus = db
    .prepare('SELECT v."unique", v.product_id AS productId, v.integral, p.is_integral AS isIntegral FROM yx_store_product_attr_value v JOIN yx_store_product p ON p.id = v.product_id WHERE p.is_del = 0 ORDER BY v.id')
    .all() as SkuChoice[];
  const members = db.prepare('SELECT uid, nickname, phone FROM yx_user WHERE is_del = 0 ORDER BY uid').all() as Array<{ uid: number; nickname: string; phone: string }>;
  if (skus.length === 0 || members.length === 0) return;
  dumpOrders(db, skus);
  const random = seededRandom(25);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const weight = STATES.reduce((n, [, w]) => n + w, 0);
  const stateOf = (): DemoState => {
    let r = random() * weight;
    for (const [s, w] of STATES) if ((r -= w) < 0) return s;
    return 'done';
  };
  const normal = skus.filter((s) => s.isIntegral === 0);
  const points = skus.filter((s) => s.isIntegral === 1);
  const times = Array.from({ length: DEMO_ORDERS - 2 }, () => at - Math.floor(random() * 60 * DAY)).sort((a, b) => a - b);
  const update = db.prepare('UPDATE yx_store_order SET status = ?, refund_status = ?, refund_price = ?, refund_reason_wap = ?, refund_reason_time = ?, delivery_name = ?, delivery_sn = ?, delivery_id = ?, delivery_type = ?, remark = ? WHERE id = ?');
  const log = db.prepare('INSERT INTO yx_store_order_status (oid, change_type, change_message, change_time) VALUES (?, ?, ?, ?)');
  const shippedOrders: Array<{ id: number; orderId: string; uid: number; when: number }> = [];
  times.forEach((when, i) => {
    const buyer = members[Math.floor(random() * Math.min(members.length, DEMO_MEMBERS))]!;
    // The newest few are fixed, so a fresh shop always has pickup orders waiting for 核销.
    const fixed = LAST[times.length - 1 - i];
    const integralOrder = !fixed && points.length > 0 && random() < 0.06;
    const pickup = fixed ? fixed[1] : !integralOrder && random() < 0.1;
    const lines: NewLine[] = [];
    const pool = integralOrder ? points : normal;
    for (let n = 1 + Math.floor(random() * (integralOrder ? 1 : 3)); n > 0; n -= 1) {
      const s = pick(pool);
      if (!lines.some((l) => l.unique === s.unique)) lines.push({ unique: s.unique, cartNum: 1 + Math.floor(random() * 3) });
    }
    // Orders of the last day are more often still open; the rest follow the weights.
    let state = stateOf();
    if (when > at - DAY && random() < 0.5) state = random() < 0.5 ? 'unpaid' : 'toShip';
    if (when < at - 20 * DAY && (state === 'unpaid' || state === 'toShip')) state = 'done';
    if (fixed) state = fixed[0];
    const payIntegral = integralOrder ? lines.reduce((n, l) => n + (skus.find((s) => s.unique === l.unique)!.integral || 10) * l.cartNum * 100, 0) : 0;
    const id = createOrder(db, {
      uid: buyer.uid,
      lines,
      at: when,
      shippingType: pickup ? 2 : 1,
      payType: integralOrder ? 'integral' : random() < 0.6 ? 'yue' : 'weixin',
      ...(state === 'unpaid' ? {} : { paidAfterMs: 30_000 + Math.floor(random() * 600_000) }),
      ...(integralOrder ? { payIntegral } : {}),
      postage: pickup || random() < 0.7 ? 0 : 1000,
      gainIntegral: integralOrder ? 0 : 100 * (1 + Math.floor(random() * 10)),
      mark: pick(MARKS),
      receiver: { realName: buyer.nickname, phone: buyer.phone, address: pickup ? '到店自提' : pick(CITIES) },
      takeStock: false,
      isChannel: random() < 0.5 ? 1 : 0,
    });
    const row = db.prepare('SELECT order_id, pay_price, pay_time FROM yx_store_order WHERE id = ?').get(id) as { order_id: string; pay_price: number; pay_time: number | null };
    const paidAt = row.pay_time ?? when;
    const [code, company] = pick(COMPANIES);
    const shipAt = paidAt + 2 * HOUR + Math.floor(random() * 20 * HOUR);
    const takeAt = shipAt + DAY + Math.floor(random() * 3 * DAY);
    const remark = random() < 0.1 ? '已电话确认地址' : null;
    const progress = ['shipped', 'received', 'done'].includes(state);
    const status = state === 'shipped' ? 1 : state === 'received' ? 2 : state === 'done' ? 3 : 0;
    const refund = state === 'refunding' ? 1 : state === 'refunded' ? 2 : 0;
    const reason = refund > 0 ? pick(REASONS) : null;
    const express = progress && !pickup;
    const tracking = `${code}${String(1e11 + Math.floor(random() * 9e11)).slice(0, 12)}`;
    update.run(
      pickup && state === 'shipped' ? 2 : status,
      refund,
      state === 'refunded' ? row.pay_price : 0,
      reason,
      refund > 0 ? paidAt + HOUR : null,
      express ? company : null,
      express ? code : '',
      express ? tracking : null,
      express ? 'express' : null,
      remark,
      id,
    );
    if (express) log.run(id, 'delivery_goods', `已发货 快递公司：${company}快递单号：${tracking}`, shipAt);
    if (progress && (state !== 'shipped' || pickup)) log.run(id, 'user_take_delivery', pickup ? '已核销' : '用户已收货', takeAt);
    if (state === 'done') log.run(id, 'order_eval', '用户评价', takeAt + DAY);
    if (refund > 0) log.run(id, 'apply_refund', `用户申请退款，原因：${reason}`, paidAt + HOUR);
    if (state === 'refunded') log.run(id, 'refund_price_success', `退款给用户：${yuanText(row.pay_price)}元`, paidAt + 2 * HOUR);
    if (state === 'shipped' && !pickup && i % 2 === 0) shippedOrders.push({ id, orderId: row.order_id, uid: buyer.uid, when: shipAt });
  });
  seedAfterSales(db, shippedOrders, at);
}

/**
 * 售后 applications on shipped orders, one or two in every (state, sales_state) the screen
 * filters by: 待审核, 等待用户发货, 用户已发货, 已完成 (refunded), 已拒绝, 用户已取消.
 */
function seedAfterSales(db: Db, orders: ReadonlyArray<{ id: number; orderId: string; uid: number; when: number }>, at: number): void {
  const kinds: Array<{ state: number; salesState: number; service: 0 | 1; log: number[] }> = [
    { state: 0, salesState: 0, service: 1, log: [0] },
    { state: 0, salesState: 0, service: 0, log: [0] },
    { state: 1, salesState: 0, service: 1, log: [0, 1] },
    { state: 2, salesState: 0, service: 1, log: [0, 1, 2] },
    { state: 3, salesState: 0, service: 1, log: [0, 1, 2, 3] },
    { state: 3, salesState: 0, service: 0, log: [0, 1, 3] },
    { state: 3, salesState: 2, service: 0, log: [0, 4] },
    { state: 3, salesState: 1, service: 1, log: [0, 5] },
  ];
  const MESSAGES: Record<number, string> = { 0: '售后订单生成', 1: '平台审核成功', 2: '用户发货', 3: '平台打款成功', 4: '平台审核失败', 5: '售后订单撤回' };
  const insert = db.prepare(`INSERT INTO yx_store_after_sales (order_code, refund_amount, service_type, reasons, explains, explain_img, shipper_code, delivery_sn, delivery_name,
      state, sales_state, create_time, user_id, consignee, phone_number, address, order_status) VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`);
  const item = db.prepare('INSERT INTO yx_store_after_sales_item (store_after_sales_id, product_id, cart_info) SELECT ?, product_id, cart_info FROM yx_store_order_cart_info WHERE oid = ?');
  const log = db.prepare('INSERT INTO yx_store_after_sales_status (store_after_sales_id, change_type, change_message, change_time, operator) VALUES (?, ?, ?, ?, ?)');
  const orderLog = db.prepare('INSERT INTO yx_store_order_status (oid, change_type, change_message, change_time) VALUES (?, ?, ?, ?)');
  kinds.forEach((k, i) => {
    const o = orders[i];
    if (!o) return;
    const payPrice = db.prepare('SELECT pay_price FROM yx_store_order WHERE id = ?').pluck().get(o.id) as number;
    const applied = Math.min(o.when + DAY, at - (kinds.length - i) * HOUR);
    const open = k.state < 3;
    const paid = k.state === 3 && k.salesState === 0;
    // The order as the application left it: 退款中 while open, 退货成功 / 已退款 once paid out, back to 待收货 otherwise.
    db.prepare('UPDATE yx_store_order SET status = ?, refund_status = ?, refund_price = ?, refund_reason_wap = ?, refund_reason_wap_explain = ?, refund_reason_time = ? WHERE id = ?').run(
      open ? -1 : paid ? -2 : 1,
      open ? 1 : paid ? 2 : 0,
      paid ? payPrice : 0,
      REASONS[i % REASONS.length],
      k.service === 1 ? '收到后发现不合适，申请退货' : '不需要了',
      applied,
      o.id,
    );
    const returned = k.state >= 2 && k.service === 1 && k.salesState === 0;
    const address = k.service === 1 && k.state >= 1 && k.salesState === 0;
    const id = Number(
      insert.run(
        o.orderId,
        payPrice,
        k.service,
        REASONS[i % REASONS.length],
        k.service === 1 ? '收到后发现不合适，申请退货' : '不需要了',
        returned ? 'YTO' : null,
        returned ? `YT${8800000000 + i}` : null,
        returned ? '圆通速递' : null,
        k.state,
        k.salesState,
        applied,
        o.uid,
        address ? '售后部' : null,
        address ? '13800138000' : null,
        address ? '上海市 上海市 浦东新区 张江路 200 号' : null,
      ).lastInsertRowid,
    );
    item.run(id, o.id);
    db.prepare('UPDATE yx_store_order_cart_info SET is_after_sales = 0 WHERE oid = ?').run(o.id);
    k.log.forEach((type, step) => log.run(id, type, MESSAGES[type]!, applied + step * HOUR, type === 0 || type === 2 || type === 5 ? '用户操作' : 'admin'));
    orderLog.run(o.id, 'apply_refund', `用户申请退款，原因：${REASONS[i % REASONS.length]}`, applied);
    if (paid) orderLog.run(o.id, 'refund_price_success', `退款给用户：${yuanText(payPrice)}元`, applied + k.log.length * HOUR);
  });
}

/** Demo data only (`SEED_DEMO=0` gives a shop without orders). */
export const orderSeed: ResourceSeed = {
  // 订单 and its hidden detail page in 订单管理 (CONTRACT-SHOP 1), both the editor's.
  menus: [
    {
      folder: 'order',
      sort: 1,
      menu: page('订单', 'order', 'shop/order/index', 'Order', 'order', { permission: 'YXSTOREORDER_SELECT', editor: true, children: [button('编辑', 'YXSTOREORDER_EDIT')] }),
    },
    { folder: 'order', sort: 2, menu: page('订单详情', 'detail/:id', 'shop/order/detail', 'OrderDetail', 'order', { hidden: true, editor: true }) },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) seedDemoOrders(db, at);
  },
};
