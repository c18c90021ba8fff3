/**
 * FROZEN: the demo orders migration 10 gives a demo shop seeded before it, as the live
 * code wrote them when the migration was released (orders/seed.ts `seedDemoOrders`,
 * orders/create.ts, orders/snowflake.ts and the member constants of members/seed.ts,
 * copied at issue 31). A released migration must never change with the live seed, so
 * this copy is never edited; the live files may change freely.
 */
import { randomUUID } from 'node:crypto';
import { centsToWire, yuanText } from '../../../shared/cents';
import type { Db } from '../../connection';

/** A small deterministic generator, so every fresh database gets the same demo members. */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many members the demo shop has, the dump's one included. */
const DEMO_MEMBERS = 60;
/** The dump's one member (CONTRACT-MEMBERS, seed rows): the orders of issue 25 are theirs. */
const DUMP_MEMBER = { uid: 41315, phone: '15136175246', nowMoney: 999780 } as const;

/** Twitter's epoch, as yshop's hutool snowflake uses: numbers of 19 digits like the dump's. */
const EPOCH = 1288834974657n;
let lastMs = 0n;
let sequence = 0n;

/**
 * A new order number (yshop's snowflake as text): time in the high bits, then a sequence,
 * so numbers made later sort after earlier ones and never repeat within this process.
 */
function snowflake(at: number): string {
  let ms = BigInt(at) - EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    sequence = (sequence + 1n) & 0x3fffffn;
    if (sequence === 0n) ms += 1n;
  } else sequence = 0n;
  lastMs = ms;
  return String((ms << 22n) | sequence);
}


/** One line of a new order: a SKU by its `unique`, and how many. */
interface NewLine {
  unique: string;
  cartNum: number;
}

/**
 * What the shop app does when a buyer orders and pays (CONTRACT-SHOP 9.1 rows 1 and 3),
 * for the seed and for tests: this console never creates orders.
 */
interface NewOrder {
  uid: number;
  lines: readonly NewLine[];
  at: number;
  /** 1 快递 (default), 2 门店自提 (gets a 12-digit 核销码). */
  shippingType?: 1 | 2;
  payType?: 'yue' | 'weixin' | 'integral';
  /** Paid this long after `at`; absent: unpaid. */
  paidAfterMs?: number;
  postage?: number;
  /** A `yx_store_coupon_user` row the order used (status 1), and its value in cents. */
  coupon?: { id: number; price: number };
  /** Points (hundredths) used as deduction, and their value in cents. */
  usePoints?: { points: number; cents: number };
  /** For 积分 orders: the points paid (hundredths). */
  payIntegral?: number;
  gainIntegral?: number;
  mark?: string;
  receiver?: { realName: string; phone: string; address: string };
  /** False for the seed's past orders: the dump's stock and sales already count them. */
  takeStock?: boolean;
  /** The seed's dump orders keep their ids and numbers. */
  id?: number;
  orderId?: string;
  isChannel?: 0 | 1;
}

interface SkuRow {
  product_id: number;
  sku: string;
  unique: string;
  price: number;
  ot_price: number;
  cost: number;
  stock: number;
  sales: number;
  image: string;
  bar_code: string;
  integral: number;
  store_name: string;
  product_image: string;
  unit_name: string;
  cate_id: number;
  spec_type: number;
  is_integral: number;
  temp_id: number | null;
}

/** The cart line frozen into the order (cart_info JSON, camelCase as fastjson writes it). */
function cartInfo(uid: number, cartId: number, s: SkuRow, cartNum: number): Record<string, unknown> {
  const price = centsToWire(s.price);
  return {
    id: cartId,
    uid,
    type: 'product',
    productId: s.product_id,
    productAttrUnique: s.unique,
    cartNum,
    truePrice: price,
    vipTruePrice: price,
    costPrice: centsToWire(s.cost),
    trueStock: s.stock,
    combinationId: 0,
    seckillId: 0,
    productInfo: {
      id: s.product_id,
      storeName: s.store_name,
      image: s.product_image,
      price,
      otPrice: centsToWire(s.ot_price),
      cost: centsToWire(s.cost),
      stock: s.stock,
      sales: s.sales,
      unitName: s.unit_name,
      cateId: String(s.cate_id),
      specType: s.spec_type,
      isIntegral: s.is_integral,
      tempId: s.temp_id,
      attrInfo: {
        productId: s.product_id,
        sku: s.sku,
        unique: s.unique,
        price,
        otPrice: centsToWire(s.ot_price),
        cost: centsToWire(s.cost),
        stock: s.stock,
        sales: s.sales,
        image: s.image,
        barCode: s.bar_code,
        integral: s.integral,
      },
    },
  };
}

let cartSerial = 0;

/**
 * Inserts an order as the app would: each line's stock taken from the product and its SKU
 * (refused when short, 9.2), the lines frozen, the status log's 订单生成 (and 用户付款成功
 * when paid). Inside the caller's transaction. Returns the order's id.
 */
function createOrder(db: Db, o: NewOrder): number {
  const skuOf = db.prepare<[string], SkuRow>(`SELECT v.product_id, v.sku, v."unique", v.price, v.ot_price, v.cost, v.stock, v.sales, v.image, v.bar_code, v.integral,
      p.store_name, p.image AS product_image, p.unit_name, p.cate_id, p.spec_type, p.is_integral, p.temp_id
    FROM yx_store_product_attr_value v JOIN yx_store_product p ON p.id = v.product_id WHERE v."unique" = ?`);
  const takeProduct = db.prepare('UPDATE yx_store_product SET stock = stock - ?, sales = sales + ? WHERE id = ? AND stock >= ?');
  const takeSku = db.prepare('UPDATE yx_store_product_attr_value SET stock = stock - ?, sales = sales + ? WHERE "unique" = ? AND stock >= ?');
  const skus = o.lines.map((l) => {
    const s = skuOf.get(l.unique);
    if (!s) throw new Error(`no SKU ${l.unique}`);
    if (o.takeStock !== false) {
      if (takeProduct.run(l.cartNum, l.cartNum, s.product_id, l.cartNum).changes !== 1) throw new Error('共享商品库存不足');
      if (takeSku.run(l.cartNum, l.cartNum, l.unique, l.cartNum).changes !== 1) throw new Error('商品库存不足');
    }
    return { s, cartNum: l.cartNum, cartId: ++cartSerial };
  });
  const totalNum = skus.reduce((n, l) => n + l.cartNum, 0);
  const totalPrice = skus.reduce((n, l) => n + l.s.price * l.cartNum, 0);
  const cost = skus.reduce((n, l) => n + l.s.cost * l.cartNum, 0);
  const postage = o.postage ?? 0;
  const couponPrice = o.coupon?.price ?? 0;
  const deduction = o.usePoints?.cents ?? 0;
  const payIntegral = o.payIntegral ?? 0;
  const payPrice = payIntegral > 0 ? 0 : Math.max(0, totalPrice + postage - couponPrice - deduction);
  const shipping = o.shippingType ?? 1;
  const orderId = o.orderId ?? snowflake(o.at);
  const paid = o.paidAfterMs !== undefined;
  const receiver = o.receiver ?? { realName: '买家', phone: '13800000000', address: '北京市 北京市 东城区 1号' };
  const payType = payIntegral > 0 ? 'integral' : (o.payType ?? 'yue');
  const id = Number(
    db
      .prepare(
        `INSERT INTO yx_store_order (id, order_id, uid, real_name, user_phone, user_address, cart_id, freight_price, total_num, total_price, total_postage, pay_price, pay_postage,
          deduction_price, coupon_id, coupon_price, paid, pay_time, pay_type, create_time, update_time, gain_integral, use_integral, pay_integral, mark, "unique", cost,
          verify_code, shipping_type, is_channel)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        o.id ?? null,
        orderId,
        o.uid,
        receiver.realName,
        receiver.phone,
        receiver.address,
        skus.map((l) => l.cartId).join(','),
        postage,
        totalNum,
        totalPrice,
        postage,
        payPrice,
        postage,
        deduction,
        o.coupon?.id ?? 0,
        couponPrice,
        paid ? 1 : 0,
        paid ? o.at + o.paidAfterMs! : null,
        paid ? payType : '',
        o.at,
        o.at,
        o.gainIntegral ?? 0,
        o.usePoints?.points ?? 0,
        payIntegral,
        o.mark ?? '',
        randomUUID().replace(/-/g, ''),
        cost,
        shipping === 2 ? orderId.slice(-12) : '',
        shipping,
        o.isChannel ?? 1,
      ).lastInsertRowid,
  );
  const line = db.prepare('INSERT INTO yx_store_order_cart_info (oid, order_id, cart_id, product_id, cart_info, "unique") VALUES (?, ?, ?, ?, ?, ?)');
  for (const l of skus) line.run(id, orderId, l.cartId, l.s.product_id, JSON.stringify(cartInfo(o.uid, l.cartId, l.s, l.cartNum)), randomUUID().replace(/-/g, ''));
  const log = db.prepare('INSERT INTO yx_store_order_status (oid, change_type, change_message, change_time) VALUES (?, ?, ?, ?)');
  log.run(id, 'yshop_create_order', '订单生成', o.at);
  if (paid) log.run(id, 'pay_success', '用户付款成功', o.at + o.paidAfterMs!);
  return id;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many orders the demo shop has (CONTRACT-SHOP decisions: about 300), the dump's two included. */
const DEMO_ORDERS = 300;

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
