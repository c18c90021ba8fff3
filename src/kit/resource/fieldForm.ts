import type { FormErrors } from '../crud/formCheck';
import { checkDraft, type Drafts } from './drafts';
import type { Field } from './fields';

/*
 * The checks of a form of fields, shared by 新增 / 编辑 and the row actions' small forms
 * (issue 31): which inputs are asked given what is typed (`shownWhen`), which are required
 * now (`requiredWhen`), and each asked input's value or message. Pure.
 */

/** Whether the field's input is asked, given the form as typed. */
export const isShown = <Row, Form>(field: Field<Row, Form>, drafts: Drafts): boolean => field.form?.shownWhen?.(drafts) ?? true;

/** The field as it is checked now: `required` dropped while `requiredWhen` says not. */
export function fieldNow<Row, Form>(field: Field<Row, Form>, drafts: Drafts): Field<Row, Form> {
  const form = field.form;
  if (!form?.requiredWhen || form.requiredWhen(drafts)) return field;
  return { ...field, form: { ...form, required: undefined } };
}

/**
 * Each field's value, null for one not asked (hidden by `shownWhen`, or by its source as
 * `hidden` says), or the messages by form key.
 */
export function checkFields<Row, Form>(fields: readonly Field<Row, Form>[], drafts: Drafts, hidden: ReadonlySet<string> = new Set()): { ok: true; values: Record<string, unknown> } | { ok: false; errors: FormErrors<Drafts> } {
  const errors: FormErrors<Drafts> = {};
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const key = field.form!.key;
    if (hidden.has(key) || !isShown(field, drafts)) {
      values[key] = null;
      continue;
    }
    const checked = checkDraft(fieldNow(field, drafts), drafts[key]);
    if (checked.ok) values[key] = checked.value;
    else errors[key] = checked.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
