import type { DictData } from '../../features/dict/dictDetail';
import type { FormErrors } from '../crud/formCheck';
import type { StatusLabels } from '../crud/statusWords';
import type { Drafts } from './drafts';
import { fieldNow, isShown } from './fieldForm';
import type { Field } from './fields';
import { FieldInput, type FieldInputProps } from './FieldInput';

export interface FormFieldsProps<Row, Form> {
  fields: readonly Field<Row, Form>[];
  values: Drafts;
  errors: FormErrors<Drafts>;
  set: (key: string, value: unknown) => void;
  row: Row | undefined;
  dicts: Readonly<Record<string, DictData | undefined>>;
  labelsOf: (field: Field<Row, Form>) => StatusLabels;
  onShown: FieldInputProps<Row, Form>['onShown'];
}

/**
 * The inputs of a form dialog (a resource's 新增 / 编辑, a row action's small form): each
 * field shown by what the others hold now, the first one focused.
 */
export function FormFields<Row, Form>({ fields, values, errors, set, row, dicts, labelsOf, onShown }: FormFieldsProps<Row, Form>) {
  return (
    <>
      {fields.map((field, index) => {
        const key = field.form!.key;
        if (!isShown(field, values)) return null;
        return (
          <FieldInput
            key={key}
            field={fieldNow(field, values)}
            value={values[key]}
            set={(value) => set(key, value)}
            error={errors[key]}
            row={row}
            dict={field.dict ? dicts[field.dict] : undefined}
            labels={labelsOf(field)}
            autoFocus={index === 0}
            onShown={onShown}
          />
        );
      })}
    </>
  );
}
