import type { TodoCount, TodoKey } from '../../entities/dashboard/todosWire';
import { linkTo, type ShopList, type ShopPlaces } from './shopLinks';

interface TodoItem {
  key: TodoKey;
  label: string;
  list: ShopList;
  /** The filter the list opens with (the same the count asked). */
  filter: Record<string, string>;
}

/** 待办, in the order an operator works through them. */
export const TODO_ITEMS: readonly TodoItem[] = [
  { key: 'toShip', label: '待发货', list: 'order', filter: { orderStatus: '1', orderType: '0' } },
  { key: 'toVerify', label: '待核销', list: 'order', filter: { orderStatus: '1', orderType: '5' } },
  { key: 'refunding', label: '退款中', list: 'order', filter: { orderStatus: '-1', orderType: '0' } },
  { key: 'afterSales', label: '售后待审核', list: 'afterSales', filter: { state: '0', salesState: '0' } },
  { key: 'extract', label: '提现待审核', list: 'extract', filter: { status: '0' } },
  { key: 'lowStock', label: '库存预警', list: 'goods', filter: { sort: 'stock,asc' } },
];

/** The 待办 whose list the user may read (only those are asked). */
export const todoKeys = (places: ShopPlaces): TodoKey[] => TODO_ITEMS.filter((item) => places.readable[item.list]).map((item) => item.key);

export interface TodoCard {
  key: TodoKey;
  label: string;
  value: string;
  to?: string | undefined;
}

/** The 待办 the back end answered, with their links; one it lacks is left out. */
export function todoCards(counts: Partial<Record<TodoKey, TodoCount>>, places: ShopPlaces): TodoCard[] {
  return TODO_ITEMS.flatMap((item) => {
    const found = counts[item.key];
    if (!found) return [];
    return [{ key: item.key, label: item.label, value: `${found.count}${found.more ? '+' : ''}`, to: linkTo(places, item.list, item.filter) }];
  });
}
