import { firstList } from '../../api/resource/firstList';
import { orders } from './order';

/** 订单's first query: tab 全部 (-9), 所有订单 (0), the first page of 10, newest first. */
export const ORDER_FIRST_LIST = { orderType: '0', orderStatus: '-9', page: 0, size: 10, sort: ['id,desc'] };

export const prefetchFirstList = firstList(orders, ORDER_FIRST_LIST);
