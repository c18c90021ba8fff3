import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useId } from 'react';
import type { RowsOptions } from './fields';
import type { RowDraft } from './rowsDraft';

export interface RowsInputProps {
  label: string;
  options: RowsOptions;
  value: RowDraft[];
  onChange: (rows: RowDraft[]) => void;
  blank: RowDraft;
  error: string | undefined;
}

/**
 * A list of small records edited in place (a group's fields, 充值金额's options): a line of
 * inputs per row, named by row (第2行 金额), 删除第2行 beside it, 添加 below. Checked on 确认.
 */
export function RowsInput({ label, options, value, onChange, blank, error }: RowsInputProps) {
  const labelId = useId();
  const full = options.max !== undefined && value.length >= options.max;
  const setCell = (index: number, key: string, text: string) => onChange(value.map((row, i) => (i === index ? { ...row, [key]: text } : row)));
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ fontSize: 12 }} error={Boolean(error)}>
        {label}
      </FormLabel>
      {value.map((row, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          {options.columns.map((column) => (
            <TextField
              key={column.key}
              label={column.label}
              value={row[column.key] ?? ''}
              onChange={(event) => setCell(index, column.key, event.target.value)}
              size="small"
              slotProps={{ htmlInput: { 'aria-label': `第${index + 1}行 ${column.label}`, ...(column.kind === 'number' ? { inputMode: 'numeric' } : column.kind === 'money' ? { inputMode: 'decimal' } : {}) } }}
              sx={{ flex: 1 }}
            />
          ))}
          <IconButton aria-label={`删除第${index + 1}行`} size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button size="small" sx={{ mt: 1 }} disabled={full} onClick={() => onChange([...value, { ...blank }])}>
        {`添加${label}`}
      </Button>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
