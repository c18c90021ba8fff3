import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { dateRange } from './listParams';

export interface DateRangeFieldsProps {
  /** The search's `createTime`: [] or `[yyyy-MM-dd 00:00:00, yyyy-MM-dd 23:59:59]`. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** 创建日期 in the originals' searches. */
  label?: string;
}

const dayOf = (time: string | undefined): string => (time ?? '').slice(0, 10);

/**
 * The originals' date range of a list search (`createTime` twice, CONTRACT-SYSTEM.md
 * section 0) as two day fields. The value is always a whole range: one day picked is
 * that day alone until the other is picked; emptying either field clears the range.
 */
export function DateRangeFields({ value, onChange, label = '创建日期' }: DateRangeFieldsProps) {
  const from = dayOf(value[0]);
  const to = dayOf(value[1]);
  const change = (nextFrom: string, nextTo: string) => {
    const emptied = value.length > 0 && (nextFrom === '' || nextTo === '');
    onChange(emptied ? [] : (dateRange(nextFrom, nextTo) ?? []));
  };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField size="small" type="date" label="开始日期" value={from} onChange={(event) => change(event.target.value, to)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 160 }} />
      <span aria-hidden="true">-</span>
      <TextField size="small" type="date" label="结束日期" value={to} onChange={(event) => change(from, event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 160 }} />
    </Box>
  );
}
