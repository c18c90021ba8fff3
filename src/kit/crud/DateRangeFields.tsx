import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { dateRange } from './listParams';

export interface DateRangeFieldsProps {
  /** The search's `createTime`: [] or `[yyyy-MM-dd 00:00:00, yyyy-MM-dd 23:59:59]`. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** 创建日期 in the originals' searches. */
  label?: string;
}

const DAY = 'YYYY-MM-DD';
const dayOf = (time: string | undefined): Dayjs | null => {
  const day = (time ?? '').slice(0, 10);
  return day === '' ? null : dayjs(day, DAY);
};
const textOf = (day: Dayjs | null): string => (day?.isValid() ? day.format(DAY) : '');

// Chinese whatever the browser's language: the calendar's words (dayjs zh-cn) and the
// pickers' own texts and field placeholders (MUI X zhCN).
// The empty field reads 年-月-日 rather than the format's letters.
const localeText = {
  ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => '年',
  fieldMonthPlaceholder: () => '月',
  fieldDayPlaceholder: () => '日',
};

/** The two days the fields show: as typed, for the range `of` they were typed into. */
interface Shown {
  from: Dayjs | null;
  to: Dayjs | null;
  of: readonly string[];
}

const sameRange = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((time, i) => time === b[i]);
const shownOf = (value: readonly string[]): Shown => ({ from: dayOf(value[0]), to: dayOf(value[1]), of: value });

/**
 * The originals' date range of a list search (`createTime` twice, CONTRACT-SYSTEM.md
 * section 0) as two MUI X date pickers in Chinese. The value is always a whole range:
 * one day picked is that day alone until the other is picked; emptying either field
 * clears the range; days the wrong way round are sent in order (00:00:00 to 23:59:59).
 * The fields keep the days as typed while the operator is in them (a day typed a digit at
 * a time passes through other valid days, and swapping the fields then would send the
 * next digit into the other one); they show the range in order once focus leaves them.
 */
export function DateRangeFields({ value, onChange, label = '创建日期' }: DateRangeFieldsProps) {
  const [shown, setShown] = useState<Shown>(() => shownOf(value));
  // A value set from outside (重置, a link's search) replaces what the fields show.
  const current = sameRange(shown.of, value) ? shown : shownOf(value);
  if (current !== shown) setShown(current);
  // `edited`: the day just typed or picked; emptying either field clears the range.
  const change = (from: Dayjs | null, to: Dayjs | null, edited: Dayjs | null) => {
    const next = edited === null ? [] : (dateRange(textOf(from), textOf(to)) ?? []);
    setShown(edited === null ? shownOf(next) : { from, to, of: next });
    onChange(next);
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setShown(shownOf(value));
  };
  const picker = (which: '开始日期' | '结束日期', day: Dayjs | null, set: (next: Dayjs | null) => void) => (
    <DatePicker
      label={which}
      value={day}
      format={DAY}
      onChange={(next) => {
        // A half-typed day is no day yet: wait until it is whole (a year of four digits: the
        // `2` of `2026` typed over a filled year is year 0002).
        if (next === null || (next.isValid() && next.year() >= 1000)) set(next);
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 160 } } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={localeText}>
      <Box role="group" aria-label={label} onBlur={leave} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {picker('开始日期', current.from, (next) => change(next, current.to, next))}
        <span aria-hidden="true">-</span>
        {picker('结束日期', current.to, (next) => change(current.from, next, next))}
      </Box>
    </LocalizationProvider>
  );
}
