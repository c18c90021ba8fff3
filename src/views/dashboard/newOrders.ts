import type { WaitingOrder } from '../../entities/dashboard/todosWire';

/**
 * Which orders waiting to ship 首页 has already seen. The first answer only sets it (the
 * orders there when the page opened raise nothing); later an order is new when it was not
 * seen and is newer than all seen then (a higher id, or paid later): an older order that
 * only came into the first page because newer ones were shipped is not news.
 */
export interface SeenOrders {
  ids: ReadonlySet<number>;
  maxId: number;
  maxPayTime: string;
}

export const firstSeen = (waiting: readonly WaitingOrder[]): SeenOrders => ({
  ids: new Set(waiting.map((o) => o.id)),
  maxId: Math.max(0, ...waiting.map((o) => o.id)),
  maxPayTime: waiting.reduce((max, o) => (o.payTime > max ? o.payTime : max), ''),
});

/** The orders new since `seen`, and what is seen after this answer. */
export function newOrders(seen: SeenOrders, waiting: readonly WaitingOrder[]): { fresh: WaitingOrder[]; seen: SeenOrders } {
  const fresh = waiting.filter((o) => !seen.ids.has(o.id) && (o.id > seen.maxId || (o.payTime !== '' && o.payTime > seen.maxPayTime)));
  const now = firstSeen(waiting);
  return {
    fresh,
    seen: { ids: new Set([...seen.ids, ...now.ids]), maxId: Math.max(seen.maxId, now.maxId), maxPayTime: now.maxPayTime > seen.maxPayTime ? now.maxPayTime : seen.maxPayTime },
  };
}

export const newOrdersMessage = (n: number): string => `有 ${n} 个新订单待发货`;
