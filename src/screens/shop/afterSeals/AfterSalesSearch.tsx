import type { AfterSales } from '@/entities/afterSales/afterSales';
import { fieldsOf } from '@/kit/resource/fields';
import { searchFiltersOf } from '@/kit/resource/searchQuery';
import { SALES_STATE_CHOICES, SERVICE_TYPE_CHOICES, STATE_CHOICES } from './words';

const f = fieldsOf<AfterSales, never>();

/**
 * The search's keys as yshop reads them (CONTRACT-SHOP.md section 6), as the kit's fields
 * with fixed choices (issue 31; no server dictionary holds them). Every select starts at
 * 全部: the original's 售后状态 fell back to 正常 when empty, hiding cancelled and refused
 * applications (section 10.29).
 */
export const SEARCH_FIELDS = [
  f.text('orderCode', '订单号', { search: { placeholder: '输入搜索订单号' } }),
  f.dateRange('time', '申请时间', { search: {} }),
  f.choice('serviceType', '售后类型', { choices: SERVICE_TYPE_CHOICES, search: {} }),
  f.choice('salesState', '售后状态', { choices: SALES_STATE_CHOICES, search: {} }),
  f.choice('state', '订单状态', { choices: STATE_CHOICES, search: {} }),
];

export const EMPTY_FILTERS = searchFiltersOf(SEARCH_FIELDS);
