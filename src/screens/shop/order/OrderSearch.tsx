import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_TYPES } from '@/entities/order/order';
import { CrudSearchBar } from '@/kit/crud/CrudSearchBar';
import { DateRangeFields } from '@/kit/crud/DateRangeFields';

/** The list's search as typed: one box searched by 订单号, 用户姓名 or 用户电话; 订单类型; 创建时间. */
export interface OrderSearchValues {
  [key: string]: string | readonly string[];
  searchType: 'orderId' | 'realName' | 'userPhone';
  searchValue: string;
  orderType: string;
  createTime: readonly string[];
}

export const EMPTY_SEARCH: OrderSearchValues = { searchType: 'orderId', searchValue: '', orderType: '0', createTime: [] };

const SEARCH_TYPES = [
  { value: 'orderId', label: '订单号' },
  { value: 'realName', label: '用户姓名' },
  { value: 'userPhone', label: '用户电话' },
] as const;

/**
 * Section 5.1's query from the search (cleaned of empty values): the box under the key its
 * type names (`orderId`, `realName` or `userPhone`), and `orderType`, which yshop requires.
 */
export function orderQuery(filters: Record<string, unknown>): Record<string, unknown> {
  const { searchType, searchValue, orderType, ...rest } = filters;
  const text = typeof searchValue === 'string' ? searchValue.trim() : '';
  return { ...rest, orderType: orderType ?? '0', ...(text === '' ? {} : { [String(searchType ?? 'orderId')]: text }) };
}

/** The search box a link asks for (`?searchType=userPhone&searchValue=138...`), else the empty one. */
export function searchBoxOf(params: URLSearchParams): Pick<OrderSearchValues, 'searchType' | 'searchValue'> {
  const type = SEARCH_TYPES.find((t) => t.value === params.get('searchType'))?.value;
  const value = params.get('searchValue') ?? '';
  return type && value !== '' ? { searchType: type, searchValue: value } : { searchType: EMPTY_SEARCH.searchType, searchValue: '' };
}

export function OrderSearch({ values, shown, onChange, onSearch, onReset }: { values: OrderSearchValues; shown: boolean; onChange: (values: Partial<OrderSearchValues>) => void; onSearch: () => void; onReset: () => void }) {
  return (
    <CrudSearchBar shown={shown} onSearch={onSearch} onReset={onReset}>
      <TextField select size="small" label="类型" value={values.searchType} onChange={(event) => onChange({ searchType: event.target.value as OrderSearchValues['searchType'] })} sx={{ width: 120 }}>
        {SEARCH_TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="搜索内容" placeholder="输入搜索内容" value={values.searchValue} onChange={(event) => onChange({ searchValue: event.target.value })} sx={{ width: 200 }} />
      <TextField select size="small" label="订单类型" value={values.orderType} onChange={(event) => onChange({ orderType: event.target.value })} sx={{ width: 130 }}>
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields label="创建时间" value={values.createTime} onChange={(createTime) => onChange({ createTime })} />
    </CrudSearchBar>
  );
}
