import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DictData } from '../../features/dict/dictDetail';
import { DateRangeFields } from '../crud/DateRangeFields';
import type { ParamValue } from '../crud/listParams';
import type { StatusLabels } from '../crud/statusWords';
import { optionsOf } from './choices';
import type { Field } from './fields';

export interface FieldSearchProps<Row, Form> {
  field: Field<Row, Form>;
  value: ParamValue;
  onChange: (value: ParamValue) => void;
  dict: DictData | undefined;
  labels: StatusLabels;
}

export { emptySearch } from './searchQuery';

/** One input of the search bar, by its field's kind (a select offers 全部 first). */
export function FieldSearch<Row, Form>({ field, value, onChange, dict, labels }: FieldSearchProps<Row, Form>) {
  const label = field.search?.label ?? field.label;
  if (field.kind === 'dateRange') return <DateRangeFields label={label} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} />;
  const options =
    field.kind === 'status'
      ? [
          { value: 'true', label: labels.on },
          { value: 'false', label: labels.off },
        ]
      : field.kind === 'dict' || field.kind === 'choice'
        ? optionsOf(field, dict).map((choice) => ({ value: String(choice.value), label: choice.label }))
        : undefined;
  return (
    <TextField
      size="small"
      label={label}
      placeholder={field.search?.placeholder}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      select={options !== undefined}
      sx={{ width: options ? 120 : 200 }}
    >
      {options
        ? [
            <MenuItem key="" value="">
              全部
            </MenuItem>,
            ...options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            )),
          ]
        : null}
    </TextField>
  );
}
