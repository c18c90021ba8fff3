import { centsToWire as centsToNumber } from '../shared/cents';
import { combinationsOf, type SkuFigures, type SpecDefinition } from '../http/sku';
import type { FormatAttrAnswer, HeaderColumn, SkuRow } from './schemas';

/** A stored SKU, amounts in hundredths. */
export interface StoredSku extends SkuFigures {
  id: number;
  sku: string;
  detail: Record<string, string>;
  unique: string;
  sales: number;
}

/**
 * A SKU row in the form's shape: `value1`...`valueN` (the values in spec order), `detail`,
 * and the stored figures when there is a stored SKU (its `sku` too), else `""` and 0.
 */
export function skuRowOf(values: readonly string[], detail: Record<string, string>, stored: StoredSku | null): SkuRow {
  const row: SkuRow = {
    detail,
    sku: stored?.sku ?? '',
    pic: stored?.pic ?? '',
    price: centsToNumber(stored?.price ?? 0),
    cost: centsToNumber(stored?.cost ?? 0),
    ot_price: centsToNumber(stored?.otPrice ?? 0),
    stock: stored?.stock ?? 0,
    bar_code: stored?.barCode ?? '',
    weight: centsToNumber(stored?.weight ?? 0),
    volume: centsToNumber(stored?.volume ?? 0),
    brokerage: centsToNumber(stored?.brokerage ?? 0),
    brokerage_two: centsToNumber(stored?.brokerageTwo ?? 0),
    pink_price: centsToNumber(stored?.pinkPrice ?? 0),
    seckill_price: centsToNumber(stored?.seckillPrice ?? 0),
    pink_stock: stored?.pinkStock ?? 0,
    seckill_stock: stored?.seckillStock ?? 0,
    integral: stored?.integral ?? 0,
  };
  values.forEach((v, i) => (row[`value${i + 1}`] = v));
  return row;
}

const column = (title: string, slot: string, minWidth: number): HeaderColumn => ({ title, minWidth: String(minWidth), align: 'center', key: slot, slot });

const FIXED: readonly HeaderColumn[] = [
  column('图片', 'pic', 80),
  column('售价', 'price', 120),
  column('成本价', 'cost', 140),
  column('原价', 'ot_price', 140),
  column('库存', 'stock', 140),
  column('产品编号', 'bar_code', 140),
  column('重量(KG)', 'weight', 140),
  column('体积(m³)', 'volume', 140),
  column('所需兑换积分', 'integral', 140),
];
const ACTIVITY: readonly HeaderColumn[] = [
  column('拼团价', 'pink_price', 140),
  column('拼团活动库存', 'pink_stock', 140),
  column('秒杀价', 'seckill_price', 140),
  column('秒杀活动库存', 'seckill_stock', 140),
];
const ACTION = column('操作', 'action', 70);

/** Rows built between two turns of the event loop. */
const ROWS_PER_TURN = 100;

/**
 * `isFormatAttr` (CONTRACT-SHOP 4.2): the SKU table of `specs`, one row per combination,
 * the first spec varying slowest; a combination the product already has (same
 * combination string) carries its stored figures and `sku`, a new one `""` and zeros.
 * `activity` adds the 拼团/秒杀 columns (`isFormatAttrForActivity`). The rows are built a
 * hundred at a time with other requests served in between, so that a 1,000-row table never
 * holds the server for the whole of its building (issue 30).
 */
export async function formatAttr(specs: readonly SpecDefinition[], stored: ReadonlyMap<string, StoredSku>, activity = false): Promise<FormatAttrAnswer> {
  if (specs.length === 0) return { attr: [], value: [], header: [] };
  const combinations = combinationsOf(specs);
  const value: SkuRow[] = [];
  for (let start = 0; start < combinations.length; start += ROWS_PER_TURN) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const c of combinations.slice(start, start + ROWS_PER_TURN)) value.push(skuRowOf(c.values, c.detail, stored.get(c.sku) ?? null));
  }
  return answerOf(specs, value, activity);
}

function answerOf(specs: readonly SpecDefinition[], value: SkuRow[], activity: boolean): FormatAttrAnswer {
  const header = [
    ...specs.map((s, i) => column(s.value, `value${i + 1}`, 130)),
    ...FIXED,
    ...(activity ? ACTIVITY : []),
    ACTION,
  ];
  return { attr: specs.map((s) => ({ value: s.value, detail: [...s.detail] })), value, header };
}
