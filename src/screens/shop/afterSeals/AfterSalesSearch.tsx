import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CrudSearchBar } from '@/kit/crud/CrudSearchBar';
import { DateRangeFields } from '@/kit/crud/DateRangeFields';
import type { Filters, ParamValue } from '@/kit/crud/listParams';
import { SALES_STATE_CHOICES, SERVICE_TYPE_CHOICES, STATE_CHOICES, type Choice } from './words';

/**
 * The search's keys as yshop reads them (CONTRACT-SHOP.md section 6). Every select starts at
 * 全部: the original's 售后状态 fell back to 正常 when empty, hiding cancelled and refused
 * applications (section 10.29).
 */
export const EMPTY_FILTERS: Filters = { orderCode: '', time: [], serviceType: '', salesState: '', state: '' };

interface Props {
  shown: boolean;
  draft: Filters;
  change: (values: Partial<Filters>) => void;
  onSearch: () => void;
  onReset: () => void;
}

function Select({ label, value, choices, onChange }: { label: string; value: ParamValue; choices: readonly Choice[]; onChange: (value: string) => void }) {
  return (
    <TextField size="small" select label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} sx={{ width: 140 }}>
      <MenuItem value="">全部</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function AfterSalesSearch({ shown, draft, change, onSearch, onReset }: Props) {
  const time = draft.time;
  return (
    <CrudSearchBar shown={shown} onSearch={onSearch} onReset={onReset}>
      <TextField size="small" label="订单号" placeholder="输入搜索订单号" value={typeof draft.orderCode === 'string' ? draft.orderCode : ''} onChange={(event) => change({ orderCode: event.target.value })} sx={{ width: 220 }} />
      <DateRangeFields label="申请时间" value={Array.isArray(time) ? time.map(String) : []} onChange={(next) => change({ time: next })} />
      <Select label="售后类型" value={draft.serviceType} choices={SERVICE_TYPE_CHOICES} onChange={(serviceType) => change({ serviceType })} />
      <Select label="售后状态" value={draft.salesState} choices={SALES_STATE_CHOICES} onChange={(salesState) => change({ salesState })} />
      <Select label="订单状态" value={draft.state} choices={STATE_CHOICES} onChange={(state) => change({ state })} />
    </CrudSearchBar>
  );
}
