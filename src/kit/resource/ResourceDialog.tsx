import { useCallback, useMemo, useState } from 'react';
import type { Resource, ResourceId } from '../../api/resource/defineResource';
import type { DictData } from '../../features/dict/dictDetail';
import { FormDialog } from '../crud/FormDialog';
import type { FormErrors } from '../crud/formCheck';
import type { StatusLabels } from '../crud/statusWords';
import { useFormDialog } from '../crud/useFormDialog';
import { draftOf, type Drafts } from './drafts';
import { checkFields } from './fieldForm';
import type { Field } from './fields';
import { FormFields } from './FormFields';

export interface ResourceDialogProps<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId> {
  resource: Resource<Row, Form, Body, Extra, Id>;
  /** The dialog's inputs, in order. */
  fields: readonly Field<Row, Form>[];
  /** The row to edit; without it the dialog adds one. */
  row: Row | undefined;
  title: string;
  dicts: Readonly<Record<string, DictData | undefined>>;
  labelsOf: (field: Field<Row, Form>) => StatusLabels;
  /** Checks across fields, after each field's own (ResourcePage's `formCheck`). */
  formCheck?: ((form: Form) => Partial<Record<string, string>>) | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增 / 编辑 of a resource: the form starts from the row's form (or the new one's), each
 * input checked by its field, and the body built by the entity (editable fields only).
 * A field not asked (hidden, or its source says not here) sends the empty value.
 */
export function ResourceDialog<Row, Form extends { id?: Id }, Body, Extra extends object, Id extends ResourceId>({ resource, fields, row, title, dicts, labelsOf, formCheck, onClose, onSaved }: ResourceDialogProps<Row, Form, Body, Extra, Id>) {
  const start = useMemo(() => (row === undefined ? resource.newForm() : resource.formOf(row)), [resource, row]);
  const initial = useMemo(() => Object.fromEntries(fields.map((field) => [field.form!.key, draftOf(field, (start as Record<string, unknown>)[field.form!.key])])) as Drafts, [fields, start]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const onShown = useCallback((key: string, shown: boolean) => setHidden((current) => (shown === !current.has(key) ? current : shown ? new Set([...current].filter((k) => k !== key)) : new Set([...current, key]))), []);

  const [create] = resource.useCreate();
  const [update] = resource.useUpdate();
  const check = (drafts: Drafts) => {
    const checked = checkFields(fields, drafts, hidden);
    if (!checked.ok) return checked;
    const value = { ...start, ...checked.values } as Form;
    const across = Object.entries(formCheck?.(value) ?? {}).filter(([, message]) => message !== undefined);
    if (across.length > 0) return { ok: false as const, errors: Object.fromEntries(across) as FormErrors<Drafts> };
    return { ok: true as const, value };
  };
  const form = useFormDialog<Drafts, Form>({
    initial,
    check,
    save: (value) => (row === undefined ? create(resource.bodyOf(value)) : update(resource.bodyOf(value))).unwrap(),
    onSaved,
  });

  return (
    <FormDialog title={title} submitting={form.submitting} serverError={form.serverError} onSubmit={() => void form.submit()} onClose={onClose}>
      <FormFields fields={fields} values={form.values} errors={form.errors} set={form.set} row={row} dicts={dicts} labelsOf={labelsOf} onShown={onShown} />
    </FormDialog>
  );
}
