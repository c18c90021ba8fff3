import { useEffect, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { DictData } from '../../features/dict/dictDetail';
import type { StatusLabels } from '../crud/statusWords';
import { TreeSelect } from '../tree/TreeSelect';
import type { Field, PickedItem, TreeOptions } from './fields';
import { optionsOf } from './choices';
import { MoneyInput } from './MoneyInput';
import { PickInput } from './PickInput';
import { PictureInput } from '../pictures/PictureInput';
import { RowsInput } from './RowsInput';
import { blankRow, type RowDraft } from './rowsDraft';

export interface FieldInputProps<Row, Form> {
  field: Field<Row, Form>;
  value: unknown;
  set: (value: unknown) => void;
  error: string | undefined;
  /** The row being edited, for a tree's current choice before its tree loads. */
  row: Row | undefined;
  dict: DictData | undefined;
  labels: StatusLabels;
  autoFocus: boolean;
  /** A tree input tells whether it is asked (its source decides). */
  onShown: (key: string, shown: boolean) => void;
}

/** A tree choice: its options loaded while the dialog is open; asked only when its source says so. */
function TreeInput<Row, Form>({ field, value, set, error, row, onShown }: FieldInputProps<Row, Form>) {
  const source = field.tree!;
  const options = source.useOptions() as TreeOptions<unknown>;
  const shown = source.shownWith?.(options) ?? true;
  const key = field.form!.key;
  useEffect(() => onShown(key, shown), [onShown, key, shown]);
  if (!shown) return null;
  const ref = row === undefined ? null : (source.refOf?.(row) ?? null);
  return (
    <TreeSelect<unknown>
      label={field.form?.label ?? field.label}
      forest={options.forest}
      labelOf={source.labelOf as (node: unknown) => string}
      mayHaveChildren={options.mayHaveChildren ? (node) => options.mayHaveChildren!(node) : undefined}
      loadChildren={options.loadChildren}
      initiallyExpanded={options.initiallyExpanded}
      value={typeof value === 'number' ? [value] : []}
      valueLabels={ref ? { [ref.id]: ref.name } : undefined}
      onChange={(ids) => set(ids[0] ?? null)}
      placeholder={field.form?.placeholder}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** One input of a resource's dialog, by its field's kind. */
export function FieldInput<Row, Form>(props: FieldInputProps<Row, Form>) {
  const { field, value, set, error, dict, labels, autoFocus } = props;
  const groupId = useId();
  const label = field.form?.label ?? field.label;
  const required = field.form?.required !== undefined;
  const text = (extra: { inputMode?: 'numeric' | 'decimal'; select?: boolean; children?: ReactNode } = {}) => (
    <TextField
      label={label}
      placeholder={field.form?.placeholder}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? field.form?.hint}
      required={required}
      autoFocus={autoFocus}
      disabled={field.form?.readOnly}
      select={extra.select}
      size="small"
      fullWidth
      slotProps={extra.inputMode ? { htmlInput: { inputMode: extra.inputMode } } : undefined}
    >
      {extra.children}
    </TextField>
  );
  switch (field.kind) {
    case 'number':
      return text({ inputMode: 'numeric' });
    case 'money':
      return <MoneyInput label={label} value={String(value ?? '')} onChange={set} error={error} required={required} placeholder={field.form?.placeholder} autoFocus={autoFocus} />;
    case 'dict':
    case 'choice':
      return text({ select: true, children: optionsOf(field, dict).map((choice) => <MenuItem key={String(choice.value)} value={String(choice.value)}>{choice.label}</MenuItem>) });
    case 'status':
      return (
        <Box>
          <FormLabel id={groupId} sx={{ fontSize: 12 }}>
            {label}
          </FormLabel>
          <RadioGroup row aria-labelledby={groupId} value={value ? 'true' : 'false'} onChange={(event) => set(event.target.value === 'true')}>
            <FormControlLabel value="true" control={<Radio size="small" />} label={labels.on} />
            <FormControlLabel value="false" control={<Radio size="small" />} label={labels.off} />
          </RadioGroup>
        </Box>
      );
    case 'tree':
      return <TreeInput {...props} />;
    case 'picture':
      return <PictureInput label={label} value={String(value ?? '')} onChange={set} error={error} hint={field.form?.hint} required={required} />;
    case 'dateTime':
      return (
        <TextField
          type="datetime-local"
          label={label}
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          required={required}
          autoFocus={autoFocus}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'pick':
      return field.pick ? <PickInput label={label} source={field.pick} value={Array.isArray(value) ? (value as PickedItem[]) : []} onChange={set} error={error} required={required} /> : null;
    case 'custom':
      return <>{field.input?.({ value, set, error, label })}</>;
    case 'rows':
      return field.rows ? <RowsInput label={label} options={field.rows} value={Array.isArray(value) ? (value as RowDraft[]) : []} onChange={set} blank={blankRow(field)} error={error} /> : null;
    default:
      return text();
  }
}
